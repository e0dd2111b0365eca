import type { Dataset } from '../../src/domain/layout/dataset';
import { dailyDataset, densePublisherDataset } from '../../src/ui/charts/sample-datasets';
import type { LineBarChartOptions } from './__generated__/options';

export { dailyDataset, densePublisherDataset };

/** Thirty days with no delivery: zero impressions and a null CTR, as the call answers them. */
export const zeroDailyDataset: Dataset = {
  ...dailyDataset,
  rows: dailyDataset.rows.map((row) => ({ ShortDate: row.ShortDate ?? null, Impressions: 0, ClickThrough: null })),
};

/** Daily impressions as bars, CTR as a line. */
export const dailyOptions: LineBarChartOptions = {
  barMetric: 'Impressions',
  lineMetric: 'ClickThrough',
  dimension: 'ShortDate',
};

/** Completions and completion rate by publisher, the 12 largest. */
export const publisherOptions: LineBarChartOptions = {
  barMetric: 'Completions',
  lineMetric: 'CompletionRate',
  dimension: 'Publisher',
  sortBy: 'Completions',
  itemLimit: 12,
};
