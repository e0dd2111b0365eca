import type { Dataset } from '../../src/domain/layout/dataset';
import type { FallbackChartOptions } from './__generated__/options';

/** A summary-like answer: no rows the chart could draw, one totals row. */
export const totalsDataset: Dataset = {
  rows: [],
  totals: { Impressions: 1_284_330, Clicks: 2_911, ClickThrough: 0.23, Conversions: 187, SpendVal: 30_824.12 },
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
};

/** Rows without a totals row, with long category names: the figures are summed from the rows. */
export const rowsOnlyDataset: Dataset = {
  rows: Array.from({ length: 12 }, (_, i) => ({
    Publisher: `A very long publisher name that keeps going, number ${i + 1} (premium inventory)`,
    Impressions: 20_000 - i * 900,
    Clicks: 40 - i,
    ClickThrough: 0.2,
  })),
  totals: null,
  meta: {},
};

/** Totals that are all zero. */
export const zeroDataset: Dataset = {
  rows: [],
  totals: { Impressions: 0, Clicks: 0, ClickThrough: 0 },
  meta: {},
};

export const fallbackOptions: FallbackChartOptions = { metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal'] };
