import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_DMAS } from '../../src/ui/maps/sample-geography';
import type { OrderSummaryMapOptions } from './__generated__/options';

/** The order summary call's `Dmas` as the data method hands them over (DmaCode → DMA, market name → Metro). */
export const mapDataset: Dataset = {
  rows: [
    { DmaCode: 623, DMA: 623, Metro: 'Dallas-Ft. Worth', ...geoFigures(140200, 330) },
    { DmaCode: 803, DMA: 803, Metro: 'Los Angeles', ...geoFigures(61000, 120) },
    { DmaCode: 602, DMA: 602, Metro: 'Chicago', ...geoFigures(22000, 35) },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
  features: SAMPLE_DMAS,
};

/** Eighty markets with long names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 80 }, (_, i) => {
    const code = [623, 803, 602, 501, 504][i] ?? 600 + i;
    return {
      DmaCode: code,
      DMA: code,
      Metro: `Market with a long hyphenated name-${i + 1} (and neighbouring counties)`,
      ...geoFigures(90000 - i * 1000, 200 - i * 2),
    };
  }),
  totals: null,
  meta: {},
  features: SAMPLE_DMAS,
};

/** An order without delivery yet. */
export const zeroDataset: Dataset = {
  rows: [{ DmaCode: 623, DMA: 623, Metro: 'Dallas-Ft. Worth', ...geoFigures(0, 0) }],
  totals: null,
  meta: {},
  features: SAMPLE_DMAS,
};

export const mapOptions: OrderSummaryMapOptions = { mapMetric: 'Impressions', zoomToTopNPercents: 95 };
