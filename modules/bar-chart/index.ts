import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { BarChartOptions } from './__generated__/options';
import { BarChartView } from './BarChartView';
import { transformBarChart, type BarChartData } from './transform';

export default defineModule<BarChartOptions, BarChartData>({
  kind: 'bar-chart',
  View: BarChartView,
  transform: transformBarChart,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
