/** The tooltip area's Kysely queries; no rules here (service.ts decides). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/migrations/helpers';
import { likePattern, type ListWindow } from '../../kernel/listing';
import type { TooltipSort } from './schemas';

/** A stored tooltip. */
export interface TooltipRecord {
  key: string;
  title: string;
  message: string;
  updated_at: string;
  updated_by: string;
}

type Executor = Kysely<Database>;

const COLUMN_OF: Record<TooltipSort, 'key' | 'title' | 'updated_at'> = {
  key: 'key',
  title: 'title',
  updatedAt: 'updated_at',
};

/** The whole catalogue, by key in code-point order on every engine. */
export async function allTooltips(db: Executor): Promise<Pick<TooltipRecord, 'key' | 'title' | 'message'>[]> {
  const rows = await db.selectFrom('tooltips').select(['key', 'title', 'message']).execute();
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** One page of the catalogue matching `search` (key, title or message, case-insensitive) and its total. */
export async function tooltipPage(
  db: Executor,
  window: ListWindow<TooltipSort>,
): Promise<{ rows: TooltipRecord[]; total: number }> {
  let query = db.selectFrom('tooltips');
  if (window.search) {
    const pattern = likePattern(window.search);
    query = query.where((eb) =>
      eb.or(
        (['key', 'title', 'message'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['key', 'title', 'message', 'updated_at', 'updated_by'])
    .orderBy(ordered(db, COLUMN_OF[window.sort]), window.dir)
    .orderBy(ordered(db, 'key'), 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** A column compared by code point (PostgreSQL's collation would interleave upper and lower case). */
function ordered(db: Executor, column: string) {
  return isPostgres(db as Kysely<unknown>) ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
}

export function findTooltip(db: Executor, key: string): Promise<TooltipRecord | undefined> {
  return db
    .selectFrom('tooltips')
    .select(['key', 'title', 'message', 'updated_at', 'updated_by'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Inserts a new key; answers false when the key exists already. */
export async function insertTooltip(db: Executor, record: TooltipRecord): Promise<boolean> {
  const inserted = await db
    .insertInto('tooltips')
    .values(record)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Writes a key's text, creating the key if it is absent. */
export async function upsertTooltip(db: Executor, record: TooltipRecord): Promise<void> {
  const { title, message, updated_at, updated_by } = record;
  await db
    .insertInto('tooltips')
    .values(record)
    .onConflict((oc) => oc.column('key').doUpdateSet({ title, message, updated_at, updated_by }))
    .execute();
}

export async function deleteTooltip(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('tooltips').where('key', '=', key).execute();
}
