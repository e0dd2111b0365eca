/** The cache area's database reads (Kysely only); the clear counters live in services/data-generation.ts. */
import type { Db } from '../../db/database';

/** Names of advertisers by id (the ones that exist). */
export async function advertiserNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('advertisers').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One advertiser's name and agency, or undefined. */
export function advertiserRow(
  db: Db,
  advertiserId: number,
): Promise<{ id: number; name: string; agency_id: number } | undefined> {
  return db
    .selectFrom('advertisers')
    .select(['id', 'name', 'agency_id'])
    .where('id', '=', advertiserId)
    .executeTakeFirst();
}
