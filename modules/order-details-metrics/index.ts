import { defineModule } from '../../src/registry/define-module';
import type { OrderDetailsMetricsOptions } from './__generated__/options';
import { OrderDetailsMetricsView } from './OrderDetailsMetricsView';
import { transformOrderDetails, type OrderDetailsData } from './transform';

export default defineModule<OrderDetailsMetricsOptions, OrderDetailsData>({
  kind: 'order-details-metrics',
  View: OrderDetailsMetricsView,
  transform: transformOrderDetails,
  isEmpty: (data) => data.items.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Metric', label: 'Metric', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: data.items.map((item) => ({ Metric: item.label, Value: item.value })),
  }),
});
