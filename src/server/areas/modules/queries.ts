/** The modules area's database reads and writes (Kysely only). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likePattern, type ListWindow } from '../../kernel/listing';

/** The sort keys of the agencies list. */
export const AGENCY_SORTS = ['name', 'id', 'disabled'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];

/** The kinds an agency has switched off, by kind. */
export async function disabledKinds(db: Db, agencyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('agency_disabled_modules')
    .select('kind')
    .where('agency_id', '=', agencyId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/** An agency's id and name, or undefined. */
export function agencyRow(db: Db, agencyId: number): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom('agencies').select(['id', 'name']).where('id', '=', agencyId).executeTakeFirst();
}

/** One page of agencies (search on the name) with their disabled kinds, and how many match. */
export async function agencyPage(
  db: Db,
  window: ListWindow<AgencySort>,
): Promise<{ rows: { id: number; name: string; disabled: string[] }[]; total: number }> {
  const counts = db
    .selectFrom('agency_disabled_modules')
    .select(['agency_id', sql<number>`count(*)`.as('n')])
    .groupBy('agency_id')
    .as('d');
  let query = db.selectFrom('agencies').leftJoin(counts, 'd.agency_id', 'agencies.id');
  if (window.search)
    query = query.where(sql<boolean>`lower(agencies.name) like ${likePattern(window.search)} escape '\\'`);
  const total = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const order =
    window.sort === 'disabled'
      ? sql`coalesce(d.n, 0)`
      : window.sort === 'id'
        ? sql`agencies.id`
        : sql`lower(agencies.name)`;
  const agencies = await query
    .select(['agencies.id', 'agencies.name'])
    .orderBy(sql`${order} ${sql.raw(window.dir)}`)
    .orderBy('agencies.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const ids = agencies.map((a) => a.id);
  const disabled = ids.length
    ? await db
        .selectFrom('agency_disabled_modules')
        .select(['agency_id', 'kind'])
        .where('agency_id', 'in', ids)
        .orderBy('kind')
        .execute()
    : [];
  return {
    rows: agencies.map((a) => ({
      id: a.id,
      name: a.name,
      disabled: disabled.filter((d) => d.agency_id === a.id).map((d) => d.kind),
    })),
    total: Number(total.total),
  };
}

/** Makes `kinds` the agency's disabled set: removed kinds deleted, new ones added, kept ones untouched. */
export async function replaceDisabled(
  db: Db,
  agencyId: number,
  kinds: readonly string[],
  at: string,
  by: string,
): Promise<void> {
  const current = new Set(await disabledKinds(db, agencyId));
  const wanted = new Set(kinds);
  const removed = [...current].filter((kind) => !wanted.has(kind));
  const added = [...wanted].filter((kind) => !current.has(kind));
  if (removed.length)
    await db
      .deleteFrom('agency_disabled_modules')
      .where('agency_id', '=', agencyId)
      .where('kind', 'in', removed)
      .execute();
  if (added.length)
    await db
      .insertInto('agency_disabled_modules')
      .values(added.map((kind) => ({ agency_id: agencyId, kind, disabled_at: at, disabled_by: by })))
      .execute();
}
