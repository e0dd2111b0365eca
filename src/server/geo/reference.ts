import { bulkInsert, type BulkColumn } from '../db/bulk-insert';
import type { Db } from '../db/database';
import { assignZipsToDmas, readShapes } from './assign';
import { readTvHomes, readZipPoints, type DmaRecord, type ZipPoint } from './sources';

/** A zip code with its market. */
export interface ZipRecord extends ZipPoint {
  dmaCode: number;
}

/** The parsed geography: markets, zips and the zips of each market. */
export interface GeoReference {
  dmas: DmaRecord[];
  zips: ZipRecord[];
  zipsByDma: Map<number, ZipRecord[]>;
}

let cached: GeoReference | null = null;

/**
 * The geography, parsed and assigned once per process: it is constant data, and the point-in-polygon pass is
 * the expensive part, so every fresh test database after the first only pays for the inserts.
 */
export function geoReference(): GeoReference {
  if (cached) return cached;
  const dmas = readTvHomes();
  const shapes = readShapes(dmas);
  const points = readZipPoints();
  const assignment = assignZipsToDmas(points, dmas, shapes);
  const zips = points.map((p) => ({ ...p, dmaCode: assignment.get(p.zip)! }));
  const zipsByDma = new Map<number, ZipRecord[]>();
  for (const zip of zips) {
    const list = zipsByDma.get(zip.dmaCode) ?? [];
    list.push(zip);
    zipsByDma.set(zip.dmaCode, list);
  }
  cached = { dmas, zips, zipsByDma };
  return cached;
}

const DMA_COLUMNS: BulkColumn[] = [
  { name: 'code', pg: 'int4' },
  { name: 'name', pg: 'text' },
  { name: 'rank', pg: 'int4' },
  { name: 'tv_homes', pg: 'int4' },
  { name: 'has_shape', pg: 'int4' },
  { name: 'lat', pg: 'float8' },
  { name: 'lon', pg: 'float8' },
];

const ZIP_COLUMNS: BulkColumn[] = [
  { name: 'zip', pg: 'text' },
  { name: 'city', pg: 'text' },
  { name: 'county', pg: 'text' },
  { name: 'state', pg: 'text' },
  { name: 'lat', pg: 'float8' },
  { name: 'lon', pg: 'float8' },
  { name: 'dma_code', pg: 'int4' },
];

/** Fills `geo_dmas` and `geo_zips` in one transaction; does nothing when the zips are already there. */
export async function loadGeoReference(db: Db): Promise<boolean> {
  const present = await db.selectFrom('geo_zips').select('zip').limit(1).executeTakeFirst();
  if (present) return false;
  const geo = geoReference();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('geo_dmas').execute();
    await bulkInsert(
      trx,
      'geo_dmas',
      DMA_COLUMNS,
      geo.dmas.map((d) => [d.code, d.name, d.rank, d.tvHomes, d.hasShape ? 1 : 0, d.lat, d.lon]),
    );
    await bulkInsert(
      trx,
      'geo_zips',
      ZIP_COLUMNS,
      geo.zips.map((z) => [z.zip, z.city, z.county, z.state, z.lat, z.lon, z.dmaCode]),
    );
  });
  return true;
}
