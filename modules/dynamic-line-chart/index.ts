import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { DynamicLineChartOptions } from './__generated__/options';
import { DynamicLineChartView } from './DynamicLineChartView';
import { transformDynamicLineChart, type DynamicLineChartData } from './transform';

export default defineModule<DynamicLineChartOptions, DynamicLineChartData>({
  kind: 'dynamic-line-chart',
  View: DynamicLineChartView,
  transform: transformDynamicLineChart,
  isEmpty: (data) => data.categories.length === 0,
  // Exports carry every offered metric: the viewer's pick is a screen state, not the report's.
  tableData: (data) => chartTable(data),
});
