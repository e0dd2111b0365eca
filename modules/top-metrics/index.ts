import { defineModule } from '../../src/registry/define-module';
import type { TopMetricsOptions } from './__generated__/options';
import { TopMetricsView } from './TopMetricsView';
import { transformTopMetrics, type TopMetricsData } from './transform';

export default defineModule<TopMetricsOptions, TopMetricsData>({
  kind: 'top-metrics',
  View: TopMetricsView,
  transform: transformTopMetrics,
  isEmpty: (data) => data.overall.length === 0 && data.perType.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Group', label: 'Group', format: 'text' },
      { key: 'Metric', label: 'Metric', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: [
      ...data.overall.map((item) => ({ Group: 'Total', Metric: item.label, Value: item.value })),
      ...data.perType.flatMap((entry) =>
        entry.items.map((item) => ({ Group: entry.name, Metric: item.label, Value: item.value })),
      ),
    ],
  }),
});
