/** Seeding of the tooltip catalogue from tooltip-texts.ts. */
import type { Db } from '../database';
import { TOOLTIP_SEEDS } from './tooltip-texts';

/** Writes the catalogue; a key that exists is replaced, so seeding again is harmless. */
export async function seedTooltips(db: Db, now: number = Date.now()): Promise<number> {
  const updated_at = new Date(now).toISOString();
  for (const { key, title, message } of TOOLTIP_SEEDS) {
    await db
      .insertInto('tooltips')
      .values({ key, title, message, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ title, message, updated_at }))
      .execute();
  }
  return TOOLTIP_SEEDS.length;
}

/**
 * Adds the seeded tooltips a database lacks (a demo database seeded before the catalogue, or before texts were
 * added to it) and leaves every existing one alone, edited or not. Returns how many it added.
 */
export async function seedMissingTooltips(db: Db, now: number = Date.now()): Promise<number> {
  const updated_at = new Date(now).toISOString();
  const present = new Set((await db.selectFrom('tooltips').select('key').execute()).map((row) => row.key));
  const missing = TOOLTIP_SEEDS.filter((seed) => !present.has(seed.key));
  for (const { key, title, message } of missing) {
    await db
      .insertInto('tooltips')
      .values({ key, title, message, updated_at })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  return missing.length;
}
