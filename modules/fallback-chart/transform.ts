import type { Dataset, Row } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import { formatOf } from '../../src/domain/metric-format';
import type { ViewContext } from '../../src/registry/types';
import { figureItems, type FigureItem } from '../../src/ui/figures/figure-items';
import type { FallbackChartOptions } from './__generated__/options';

/** The note when the layout gives none; neutral, since nothing is wrong with the data, only with its shape. */
export const FALLBACK_MESSAGE = 'This chart is not available for the current selection.';

/** Figures shown when the options name none. */
export const DEFAULT_METRICS: readonly string[] = ['Impressions', 'Clicks', 'ClickThrough'];

/** What the fallback shows. */
export interface FallbackChartData {
  message: string;
  figures: FigureItem[];
}

/**
 * The totals to show: the call's totals row, else the rows' sums of the counts and money metrics (rates are left
 * out, since a sum of rates means nothing; so are metrics no row carries).
 */
export function totalsOf(dataset: Dataset, metrics: readonly string[]): Row | null {
  if (dataset.totals) return dataset.totals;
  if (dataset.rows.length === 0) return null;
  const summable = metrics.filter(
    (key) => ['integer', 'currency'].includes(formatOf(key)) && dataset.rows.some((row) => numberOf(row[key]) !== null),
  );
  return Object.fromEntries(
    summable.map((key) => [key, dataset.rows.reduce((sum, row) => sum + (numberOf(row[key]) ?? 0), 0)]),
  );
}

/** Dataset → the note and the key figures of its totals. */
export function transformFallback(
  dataset: Dataset,
  options: FallbackChartOptions,
  context: ViewContext,
): FallbackChartData {
  const metrics = options.metrics ?? DEFAULT_METRICS;
  return {
    message: options.message ?? FALLBACK_MESSAGE,
    figures: figureItems(totalsOf(dataset, metrics), metrics, context.campaignTypes),
  };
}
