import { defineModule } from '../../src/registry/define-module';
import { pieTable } from '../../src/ui/charts/pie-data';
import type { PieChartOptions } from './__generated__/options';
import { PieChartView } from './PieChartView';
import { transformPieChart, type PieChartData } from './transform';

export default defineModule<PieChartOptions, PieChartData>({
  kind: 'pie-chart',
  View: PieChartView,
  transform: transformPieChart,
  // Zero slices are dropped, so a pie of zeros has nothing to draw.
  isEmpty: (data) => data.slices.length === 0,
  tableData: (data) => pieTable(data),
});
