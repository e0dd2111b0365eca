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

/** Seeds the catalogue into a database that has none yet (a demo database created before the tooltips existed). */
export async function seedTooltipsIfEmpty(db: Db): Promise<number> {
  const any = await db.selectFrom('tooltips').select('key').limit(1).executeTakeFirst();
  return any ? 0 : seedTooltips(db);
}
