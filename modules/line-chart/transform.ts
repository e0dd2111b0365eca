import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { seriesChart, type CategoryChart } from '../../src/ui/charts/category-data';
import type { LineChartOptions } from './__generated__/options';

/** What the line chart draws: points along the x axis, one line per metric. */
export type LineChartData = CategoryChart;

/** Dataset → lines, in the rows' order (the daily call answers oldest first) unless `sortBy` asks otherwise. */
export function transformLineChart(dataset: Dataset, options: LineChartOptions, context: ViewContext): LineChartData {
  return seriesChart(dataset.rows, options, context.campaignTypes, 'line');
}
