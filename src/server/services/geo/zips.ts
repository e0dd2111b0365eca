/**
 * Zip centroids of an advertiser's delivery: the zip codes with impressions in its zip breakdown facts over a
 * range, joined to their centroid, place and market in `geo_zips` (zips without a centroid are left out).
 */
import type { ResolvedRange } from '../../../domain/date-presets';
import type { Db } from '../../db/database';

/** One delivered zip code with its centroid. `DMA` is the market code, as in the zip breakdown. */
export interface ZipCentroid {
  ZipCode: string;
  lat: number;
  lon: number;
  City: string;
  state: string;
  DMA: number | null;
}

/** The advertiser's delivered zip codes over the range, by zip code; one index range scan of its zip rows. */
export async function advertiserZips(
  db: Db,
  advertiserId: number,
  range: Pick<ResolvedRange, 'start' | 'end'>,
): Promise<ZipCentroid[]> {
  const delivered = db
    .selectFrom('fact_dim_daily')
    .select('key')
    .where('advertiser_id', '=', advertiserId)
    .where('dim', '=', 'zip')
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .where('impressions', '>', 0)
    .groupBy('key');
  const rows = await db
    .selectFrom(delivered.as('f'))
    .innerJoin('geo_zips as z', 'z.zip', 'f.key')
    .select(['z.zip', 'z.lat', 'z.lon', 'z.city', 'z.state', 'z.dma_code'])
    .orderBy('z.zip')
    .execute();
  return rows.map((row) => ({
    ZipCode: row.zip,
    lat: Number(row.lat),
    lon: Number(row.lon),
    City: row.city,
    state: row.state,
    DMA: row.dma_code === null ? null : Number(row.dma_code),
  }));
}
