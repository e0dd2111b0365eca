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
import type { LineChartOptions } from './__generated__/options';

/** What the line chart draws: points along the x axis, one line per metric. */
export type LineChartData = CategoryChart;

/** Dataset → lines, in the rows' order (the daily call answers oldest first) unless `sortBy` asks otherwise. */
export function transformLineChart(dataset: Dataset, options: LineChartOptions, context: ViewContext): LineChartData {
  const metrics = chosenMetrics(options);
  const dimension = pickDimension(dataset.rows, options.dimension);
  const rows = selectRows(dataset.rows, { ...options, metrics });
  const axes = scaleAxes(rows, metrics);
  const specs = metrics.map((key, i) => ({ key, type: 'line' as const, axis: axes[i] }));
  return categoryChart(rows, dimension, specs, context.campaignTypes);
}
