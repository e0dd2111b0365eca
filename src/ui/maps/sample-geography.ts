/**
 * Small, hand-simplified geography shaped like the /api/geo answers, shared by the map kinds' fixtures, stories
 * and tests: five DMAs and their states as rough boxes, zip centroids and two geofences. Not for real maps.
 */
import type { GeoFeature, Row } from '../../domain/layout/dataset';

type Box = readonly [west: number, south: number, east: number, north: number];

const polygon = (id: string, properties: Row, [w, s, e, n]: Box): GeoFeature => ({
  type: 'Feature',
  id,
  properties,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  },
});

const point = (id: string, properties: Row, lon: number, lat: number): GeoFeature => ({
  type: 'Feature',
  id,
  properties,
  geometry: { type: 'Point', coordinates: [lon, lat] },
});

/** Five DMAs as `/api/geo/dma` answers them (id = DMA code). */
export const SAMPLE_DMAS: readonly GeoFeature[] = [
  polygon('501', { code: '501', name: 'New York', tvHomes: 7726580 }, [-75.4, 40.0, -72.0, 42.2]),
  polygon('803', { code: '803', name: 'Los Angeles', tvHomes: 5838100 }, [-120.6, 33.3, -114.1, 35.8]),
  polygon('602', { code: '602', name: 'Chicago', tvHomes: 3618000 }, [-89.6, 40.6, -87.0, 42.5]),
  polygon('504', { code: '504', name: 'Philadelphia', tvHomes: 3108000 }, [-76.3, 38.9, -74.3, 40.8]),
  polygon('623', { code: '623', name: 'Dallas-Ft. Worth', tvHomes: 3041000 }, [-98.6, 31.6, -95.2, 34.0]),
];

/** Five states as `/api/geo/states` answers them (id = state code). */
export const SAMPLE_STATES: readonly GeoFeature[] = [
  polygon('NY', { code: 'NY', name: 'New York', fips: '36' }, [-79.8, 40.5, -71.9, 45.0]),
  polygon('CA', { code: 'CA', name: 'California', fips: '06' }, [-124.4, 32.5, -114.1, 42.0]),
  polygon('IL', { code: 'IL', name: 'Illinois', fips: '17' }, [-91.5, 37.0, -87.5, 42.5]),
  polygon('PA', { code: 'PA', name: 'Pennsylvania', fips: '42' }, [-80.5, 39.7, -74.7, 42.3]),
  polygon('TX', { code: 'TX', name: 'Texas', fips: '48' }, [-106.6, 25.8, -93.5, 36.5]),
];

/** Zip centroids as `/api/geo/zips` answers them, turned into points by the data method (id = zip). */
export const SAMPLE_ZIPS: readonly GeoFeature[] = [
  point('10001', { ZipCode: '10001', City: 'New York', state: 'NY', DMA: 501 }, -73.997, 40.751),
  point('11201', { ZipCode: '11201', City: 'Brooklyn', state: 'NY', DMA: 501 }, -73.99, 40.694),
  point('90012', { ZipCode: '90012', City: 'Los Angeles', state: 'CA', DMA: 803 }, -118.239, 34.066),
  point('60601', { ZipCode: '60601', City: 'Chicago', state: 'IL', DMA: 602 }, -87.622, 41.886),
  point('19103', { ZipCode: '19103', City: 'Philadelphia', state: 'PA', DMA: 504 }, -75.174, 39.953),
];

/** An advertiser's geofences as `/api/geo/advertiser-polygons/:id` answers them: a polygon and a point-radius. */
export const SAMPLE_GEOFENCES: readonly GeoFeature[] = [
  polygon(
    'fence-1',
    { GeoFenceName: 'Main Street Store', AddressName: '120 Main St, Springfield, IL', radius: null },
    [-89.652, 39.798, -89.646, 39.803],
  ),
  point(
    'fence-2',
    { GeoFenceName: 'Competitor Mall', AddressName: '1 Mall Dr, Springfield, IL', radius: 400 },
    -89.7,
    39.76,
  ),
];

/** Metrics of a geography row from impressions and clicks, CTR to two decimals. */
export function geoFigures(impressions: number, clicks: number): Row {
  return {
    Impressions: impressions,
    Clicks: clicks,
    ClickThrough: impressions > 0 ? Math.round((clicks / impressions) * 10000) / 100 : 0,
    Conversions: Math.round(clicks / 8),
  };
}
