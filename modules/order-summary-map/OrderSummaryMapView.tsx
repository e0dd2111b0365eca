import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { OrderSummaryMapOptions } from './__generated__/options';

/** An order's delivery by DMA coloured by the map metric, with the list of figures. */
export const OrderSummaryMapView = mapKindView<OrderSummaryMapOptions>(
  'order-summary-map',
  'Impressions of the order by DMA',
  { drills: false },
);
