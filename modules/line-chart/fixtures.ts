import type { Dataset } from '../../src/domain/layout/dataset';
import { dailyDataset, densePublisherDataset } from '../../src/ui/charts/sample-datasets';
import type { LineChartOptions } from './__generated__/options';

export { dailyDataset, densePublisherDataset };

/** Thirty days with no delivery at all. */
export const zeroDailyDataset: Dataset = {
  ...dailyDataset,
  rows: dailyDataset.rows.map((row) => ({
    Day: row.Day ?? null,
    ShortDate: row.ShortDate ?? null,
    Impressions: 0,
    Clicks: 0,
  })),
};

/** Daily impressions and clicks; clicks on the right axis. */
export const dailyOptions: LineChartOptions = {
  metrics: ['Impressions', 'Clicks'],
  dimension: 'ShortDate',
  area: true,
};

/** CTR by publisher: a rate along long category labels. */
export const publisherCtrOptions: LineChartOptions = { metric: 'ClickThrough', dimension: 'Publisher' };
