/**
 * Advertiser polygons: the advertiser's geofences as GeoJSON. A point fence becomes a 32-point circle of its
 * radius; a polygon fence is served as stored.
 */
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';
import type { Db } from '../../db/database';

/** Vertices of the circle drawn for a point-and-radius fence. */
export const CIRCLE_POINTS = 32;
const EARTH_RADIUS_M = 6_371_008.8;

/** Properties of one fence feature; `radius` is metres for a circle, null for a drawn polygon. */
export interface FenceProperties {
  GeoFenceName: string;
  AddressName: string;
  radius: number | null;
}

/** A geodesic circle of `radiusM` metres around a point: `points` vertices plus the closing one, lon/lat. */
export function circlePolygon(lat: number, lon: number, radiusM: number, points = CIRCLE_POINTS): Polygon {
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lon * Math.PI) / 180;
  const δ = radiusM / EARTH_RADIUS_M;
  const ring: Position[] = [];
  for (let i = 0; i < points; i++) {
    // Counter-clockwise (RFC 7946 exterior rings): bearings run from north through west.
    const θ = (-2 * Math.PI * i) / points;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
    const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([round6((λ2 * 180) / Math.PI), round6((φ2 * 180) / Math.PI)]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

function storedPolygon(text: string | null): Polygon | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Polygon>;
    return value.type === 'Polygon' && Array.isArray(value.coordinates) ? (value as Polygon) : null;
  } catch {
    return null;
  }
}

/** The advertiser's fences as a FeatureCollection, by name and address; empty when it has none. */
export async function advertiserPolygons(
  db: Db,
  advertiserId: number,
): Promise<FeatureCollection<Polygon, FenceProperties>> {
  const rows = await db
    .selectFrom('geofences')
    .select(['id', 'name', 'address', 'lat', 'lon', 'radius_m', 'polygon'])
    .where('advertiser_id', '=', advertiserId)
    .orderBy('name')
    .orderBy('address')
    .orderBy('id')
    .execute();
  const features: Feature<Polygon, FenceProperties>[] = [];
  for (const row of rows) {
    const radius = row.radius_m === null ? null : Number(row.radius_m);
    const geometry =
      storedPolygon(row.polygon) ?? (radius ? circlePolygon(Number(row.lat), Number(row.lon), radius) : null);
    if (!geometry) continue;
    features.push({
      type: 'Feature',
      id: Number(row.id),
      properties: { GeoFenceName: row.name, AddressName: row.address, radius: row.polygon ? null : radius },
      geometry,
    });
  }
  return { type: 'FeatureCollection', features };
}
