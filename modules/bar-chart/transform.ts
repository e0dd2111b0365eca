import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { seriesChart, type CategoryChart } from '../../src/ui/charts/category-data';
import type { BarChartOptions } from './__generated__/options';

/** What the bar chart draws: categories and one bar series per metric. */
export type BarChartData = CategoryChart;

/** Dataset → bars: picks the category field, drops zero rows when asked, sorts, keeps `itemLimit` bars. */
export function transformBarChart(dataset: Dataset, options: BarChartOptions, context: ViewContext): BarChartData {
  return seriesChart(dataset.rows, options, context.campaignTypes, 'bar');
}
