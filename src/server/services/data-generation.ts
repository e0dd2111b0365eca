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

const ADVERTISER_PREFIX = 'cache_clear_advertiser:';

/**
 * The per-advertiser clear counters (System Admin › cache, "clear one advertiser"): one settings row per advertiser
 * ever cleared, `cache_clear_advertiser:<id>`, read with the generation, so every instance drops that advertiser's
 * entries within its generation check.
 */
export async function advertiserClears(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', `${ADVERTISER_PREFIX}%`)
    .execute();
  return new Map(rows.map((row) => [Number(row.key.slice(ADVERTISER_PREFIX.length)), Number(row.value)]));
}

/** Increments one advertiser's clear counter atomically; returns the new value. */
export async function bumpAdvertiserClear(db: Db, advertiserId: number): Promise<number> {
  const key = `${ADVERTISER_PREFIX}${advertiserId}`;
  await db
    .insertInto('settings')
    .values({ key, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`cast(cast(settings.value as integer) + 1 as text)` }))
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return Number(row.value);
}
