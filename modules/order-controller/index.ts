import { defineModule } from '../../src/registry/define-module';
import type { OrderControllerOptions } from './__generated__/options';
import { OrderControllerView } from './OrderControllerView';
import { transformOrders, type OrderControllerData } from './transform';

export default defineModule<OrderControllerOptions, OrderControllerData>({
  kind: 'order-controller',
  View: OrderControllerView,
  transform: transformOrders,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Order', label: 'Order', format: 'text' },
      { key: 'Status', label: 'Status', format: 'text' },
      { key: 'Flight', label: 'Flight', format: 'text' },
      { key: 'Campaigns', label: 'Campaigns', format: 'text' },
      { key: 'Impressions', label: data.impressionsLabel, format: 'text' },
      { key: 'Pacing', label: 'Pacing', format: 'text' },
    ],
    rows: data.rows.map((row) => ({
      Order: row.name,
      Status: row.status,
      Flight: row.flight,
      Campaigns: row.campaigns,
      Impressions: row.impressions,
      Pacing: row.pacing,
    })),
  }),
});
