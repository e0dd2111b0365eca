/** Kysely queries of the publisher logos (tables of migration 0011); nothing here decides a rule. */
import { sql, type Kysely } from 'kysely';
import type { PublisherLogo } from '../../../domain/publisher-logos';
import type { Database } from '../../db/schema';
import { likePattern } from '../../kernel/listing';

/** Columns an admin list sorts by. */
export const LOGO_SORTS = ['logoName', 'url', 'updatedAt'] as const;
export type LogoSort = (typeof LOGO_SORTS)[number];

const SORT_COLUMN = {
  logoName: sql<string>`lower(publisher_logos.name)`,
  url: sql<string>`publisher_logos.url`,
  updatedAt: sql<string>`publisher_logos.updated_at`,
} as const;

type Executor = Kysely<Database>;

/** Aliases and prefixes of the named logos, by logo name. */
async function childrenOf(db: Executor, names: readonly string[]) {
  const aliases = new Map<string, string[]>();
  const prefixes = new Map<string, string[]>();
  if (names.length === 0) return { aliases, prefixes };
  const [aliasRows, prefixRows] = await Promise.all([
    db.selectFrom('publisher_logo_aliases').select(['alias', 'logo_name']).where('logo_name', 'in', names).execute(),
    db.selectFrom('publisher_logo_prefixes').select(['prefix', 'logo_name']).where('logo_name', 'in', names).execute(),
  ]);
  for (const row of aliasRows) aliases.set(row.logo_name, [...(aliases.get(row.logo_name) ?? []), row.alias]);
  for (const row of prefixRows) prefixes.set(row.logo_name, [...(prefixes.get(row.logo_name) ?? []), row.prefix]);
  return { aliases, prefixes };
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Logo rows with their aliases and prefixes (each list sorted), in the rows' order. */
async function withChildren(db: Executor, rows: readonly { name: string; url: string }[]): Promise<PublisherLogo[]> {
  const { aliases, prefixes } = await childrenOf(
    db,
    rows.map((row) => row.name),
  );
  return rows.map((row) => ({
    logoName: row.name,
    url: row.url,
    aliases: (aliases.get(row.name) ?? []).sort(byCodePoint),
    prefixes: (prefixes.get(row.name) ?? []).sort(byCodePoint),
  }));
}

/** Every logo, by name. */
export async function allLogos(db: Executor): Promise<PublisherLogo[]> {
  const rows = await db
    .selectFrom('publisher_logos')
    .select(['name', 'url'])
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
  return withChildren(db, rows);
}

/** One page of logos whose name, URL, an alias or a prefix contains `search`. */
export async function pageOfLogos(
  db: Executor,
  window: { limit: number; offset: number; sort: LogoSort; dir: 'asc' | 'desc'; search: string },
): Promise<{ items: PublisherLogo[]; total: number }> {
  let query = db.selectFrom('publisher_logos');
  if (window.search) {
    const pattern = likePattern(window.search);
    query = query.where(({ or, exists, selectFrom }) =>
      or([
        sql<boolean>`lower(publisher_logos.name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(publisher_logos.url) like ${pattern} escape '\\'`,
        exists(
          selectFrom('publisher_logo_aliases as a')
            .select('a.alias')
            .whereRef('a.logo_name', '=', 'publisher_logos.name')
            .where(sql<boolean>`a.alias like ${pattern} escape '\\'`),
        ),
        exists(
          selectFrom('publisher_logo_prefixes as p')
            .select('p.prefix')
            .whereRef('p.logo_name', '=', 'publisher_logos.name')
            .where(sql<boolean>`p.prefix like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query
      .select(['publisher_logos.name', 'publisher_logos.url'])
      .orderBy(SORT_COLUMN[window.sort], window.dir)
      .orderBy('publisher_logos.name')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { items: await withChildren(db, rows), total: Number(counted?.n ?? 0) };
}

/** The logo whose name equals `name` without regard to case, with its aliases and prefixes. */
export async function logoNamed(db: Executor, name: string): Promise<PublisherLogo | null> {
  const row = await db
    .selectFrom('publisher_logos')
    .select(['name', 'url'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row ? ((await withChildren(db, [row]))[0] ?? null) : null;
}

/** The logo owning an alias (stored lower-case), if any. */
export async function aliasOwner(db: Executor, alias: string): Promise<string | null> {
  const row = await db
    .selectFrom('publisher_logo_aliases')
    .select('logo_name')
    .where('alias', '=', alias)
    .executeTakeFirst();
  return row?.logo_name ?? null;
}

/** The logo owning a prefix (stored lower-case), if any. */
export async function prefixOwner(db: Executor, prefix: string): Promise<string | null> {
  const row = await db
    .selectFrom('publisher_logo_prefixes')
    .select('logo_name')
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  return row?.logo_name ?? null;
}

/** Inserts a logo and its aliases and prefixes. */
export async function insertLogo(db: Executor, logo: PublisherLogo, at: string, createdAt = at): Promise<void> {
  await db
    .insertInto('publisher_logos')
    .values({ name: logo.logoName, url: logo.url, created_at: createdAt, updated_at: at })
    .execute();
  for (const alias of logo.aliases)
    await db.insertInto('publisher_logo_aliases').values({ alias, logo_name: logo.logoName }).execute();
  for (const prefix of logo.prefixes)
    await db.insertInto('publisher_logo_prefixes').values({ prefix, logo_name: logo.logoName }).execute();
}

/** When a logo was created (kept across a rename). */
export async function createdAtOf(db: Executor, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('publisher_logos').select('created_at').where('name', '=', name).executeTakeFirst();
  return row?.created_at;
}

/** Deletes a logo; its aliases and prefixes go with it (foreign keys cascade, and explicitly for SQLite). */
export async function deleteLogo(db: Executor, name: string): Promise<void> {
  await db.deleteFrom('publisher_logo_aliases').where('logo_name', '=', name).execute();
  await db.deleteFrom('publisher_logo_prefixes').where('logo_name', '=', name).execute();
  await db.deleteFrom('publisher_logos').where('name', '=', name).execute();
}

/** Sets a logo's URL. */
export async function updateUrl(db: Executor, name: string, url: string, at: string): Promise<void> {
  await db.updateTable('publisher_logos').set({ url, updated_at: at }).where('name', '=', name).execute();
}

/** Marks a logo changed (an alias or prefix was added or removed). */
export async function touch(db: Executor, name: string, at: string): Promise<void> {
  await db.updateTable('publisher_logos').set({ updated_at: at }).where('name', '=', name).execute();
}

export async function insertAlias(db: Executor, name: string, alias: string): Promise<void> {
  await db.insertInto('publisher_logo_aliases').values({ alias, logo_name: name }).execute();
}

export async function deleteAlias(db: Executor, name: string, alias: string): Promise<number> {
  const result = await db
    .deleteFrom('publisher_logo_aliases')
    .where('logo_name', '=', name)
    .where('alias', '=', alias)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertPrefix(db: Executor, name: string, prefix: string): Promise<void> {
  await db.insertInto('publisher_logo_prefixes').values({ prefix, logo_name: name }).execute();
}

export async function deletePrefix(db: Executor, name: string, prefix: string): Promise<number> {
  const result = await db
    .deleteFrom('publisher_logo_prefixes')
    .where('logo_name', '=', name)
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
