import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { LineChartOptions } from './__generated__/options';
import { LineChartView } from './LineChartView';
import { transformLineChart, type LineChartData } from './transform';

export default defineModule<LineChartOptions, LineChartData>({
  kind: 'line-chart',
  View: LineChartView,
  transform: transformLineChart,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
