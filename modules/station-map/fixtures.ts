import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_DMAS } from '../../src/ui/maps/sample-geography';
import type { StationMapOptions } from './__generated__/options';

const RANGE = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

/** Station rows as the breakdown answers them (dimension station), placed at the broadcast's market. */
export const mapDataset: Dataset = {
  rows: [
    { Station: 'WABC', DMA: 501, Metro: 'New York', Airings: 42, ...geoFigures(310000, 0) },
    { Station: 'WNBC', DMA: 501, Metro: 'New York', Airings: 35, ...geoFigures(254000, 0) },
    { Station: 'WPIX', DMA: 501, Metro: 'New York', Airings: 18, ...geoFigures(98000, 0) },
  ],
  totals: null,
  meta: RANGE,
  features: SAMPLE_DMAS,
};

/** Forty stations with long names over five markets. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 40 }, (_, i) => {
    const market = SAMPLE_DMAS[i % SAMPLE_DMAS.length]!;
    return {
      Station: `K${String.fromCharCode(65 + (i % 26))}XY-DT${i + 1} Regional Broadcasting Network Affiliate`,
      DMA: Number(market.id),
      Metro: String(market.properties.name),
      Airings: 40 - i,
      ...geoFigures(400000 - i * 9000, 0),
    };
  }),
  totals: null,
  meta: { totalRows: 40 },
  features: SAMPLE_DMAS,
};

/** Stations without delivery. */
export const zeroDataset: Dataset = {
  rows: [{ Station: 'WABC', DMA: 501, Metro: 'New York', Airings: 0, ...geoFigures(0, 0) }],
  totals: null,
  meta: {},
  features: SAMPLE_DMAS,
};

export const mapOptions: StationMapOptions = { mapMetric: 'Impressions', zoomToTopNPercents: 100 };
