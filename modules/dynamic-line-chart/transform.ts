import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  categoryChart,
  pickDimension,
  selectRows,
  type CategoryChart,
  type ChartSeries,
} from '../../src/ui/charts/category-data';
import type { DynamicLineChartOptions } from './__generated__/options';

/** Every offered metric as a line; the view draws the one picked. */
export type DynamicLineChartData = CategoryChart;

/** Dataset → one line per offered metric, in the rows' order. */
export function transformDynamicLineChart(
  dataset: Dataset,
  options: DynamicLineChartOptions,
  context: ViewContext,
): DynamicLineChartData {
  const dimension = pickDimension(dataset.rows, options.dimension);
  const rows = selectRows(dataset.rows, { metrics: options.metrics, hideZeros: options.hideZeros });
  const specs = options.metrics.map((key) => ({ key, type: 'line' as const }));
  return categoryChart(rows, dimension, specs, context.campaignTypes);
}

/** The metric shown first: `metric` when it is one of those offered, else the first offered. */
export function initialMetric(options: DynamicLineChartOptions): string {
  return options.metric && options.metrics.includes(options.metric) ? options.metric : options.metrics[0];
}

/** The chart reduced to the picked metric's line. */
export function pickSeries(data: DynamicLineChartData, metric: string): DynamicLineChartData {
  const picked: ChartSeries[] = data.series.filter((s) => s.key === metric);
  return { ...data, series: picked.length > 0 ? picked : data.series.slice(0, 1) };
}
