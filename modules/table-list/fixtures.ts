import type { Dataset } from '../../src/domain/layout/dataset';
import type { TableListOptions } from './__generated__/options';

const zip = (ZipCode: string, City: string, Impressions: number, Clicks: number): Record<string, string | number> => ({
  ZipCode,
  City,
  County: 'Franklin',
  state: 'OH',
  Impressions,
  Clicks,
  ClickThrough: Number(((Clicks / Impressions) * 100).toFixed(2)),
});

/** Zip rows as the geo-list call returns them (top 99 + Other), trimmed to a dozen. */
export const zipDataset: Dataset = {
  rows: [
    zip('43215', 'Columbus', 18230, 41),
    zip('43230', 'Gahanna', 9120, 22),
    zip('43081', 'Westerville', 15110, 37),
    zip('43016', 'Dublin', 12040, 30),
    zip('43123', 'Grove City', 8450, 15),
    zip('43068', 'Reynoldsburg', 7720, 14),
    zip('43026', 'Hilliard', 11010, 26),
    zip('43004', 'Blacklick', 4380, 9),
    zip('43110', 'Canal Winchester', 5170, 8),
    zip('43085', 'Worthington', 6890, 19),
    zip('43054', 'New Albany', 5620, 16),
    zip('43017', 'Dublin', 10230, 28),
    { ZipCode: 'Other', City: null, County: null, state: null, Impressions: 42100, Clicks: 88, ClickThrough: 0.21 },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 140 },
};

/** Many metros with long names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 40 }, (_, i) => ({
    Metro: `Greater Springfield-Shelbyville-Capital City metropolitan market number ${i + 1}`,
    DMA: String(500 + i),
    Impressions: 250000 - i * 5000,
  })),
  totals: null,
  meta: { totalRows: 40 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: [zip('43215', 'Columbus', 1, 0), zip('43230', 'Gahanna', 1, 0)].map((row) => ({ ...row, Impressions: 0 })),
  totals: null,
  meta: {},
};

export const zipOptions: TableListOptions = { labelField: 'ZipCode', metric: 'Impressions', itemLimit: 10 };

export const denseOptions: TableListOptions = {
  labelField: 'Metro',
  metric: 'Impressions',
  itemLimit: 25,
  showBars: true,
};
