import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { categoryChart, pickDimension, selectRows, type CategoryChart } from '../../src/ui/charts/category-data';
import type { LineBarChartOptions } from './__generated__/options';

/** What the chart draws: a bar series on the left axis and a line series on the right one. */
export type LineBarChartData = CategoryChart;

/** Dataset → bars of `barMetric` (left axis) and a line of `lineMetric` (right axis) over the categories. */
export function transformLineBarChart(
  dataset: Dataset,
  options: LineBarChartOptions,
  context: ViewContext,
): LineBarChartData {
  const { barMetric, lineMetric } = options;
  const dimension = pickDimension(dataset.rows, options.dimension);
  const rows = selectRows(dataset.rows, { ...options, metrics: [barMetric, lineMetric] });
  const specs = [
    { key: barMetric, type: 'bar' as const, axis: 0 as const },
    { key: lineMetric, type: 'line' as const, axis: 1 as const },
  ];
  return categoryChart(rows, dimension, specs, context.campaignTypes);
}
