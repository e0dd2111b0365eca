/** The themes area's database reads and writes (Kysely only; no rules here). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A theme row as stored: the record is JSON text. */
export interface ThemeRow {
  code: string;
  record: string;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

/** An agency and the theme it uses. */
export interface AgencyUse {
  id: number;
  name: string;
  theme_code: string;
}

const COLUMNS = ['code', 'record', 'version', 'updated_at', 'updated_by'] as const;

/** Every theme (one per white label: a short table, listed whole and paged by the service). */
export function allThemes(db: Kysely<Database>): Promise<ThemeRow[]> {
  return db.selectFrom('themes').select(COLUMNS).execute();
}

export function themeRow(db: Kysely<Database>, code: string): Promise<ThemeRow | undefined> {
  return db.selectFrom('themes').select(COLUMNS).where('code', '=', code).executeTakeFirst();
}

/** The agencies using any of `codes` (all agencies with a theme when `codes` is absent), by name. */
export function agenciesUsing(db: Kysely<Database>, codes?: readonly string[]): Promise<AgencyUse[]> {
  let query = db.selectFrom('agencies').select(['id', 'name', 'theme_code']);
  if (codes) {
    if (!codes.length) return Promise.resolve([]);
    query = query.where('theme_code', 'in', codes);
  }
  return query.orderBy('name').orderBy('id').execute();
}

/** Who writes, and when. */
export interface Stamp {
  by: string;
  at: string;
}

export async function insertTheme(db: Kysely<Database>, code: string, record: string, stamp: Stamp): Promise<void> {
  await db
    .insertInto('themes')
    .values({ code, record, version: 1, updated_at: stamp.at, updated_by: stamp.by })
    .execute();
}

/**
 * Replaces a theme's record and raises its version, only while the version is still `expected` (when given):
 * answers whether a row was written, so a stale write changes nothing.
 */
export async function replaceTheme(
  db: Kysely<Database>,
  code: string,
  record: string,
  stamp: Stamp,
  expected: number | null,
): Promise<boolean> {
  let query = db
    .updateTable('themes')
    .set((eb) => ({ record, version: eb('version', '+', 1), updated_at: stamp.at, updated_by: stamp.by }))
    .where('code', '=', code);
  if (expected !== null) query = query.where('version', '=', expected);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTheme(db: Kysely<Database>, code: string): Promise<void> {
  await db.deleteFrom('themes').where('code', '=', code).execute();
}
