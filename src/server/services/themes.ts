import { DEFAULT_THEME_CODE, type ThemeRecord } from '../../domain/theme';
import type { Db } from '../db/database';
import { TtlCache } from './ttl-cache';

/** Agency themes by code; an unknown code gets the default theme. Cached for a minute per instance. */
export class ThemeStore {
  private readonly cache = new TtlCache<ThemeRecord | null>(60_000, 500);

  constructor(private readonly db: Db) {}

  async get(code: string | null | undefined): Promise<ThemeRecord> {
    const own = code ? await this.find(code.toLowerCase()) : null;
    if (own) return own;
    const fallback = await this.find(DEFAULT_THEME_CODE);
    if (!fallback) throw new Error('The default theme is missing: reference data was not seeded');
    return fallback;
  }

  /** Drops one theme from this instance's cache, so a theme the editor saved is served at once here. */
  forget(code: string): void {
    this.cache.deleteWhere((key) => key === code.toLowerCase());
  }

  async exists(code: string): Promise<boolean> {
    return (await this.find(code.toLowerCase())) !== null;
  }

  private find(code: string): Promise<ThemeRecord | null> {
    return this.cache.getOrLoad(code, async () => {
      const row = await this.db.selectFrom('themes').select('record').where('code', '=', code).executeTakeFirst();
      // Theme records are written only by reference seeding and the theme editor, both from ThemeRecord values.
      return row ? (JSON.parse(row.record) as ThemeRecord) : null;
    });
  }
}

/** Theme code of an advertiser's agency; null for an unknown advertiser. No tenancy check: callers decide who asks. */
export async function advertiserThemeCode(db: Db, advertiserId: number): Promise<string | null> {
  const row = await db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select('agencies.theme_code')
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirst();
  return row?.theme_code ?? null;
}
