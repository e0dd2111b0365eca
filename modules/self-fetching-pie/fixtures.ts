import type { Dataset } from '../../src/domain/layout/dataset';
import { densePublisherDataset } from '../../src/ui/charts/sample-datasets';
import type { SelfFetchingPieOptions } from './__generated__/options';

const NAMES = [
  'Hulu',
  'Pluto TV',
  'Roku Channel',
  'Tubi',
  'Samsung TV Plus',
  'Peacock',
  'Sling',
  'Philo',
  'Xumo',
  'Vizio',
];

/** Page 1 of a 40-publisher breakdown, 10 per page, as the breakdown call sorts it (impressions, descending). */
export const firstPageDataset: Dataset = {
  rows: densePublisherDataset.rows.slice(0, 10).map((row, i) => ({ ...row, Publisher: NAMES[i] ?? null })),
  totals: null,
  meta: { totalRows: 40 },
};

/** Page 1 with the long names. */
export const denseFirstPageDataset: Dataset = {
  rows: densePublisherDataset.rows.slice(0, 10),
  totals: null,
  meta: { totalRows: 40 },
};

/** A page of publishers without delivery. */
export const zeroPageDataset: Dataset = {
  rows: firstPageDataset.rows.map((row) => ({ Publisher: row.Publisher ?? null, Impressions: 0, Clicks: 0 })),
  totals: null,
  meta: { totalRows: 10 },
};

export const pieOptions: SelfFetchingPieOptions = {
  dataMethod: 'breakdown',
  metric: 'Impressions',
  dimension: 'Publisher',
  perPage: 10,
  sortBy: 'Impressions',
  sortDesc: true,
};
