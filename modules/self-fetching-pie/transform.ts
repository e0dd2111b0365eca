import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { pickDimension, sortMetric } from '../../src/ui/charts/category-data';
import { pieChartData, type PieChartData } from '../../src/ui/charts/pie-data';
import type { SelfFetchingPieOptions } from './__generated__/options';

export type { PieChartData as SelfFetchingPieData };

/** The page the frame fetched → its slices. No 'Other' bucketing: the rest is on the other pages. */
export function transformSelfFetchingPie(
  dataset: Dataset,
  options: SelfFetchingPieOptions,
  context: ViewContext,
): PieChartData {
  const dimension = pickDimension(dataset.rows, options.dimension);
  return pieChartData(dataset.rows, dimension, options.metric ?? sortMetric(options.sortBy), context.campaignTypes);
}
