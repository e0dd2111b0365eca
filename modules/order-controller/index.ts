import { defineModule } from '../../src/registry/define-module';
import type { OrderControllerOptions } from './__generated__/options';
import { OrderControllerView } from './OrderControllerView';
import { transformOrders, type OrderControllerData } from './transform';

export default defineModule<OrderControllerOptions, OrderControllerData>({
  kind: 'order-controller',
  View: OrderControllerView,
  transform: transformOrders,
  // The view says itself that nothing matches, and keeps its filters on screen to change them.
  isEmpty: () => false,
  tableData: (data) => ({
    columns: [
      { key: 'Order', label: 'Order', format: 'text' },
      { key: 'Advertiser', label: 'Advertiser', format: 'text' },
      { key: 'Status', label: 'Status', format: 'text' },
      { key: 'Flight', label: 'Flight', format: 'text' },
      { key: 'Campaigns', label: 'Campaigns', format: 'text' },
      { key: 'Goal', label: 'Goal', format: 'text' },
      { key: 'Impressions', label: data.impressionsLabel, format: 'text' },
      { key: 'Pacing', label: 'Pacing', format: 'text' },
    ],
    rows: data.rows.map((row) => ({
      Order: row.name,
      Advertiser: row.advertiser,
      Status: row.status,
      Flight: row.flight,
      Campaigns: row.campaigns,
      Goal: row.goal,
      Impressions: row.impressions,
      Pacing: row.pacing,
    })),
  }),
});
