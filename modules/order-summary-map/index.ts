import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { OrderSummaryMapOptions } from './__generated__/options';
import { OrderSummaryMapView } from './OrderSummaryMapView';
import { transformOrderSummaryMap } from './transform';

export default defineModule<OrderSummaryMapOptions, MapData>({
  kind: 'order-summary-map',
  View: OrderSummaryMapView,
  transform: transformOrderSummaryMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
