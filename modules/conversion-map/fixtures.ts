import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_ZIPS } from '../../src/ui/maps/sample-geography';
import type { ConversionMapOptions } from './__generated__/options';

const zipRow = (ZipCode: string, City: string | null, state: string | null, impressions: number, clicks: number) => ({
  ZipCode,
  City,
  state,
  ...geoFigures(impressions, clicks),
});

/** Zip rows as geo-list answers them (Conversions among the figures), with the zip centroids. */
export const mapDataset: Dataset = {
  rows: [
    zipRow('10001', 'New York', 'NY', 40210, 240),
    zipRow('19103', 'Philadelphia', 'PA', 30100, 160),
    zipRow('60601', 'Chicago', 'IL', 20500, 96),
    zipRow('90012', 'Los Angeles', 'CA', 12000, 4),
    zipRow('Other', null, null, 5120, 40),
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
  features: SAMPLE_ZIPS,
};

/** Ninety-nine zips and Other, long city names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 100 }, (_, i) =>
    zipRow(
      i === 99 ? 'Other' : (SAMPLE_ZIPS[i]?.id ?? String(20000 + i)),
      `A town with an unusually long official name ${i + 1}`,
      'NY',
      90000 - i * 800,
      500 - i * 4,
    ),
  ),
  totals: null,
  meta: { totalRows: 100 },
  features: SAMPLE_ZIPS,
};

/** Delivery without a single conversion. */
export const zeroDataset: Dataset = {
  rows: [zipRow('10001', 'New York', 'NY', 0, 0)],
  totals: null,
  meta: {},
  features: SAMPLE_ZIPS,
};

export const mapOptions: ConversionMapOptions = { zoomToTopNPercents: 90 };
