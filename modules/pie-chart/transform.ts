import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { pickDimension } from '../../src/ui/charts/category-data';
import { pieChartData, type PieChartData } from '../../src/ui/charts/pie-data';
import type { PieChartOptions } from './__generated__/options';

export type { PieChartData };

/** Dataset → slices of the metric by the category field: the `itemLimit` largest, the rest as 'Other'. */
export function transformPieChart(dataset: Dataset, options: PieChartOptions, context: ViewContext): PieChartData {
  const dimension = pickDimension(dataset.rows, options.dimension);
  return pieChartData(
    dataset.rows,
    dimension,
    options.metric ?? 'Impressions',
    context.campaignTypes,
    options.itemLimit,
  );
}
