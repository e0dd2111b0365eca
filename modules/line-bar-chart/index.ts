import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { LineBarChartOptions } from './__generated__/options';
import { LineBarChartView } from './LineBarChartView';
import { transformLineBarChart, type LineBarChartData } from './transform';

export default defineModule<LineBarChartOptions, LineBarChartData>({
  kind: 'line-bar-chart',
  View: LineBarChartView,
  transform: transformLineBarChart,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
