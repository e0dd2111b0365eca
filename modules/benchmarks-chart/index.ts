import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { BenchmarksChartOptions } from './__generated__/options';
import { BenchmarksChartView } from './BenchmarksChartView';
import { transformBenchmarks, type BenchmarksChartData } from './transform';

export default defineModule<BenchmarksChartOptions, BenchmarksChartData>({
  kind: 'benchmarks-chart',
  View: BenchmarksChartView,
  transform: transformBenchmarks,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
