import type { Dataset } from '../../src/domain/layout/dataset';
import type { GenericTableOptions } from './__generated__/options';

/** Publisher rows as the breakdown call returns them (top 3 + Other). */
export const publisherDataset: Dataset = {
  rows: [
    { Publisher: 'Hulu', Impressions: 120450, Clicks: 301, ClickThrough: 0.25 },
    { Publisher: 'Pluto TV', Impressions: 98012, Clicks: 190, ClickThrough: 0.19 },
    { Publisher: 'Roku Channel', Impressions: 45100, Clicks: 88, ClickThrough: 0.2 },
    { Publisher: 'Other', Impressions: 10230, Clicks: 12, ClickThrough: 0.12 },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 40 },
};

/** Many rows with long labels, for paging and wrapping. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 57 }, (_, i) => ({
    Publisher: `A very long publisher name that keeps going number ${i + 1} (Connected TV, premium inventory)`,
    Impressions: 100000 - i * 1500,
    Clicks: 400 - i * 5,
    ClickThrough: Number(((400 - i * 5) / (1000 - i * 15)).toFixed(2)),
  })),
  totals: null,
  meta: { totalRows: 57 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: [
    { Publisher: 'Hulu', Impressions: 0, Clicks: 0, ClickThrough: 0 },
    { Publisher: 'Pluto TV', Impressions: 0, Clicks: 0, ClickThrough: 0 },
  ],
  totals: null,
  meta: {},
};

export const publisherOptions: GenericTableOptions = {
  columns: ['Publisher', 'Impressions', 'Clicks', 'ClickThrough'],
  perPage: 10,
  sortBy: 'Impressions',
  sortDesc: true,
  downloadTableData: true,
  showTotals: true,
};
