import { sql } from 'kysely';
import type { Db } from '../db/database';

const KEY = 'data_generation';

/**
 * A number kept in the database that goes up whenever facts load or campaigns change. Response caches key on
 * it, so a change made through any instance invalidates the caches of every instance.
 */
export async function currentDataGeneration(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Increments the generation atomically; returns the new value. */
export async function bumpDataGeneration(db: Db): Promise<number> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`cast(cast(settings.value as integer) + 1 as text)` }))
    .execute();
  return currentDataGeneration(db);
}
