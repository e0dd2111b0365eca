/**
 * Demo geofences: one fence per GeoFenceName/AddressName pair that a geofence campaign reports in its
 * breakdown facts (`fact_dim_daily`, dim 'geofence', key `GeoFenceName|AddressName`), so the map shows exactly
 * the places the table lists. The address ends with a real zip code of the advertiser's market; the fence sits
 * within about a kilometre of that zip's centroid. About half are a point with a radius, the rest a small
 * polygon. Positions come from a generator seeded by campaign and key, so seeding again writes the same rows.
 */
import type { Db } from '../database';
import type { Insertable } from 'kysely';
import type { GeofencesTable } from '../schema';
import { insertInBatches } from './batches';
import { prngFor, type Prng } from './prng';

/** Campaign types whose facts carry the geofence breakdown. */
export const GEOFENCE_CAMPAIGN_TYPES = ['SIMPGEOFENCE', 'TRUGEOFENCE'] as const;

const CAMPAIGNS_PER_QUERY = 200;
const METRES_PER_DEGREE = 111_320;

/** The zip code at the end of a breakdown address ('… Springfield, IL 62701'). */
export function zipOfAddress(address: string): string | null {
  return /(\d{5})\s*$/.exec(address)?.[1] ?? null;
}

/** String hash (FNV-1a) of a key, to seed its generator. */
function hashKey(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Moves a point by metres east and north. */
function offset(lat: number, lon: number, east: number, north: number): [lat: number, lon: number] {
  const dLat = north / METRES_PER_DEGREE;
  const dLon = east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lon + dLon];
}

/** A small irregular polygon around a centre: five to eight vertices 60–250 m out, closed, lon/lat rounded. */
function smallPolygon(rng: Prng, lat: number, lon: number): string {
  const vertices = rng.int(5, 8);
  const ring: [number, number][] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = ((i + rng.range(-0.3, 0.3)) / vertices) * 2 * Math.PI;
    const distance = rng.range(60, 250);
    const [pLat, pLon] = offset(lat, lon, Math.cos(angle) * distance, Math.sin(angle) * distance);
    ring.push([round6(pLon), round6(pLat)]);
  }
  ring.push(ring[0]!);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Writes the geofences of every geofence campaign (replacing those campaigns' rows), reading only their own
 * breakdown keys (a primary-key range per campaign), so it stays cheap at the large scale. Returns the count.
 */
export async function seedGeofences(db: Db, seed: number): Promise<number> {
  const campaigns = await db
    .selectFrom('campaigns')
    .select(['id', 'advertiser_id'])
    .where('campaign_type', 'in', [...GEOFENCE_CAMPAIGN_TYPES])
    .orderBy('id')
    .execute();
  let written = 0;
  for (let start = 0; start < campaigns.length; start += CAMPAIGNS_PER_QUERY) {
    const chunk = campaigns.slice(start, start + CAMPAIGNS_PER_QUERY);
    const ids = chunk.map((c) => c.id);
    const advertiserOf = new Map(chunk.map((c) => [c.id, c.advertiser_id]));
    const keys = await db
      .selectFrom('fact_dim_daily')
      .select(['campaign_id', 'key'])
      .where('campaign_id', 'in', ids)
      .where('dim', '=', 'geofence')
      .groupBy(['campaign_id', 'key'])
      .orderBy('campaign_id')
      .orderBy('key')
      .execute();
    const zips = [...new Set(keys.map((k) => zipOfAddress(k.key.split('|')[1] ?? '')).filter((z) => z !== null))];
    const centres = new Map<string, { lat: number; lon: number }>();
    for (let i = 0; i < zips.length; i += 500) {
      const rows = await db
        .selectFrom('geo_zips')
        .select(['zip', 'lat', 'lon'])
        .where('zip', 'in', zips.slice(i, i + 500))
        .execute();
      for (const row of rows) centres.set(row.zip, { lat: Number(row.lat), lon: Number(row.lon) });
    }
    const rows: Insertable<GeofencesTable>[] = [];
    for (const { campaign_id: campaignId, key } of keys) {
      const [name = '', address = ''] = key.split('|');
      const centre = centres.get(zipOfAddress(address) ?? '');
      if (!name || !centre) continue;
      const rng = prngFor(seed, campaignId, hashKey(key));
      const [lat, lon] = offset(centre.lat, centre.lon, rng.range(-900, 900), rng.range(-900, 900));
      const polygon = rng.chance(0.5);
      rows.push({
        advertiser_id: advertiserOf.get(campaignId)!,
        campaign_id: campaignId,
        name,
        address,
        lat: round6(lat),
        lon: round6(lon),
        radius_m: polygon ? null : Math.round(rng.range(100, 800)),
        polygon: polygon ? smallPolygon(rng, lat, lon) : null,
      });
    }
    await db.deleteFrom('geofences').where('campaign_id', 'in', ids).execute();
    await insertInBatches(db, 'geofences', rows);
    written += rows.length;
  }
  return written;
}

/** Seeds the geofences when the table is empty (a demo database built before geofences existed). */
export async function seedGeofencesIfEmpty(db: Db, seed: number): Promise<number> {
  const present = await db.selectFrom('geofences').select('id').limit(1).executeTakeFirst();
  return present ? 0 : seedGeofences(db, seed);
}
