import type { Dataset } from '../../src/domain/layout/dataset';
import { densePublisherDataset } from '../../src/ui/charts/sample-datasets';
import type { SelfFetchingBarOptions } from './__generated__/options';

/** Page 1 of a zip breakdown (99 zips and Other), 10 per page, impressions descending. */
export const zipPageDataset: Dataset = {
  rows: Array.from({ length: 10 }, (_, i) => ({
    ZipCode: String(10001 + i * 7),
    City: 'New York',
    state: 'NY',
    Impressions: 48_200 - i * 3_100,
    Clicks: 96 - i * 5,
    ClickThrough: Math.round(((96 - i * 5) / (48_200 - i * 3_100)) * 10_000) / 100,
  })),
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 100 },
};

/** Page 1 of publishers with long names. */
export const densePageDataset: Dataset = {
  rows: densePublisherDataset.rows.slice(0, 10),
  totals: null,
  meta: { totalRows: 40 },
};

/** A page of zips without delivery. */
export const zeroPageDataset: Dataset = {
  rows: zipPageDataset.rows.map((row) => ({ ZipCode: row.ZipCode ?? null, Impressions: 0, Clicks: 0 })),
  totals: null,
  meta: { totalRows: 10 },
};

export const zipOptions: SelfFetchingBarOptions = {
  dataMethod: 'breakdown',
  metrics: ['Impressions'],
  dimension: 'ZipCode',
  perPage: 10,
  sortBy: 'Impressions',
  sortDesc: true,
};

/** Long publisher names read better sideways. */
export const publisherOptions: SelfFetchingBarOptions = {
  dataMethod: 'breakdown',
  metrics: ['Impressions'],
  dimension: 'Publisher',
  horizontal: true,
  perPage: 10,
};
