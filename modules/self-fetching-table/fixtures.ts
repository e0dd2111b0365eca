import type { Dataset } from '../../src/domain/layout/dataset';
import type { SelfFetchingTableOptions } from './__generated__/options';

const CITIES = ['Columbus', 'Dublin', 'Westerville', 'Hilliard', 'Gahanna', 'Grove City', 'Worthington', 'Delaware'];

/** The first page (25 rows) of a zip breakdown of 140 keys, sorted by impressions, as the breakdown call pages it. */
export const zipPageDataset: Dataset = {
  rows: Array.from({ length: 25 }, (_, i) => {
    const impressions = 18230 - i * 410;
    const clicks = Math.round(impressions * (0.0022 + (i % 5) * 0.0001));
    return {
      ZipCode: String(43001 + i * 7),
      City: CITIES[i % CITIES.length] ?? 'Columbus',
      state: 'OH',
      Impressions: impressions,
      Clicks: clicks,
      ClickThrough: Number(((clicks / impressions) * 100).toFixed(2)),
    };
  }),
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 140 },
};

/** A page of keyword rows with long search terms. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 25 }, (_, i) => ({
    SearchKey: `best family-owned heating and air conditioning repair company open late near downtown ${i + 1}`,
    Impressions: 5400 - i * 120,
    Clicks: 210 - i * 5,
    ClickThrough: Number((((210 - i * 5) / (5400 - i * 120)) * 100).toFixed(2)),
  })),
  totals: null,
  meta: { totalRows: 312 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: zipPageDataset.rows.slice(0, 3).map((row) => ({ ...row, Impressions: 0, Clicks: 0, ClickThrough: 0 })),
  totals: null,
  meta: { totalRows: 3 },
};

export const zipOptions: SelfFetchingTableOptions = {
  dataMethod: 'breakdown',
  columns: ['ZipCode', 'City', 'Impressions', 'Clicks', 'ClickThrough'],
  perPage: 25,
  sortBy: 'Impressions',
  sortDesc: true,
};

export const keywordOptions: SelfFetchingTableOptions = {
  dataMethod: 'breakdown',
  columns: ['SearchKey', 'Impressions', 'Clicks', 'ClickThrough'],
  perPage: 25,
};
