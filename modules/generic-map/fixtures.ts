import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_STATES } from '../../src/ui/maps/sample-geography';
import type { GenericMapOptions } from './__generated__/options';

/** State rows as the by-state call answers them, with the state shapes; 'Unknown' collects unplaced zips. */
export const mapDataset: Dataset = {
  rows: [
    { state: 'NY', ...geoFigures(210400, 470) },
    { state: 'PA', ...geoFigures(120100, 301) },
    { state: 'TX', ...geoFigures(88000, 150) },
    { state: 'CA', ...geoFigures(61000, 101) },
    { state: 'IL', ...geoFigures(30500, 66) },
    { state: 'Unknown', ...geoFigures(1200, 1) },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
  features: SAMPLE_STATES,
};

/** Fifty-one rows; labels are state codes since only five states have shapes here, plus long-named territories. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 51 }, (_, i) => ({
    state: ['NY', 'PA', 'TX', 'CA', 'IL'][i] ?? `Territory with a long administrative name ${i + 1}`,
    ...geoFigures(150000 - i * 2500, 300 - i * 5),
  })),
  totals: null,
  meta: {},
  features: SAMPLE_STATES,
};

/** Every figure zero. */
export const zeroDataset: Dataset = {
  rows: [
    { state: 'NY', ...geoFigures(0, 0) },
    { state: 'CA', ...geoFigures(0, 0) },
  ],
  totals: null,
  meta: {},
  features: SAMPLE_STATES,
};

export const mapOptions: GenericMapOptions = { mapMetric: 'Impressions' };
