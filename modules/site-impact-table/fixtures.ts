import type { Dataset } from '../../src/domain/layout/dataset';
import type { SiteImpactTableOptions } from './__generated__/options';

const page = (
  Page: string,
  Sessions: number,
  PageViews: number,
  Conversions: number,
): Record<string, string | number> => ({
  Page,
  Sessions,
  PageViews,
  Conversions,
  Impressions: 0,
  Clicks: 0,
});

/** Rows of the breakdown call with dimension web for a restaurant group's site. */
export const webDataset: Dataset = {
  rows: [
    page('/', 4820, 9310, 41),
    page('/menu', 3115, 5240, 12),
    page('/locations/columbus-short-north', 1290, 1710, 22),
    page('/order-online', 2240, 4980, 96),
    page('/catering', 640, 1105, 9),
    page('/careers', 310, 702, 0),
    page('/gift-cards', 455, 610, 14),
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 7 },
};

/** Many pages with long paths and query strings. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 48 }, (_, i) =>
    page(
      `/blog/2026/seasonal-menu-announcements/the-complete-guide-to-our-spring-tasting-menu-part-${i + 1}?utm_source=ctv&utm_medium=video`,
      1500 - i * 30,
      2600 - i * 45,
      i % 4,
    ),
  ),
  totals: null,
  meta: { totalRows: 48 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: [page('/', 0, 0, 0), page('/menu', 0, 0, 0)],
  totals: null,
  meta: {},
};

export const webOptions: SiteImpactTableOptions = { perPage: 10, showTotals: true, downloadTableData: true };
