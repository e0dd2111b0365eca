import type { Dataset } from '../../src/domain/layout/dataset';
import { geoFigures, SAMPLE_GEOFENCES } from '../../src/ui/maps/sample-geography';
import type { GeofenceMapOptions } from './__generated__/options';

/** Geofence rows as the breakdown answers them (dimension geofence), with the advertiser's polygons. */
export const mapDataset: Dataset = {
  rows: [
    { GeoFenceName: 'Main Street Store', AddressName: '120 Main St, Springfield, IL', ...geoFigures(18400, 61) },
    { GeoFenceName: 'Competitor Mall', AddressName: '1 Mall Dr, Springfield, IL', ...geoFigures(9200, 20) },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
  features: SAMPLE_GEOFENCES,
};

/** Thirty fences with long addresses; two have shapes here. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 30 }, (_, i) => ({
    GeoFenceName: SAMPLE_GEOFENCES[i]?.properties.GeoFenceName ?? `Store location with a long name ${i + 1}`,
    AddressName:
      SAMPLE_GEOFENCES[i]?.properties.AddressName ??
      `${100 + i} Long Boulevard of the Republic, Suite ${i}, Springfield, IL`,
    ...geoFigures(20000 - i * 500, 60 - i),
  })),
  totals: null,
  meta: { totalRows: 30 },
  features: SAMPLE_GEOFENCES,
};

/** Fences without delivery. */
export const zeroDataset: Dataset = {
  rows: [{ GeoFenceName: 'Main Street Store', AddressName: '120 Main St, Springfield, IL', ...geoFigures(0, 0) }],
  totals: null,
  meta: {},
  features: SAMPLE_GEOFENCES,
};

export const mapOptions: GeofenceMapOptions = { mapMetric: 'Impressions', zoomToTopNPercents: 100 };
