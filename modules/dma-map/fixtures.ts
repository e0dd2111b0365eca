import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_DMAS, SAMPLE_ZIPS } from '../../src/ui/maps/sample-geography';
import type { DmaMapOptions } from './__generated__/options';

const RANGE = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

/** DMA rows as the breakdown call answers them (dimension dma), with the DMA shapes; Anchorage has no shape. */
export const mapDataset: Dataset = {
  rows: [
    { Metro: 'New York', DMA: 501, ...geoFigures(182400, 410) },
    { Metro: 'Philadelphia', DMA: 504, ...geoFigures(96150, 233) },
    { Metro: 'Chicago', DMA: 602, ...geoFigures(74320, 151) },
    { Metro: 'Los Angeles', DMA: 803, ...geoFigures(51000, 98) },
    { Metro: 'Anchorage', DMA: 743, ...geoFigures(2400, 3) },
  ],
  totals: null,
  meta: { ...RANGE, totalRows: 5 },
  features: SAMPLE_DMAS,
};

/** Zip rows as geo-list answers them, with the zip centroids. */
export const zipDataset: Dataset = {
  rows: [
    {
      ZipCode: '10001',
      City: 'New York',
      County: 'New York',
      state: 'NY',
      DMA: 501,
      Metro: 'New York',
      ...geoFigures(40210, 95),
    },
    {
      ZipCode: '90012',
      City: 'Los Angeles',
      County: 'Los Angeles',
      state: 'CA',
      DMA: 803,
      Metro: 'Los Angeles',
      ...geoFigures(21030, 40),
    },
    { ZipCode: 'Other', City: null, County: null, state: null, DMA: null, Metro: null, ...geoFigures(5120, 9) },
  ],
  totals: null,
  meta: RANGE,
  features: SAMPLE_ZIPS,
};

/** Sixty markets with long names; only five have shapes here. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 60 }, (_, i) => ({
    Metro: `A market with a very long name number ${i + 1} (Greater Metropolitan Area, Designated)`,
    DMA: [501, 504, 602, 803, 623][i] ?? 700 + i,
    ...geoFigures(200000 - i * 3000, 400 - i * 6),
  })),
  totals: null,
  meta: { totalRows: 60 },
  features: SAMPLE_DMAS,
};

/** Every figure zero. */
export const zeroDataset: Dataset = {
  rows: [
    { Metro: 'New York', DMA: 501, ...geoFigures(0, 0) },
    { Metro: 'Chicago', DMA: 602, ...geoFigures(0, 0) },
  ],
  totals: null,
  meta: {},
  features: SAMPLE_DMAS,
};

export const mapOptions: DmaMapOptions = { mapMetric: 'Impressions', geoLevel: 'dma', zoomToTopNPercents: 90 };
