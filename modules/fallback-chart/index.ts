import { defineModule } from '../../src/registry/define-module';
import type { FallbackChartOptions } from './__generated__/options';
import { FallbackChartView } from './FallbackChartView';
import { transformFallback, type FallbackChartData } from './transform';

export default defineModule<FallbackChartOptions, FallbackChartData>({
  kind: 'fallback-chart',
  View: FallbackChartView,
  transform: transformFallback,
  // The note is the point of the kind: it shows even without figures.
  isEmpty: () => false,
  tableData: (data) => ({
    columns: [
      { key: 'Metric', label: 'Metric', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: data.figures.map((item) => ({ Metric: item.label, Value: item.value })),
  }),
});
