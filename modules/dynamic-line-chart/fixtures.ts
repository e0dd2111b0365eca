import type { Dataset } from '../../src/domain/layout/dataset';
import { dailyDataset, densePublisherDataset } from '../../src/ui/charts/sample-datasets';
import type { DynamicLineChartOptions } from './__generated__/options';

export { dailyDataset, densePublisherDataset };

/** Thirty days with no delivery. */
export const zeroDailyDataset: Dataset = {
  ...dailyDataset,
  rows: dailyDataset.rows.map((row) => ({
    ShortDate: row.ShortDate ?? null,
    Impressions: 0,
    Clicks: 0,
    ClickThrough: 0,
  })),
};

/** Impressions, clicks or CTR per day, impressions first. */
export const dailyOptions: DynamicLineChartOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough'],
  dimension: 'ShortDate',
};

/** Completions or completion rate per publisher, the rate first. */
export const publisherOptions: DynamicLineChartOptions = {
  metrics: ['Completions', 'CompletionRate'],
  metric: 'CompletionRate',
  dimension: 'Publisher',
};
