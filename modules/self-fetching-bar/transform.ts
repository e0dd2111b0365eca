import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  categoryChart,
  chosenMetrics,
  pickDimension,
  scaleAxes,
  sortMetric,
  type CategoryChart,
} from '../../src/ui/charts/category-data';
import type { SelfFetchingBarOptions } from './__generated__/options';

/** The current page's bars. */
export type SelfFetchingBarData = CategoryChart;

/** The page the frame fetched → bars in the order the call sorted them (the sort spans every page, not this one). */
export function transformSelfFetchingBar(
  dataset: Dataset,
  options: SelfFetchingBarOptions,
  context: ViewContext,
): SelfFetchingBarData {
  const metrics = chosenMetrics(options, sortMetric(options.sortBy));
  const dimension = pickDimension(dataset.rows, options.dimension);
  const axes = scaleAxes(dataset.rows, metrics);
  const specs = metrics.map((key, i) => ({ key, type: 'bar' as const, axis: axes[i] }));
  return categoryChart(dataset.rows, dimension, specs, context.campaignTypes);
}
