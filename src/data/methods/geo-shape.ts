/** Narrowing of the geography calls' answers into map features; a malformed answer is 'No polygon response'. */
import type { GeoFeature } from '../../domain/layout/dataset';
import { NO_POLYGON_RESPONSE } from '../../domain/messages';
import { toRow } from './shape';

const GEOMETRY_TYPES = new Set(['Polygon', 'MultiPolygon', 'Point']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toFeature(value: unknown): GeoFeature | null {
  if (!isRecord(value) || value.type !== 'Feature' || !isRecord(value.geometry)) return null;
  const { type, coordinates } = value.geometry;
  if (typeof type !== 'string' || !GEOMETRY_TYPES.has(type) || !Array.isArray(coordinates)) return null;
  const id = typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : '';
  return {
    type: 'Feature',
    id,
    properties: toRow(value.properties) ?? {},
    geometry: { type: type as GeoFeature['geometry']['type'], coordinates },
  };
}

/** The features of a FeatureCollection answer; throws 'No polygon response' when it is not one. */
export function featuresOf(body: unknown): GeoFeature[] {
  if (!isRecord(body) || body.type !== 'FeatureCollection' || !Array.isArray(body.features))
    throw new Error(NO_POLYGON_RESPONSE);
  return body.features.map(toFeature).filter((feature): feature is GeoFeature => feature !== null);
}

/** The zips answer (`{ zips: [{ ZipCode, lat, lon, City, state, DMA }] }`) as point features keyed by zip. */
export function zipFeaturesOf(body: unknown): GeoFeature[] {
  if (!isRecord(body) || !Array.isArray(body.zips)) throw new Error(NO_POLYGON_RESPONSE);
  return body.zips.flatMap((zip): GeoFeature[] => {
    const row = toRow(zip);
    if (!row || typeof row.lat !== 'number' || typeof row.lon !== 'number' || row.ZipCode == null) return [];
    const { lat, lon, ...properties } = row;
    return [{ type: 'Feature', id: String(row.ZipCode), properties, geometry: { type: 'Point', coordinates: [lon, lat] } }];
  });
}
