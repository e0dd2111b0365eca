import type { Dataset } from '../../src/domain/layout/dataset';
import type { ProgressBarTableOptions } from './__generated__/options';

/** Daypart rows as the breakdown call returns them (dimension daypart). */
export const daypartDataset: Dataset = {
  rows: [
    { Daypart: 'Morning', Impressions: 41230, Clicks: 98, ClickThrough: 0.24, Conversions: 12 },
    { Daypart: 'MidDay', Impressions: 68510, Clicks: 171, ClickThrough: 0.25, Conversions: 19 },
    { Daypart: 'Afternoon', Impressions: 59870, Clicks: 132, ClickThrough: 0.22, Conversions: 15 },
    { Daypart: 'Night', Impressions: 82400, Clicks: 214, ClickThrough: 0.26, Conversions: 27 },
    { Daypart: 'Overnight', Impressions: 12050, Clicks: 19, ClickThrough: 0.16, Conversions: 2 },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 5 },
};

/** Device rows (dimension device) of a CTV campaign. */
export const deviceDataset: Dataset = {
  rows: [
    { Device: 'CTV', Impressions: 201400, Clicks: 0, ClickThrough: 0, Completions: 190120, CompletionRate: 94.4 },
    { Device: 'Mobile', Impressions: 19650, Clicks: 41, ClickThrough: 0.21, Completions: 16010, CompletionRate: 81.47 },
    {
      Device: 'Desktop',
      Impressions: 14730,
      Clicks: 35,
      ClickThrough: 0.24,
      Completions: 12260,
      CompletionRate: 83.23,
    },
    { Device: 'Tablet', Impressions: 9820, Clicks: 12, ClickThrough: 0.12, Completions: 8104, CompletionRate: 82.53 },
  ],
  totals: null,
  meta: { daterange: 'last30days', totalRows: 4 },
};

/** Many DMA rows with long market names, for paging and wrapping. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 34 }, (_, i) => ({
    Metro: `Market number ${i + 1}: Greater Springfield-Shelbyville-Capital City-Ogdenville metropolitan area`,
    Impressions: 90000 - i * 2500,
    Clicks: 300 - i * 8,
    ClickThrough: Number(((300 - i * 8) / (900 - i * 25)).toFixed(2)),
  })),
  totals: null,
  meta: { totalRows: 34 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: [
    { Daypart: 'Morning', Impressions: 0, Clicks: 0, ClickThrough: 0 },
    { Daypart: 'Night', Impressions: 0, Clicks: 0, ClickThrough: 0 },
  ],
  totals: null,
  meta: {},
};

export const daypartOptions: ProgressBarTableOptions = {
  columns: ['Daypart', 'Impressions', 'Clicks', 'ClickThrough'],
  metric: 'Impressions',
  downloadTableData: true,
};

export const denseOptions: ProgressBarTableOptions = {
  columns: ['Metro', 'Impressions', 'Clicks', 'ClickThrough'],
  metric: 'Impressions',
  perPage: 10,
};
