import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  categoryChart,
  chosenMetrics,
  pickDimension,
  scaleAxes,
  selectRows,
  type CategoryChart,
} from '../../src/ui/charts/category-data';
import type { BarChartOptions } from './__generated__/options';

/** What the bar chart draws: categories and one bar series per metric. */
export type BarChartData = CategoryChart;

/** Dataset → bars: picks the category field, drops zero rows when asked, sorts, keeps `itemLimit` bars. */
export function transformBarChart(dataset: Dataset, options: BarChartOptions, context: ViewContext): BarChartData {
  const metrics = chosenMetrics(options);
  const dimension = pickDimension(dataset.rows, options.dimension);
  const rows = selectRows(dataset.rows, { ...options, metrics });
  const axes = scaleAxes(rows, metrics);
  const specs = metrics.map((key, i) => ({ key, type: 'bar' as const, axis: axes[i] }));
  return categoryChart(rows, dimension, specs, context.campaignTypes);
}
