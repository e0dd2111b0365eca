/** The audit log's reads (the writer is src/server/audit/audit-log.ts); Kysely only. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern, type ListWindow } from '../../kernel/listing';
import type { AuditSort } from './schemas';

type Executor = Kysely<Database>;

/** What the list is filtered by; absent filters match everything. */
export interface AuditFilters {
  area?: string;
  /** E-mail contains, case-insensitive. */
  user?: string;
  agency?: number;
  /** Object id or label contains, case-insensitive. */
  object?: string;
  /** ISO time the entries start at (inclusive). */
  from?: string;
}

const COLUMN_OF: Record<AuditSort, 'at' | 'area' | 'actor_email' | 'object_id' | 'action'> = {
  at: 'at',
  area: 'area',
  user: 'actor_email',
  object: 'object_id',
  action: 'action',
};

const contains = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

/** One page of entries and the total that match. */
export async function auditPage(db: Executor, window: ListWindow<AuditSort>, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.area) query = query.where('area', '=', filters.area);
  if (filters.user) query = query.where(contains('actor_email', filters.user));
  if (filters.agency !== undefined) query = query.where('agency_id', '=', filters.agency);
  const object = filters.object;
  if (object) query = query.where((eb) => eb.or([contains('object_id', object), contains('object_label', object)]));
  if (filters.from) query = query.where('at', '>=', filters.from);
  const search = window.search;
  if (search) {
    query = query.where((eb) =>
      eb.or(['actor_email', 'object_id', 'object_label', 'area', 'action'].map((column) => contains(column, search))),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('audit_log')
    .select((eb) => latestFlag(eb.ref('audit_log.id')).as('latest'))
    .orderBy(COLUMN_OF[window.sort], window.dir)
    .orderBy('id', window.dir)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows, total: Number(total) };
}

export function entryRow(db: Executor, id: number) {
  return db
    .selectFrom('audit_log')
    .selectAll('audit_log')
    .select((eb) => latestFlag(eb.ref('audit_log.id')).as('latest'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** 1 when no later entry concerns the same object (only such an entry can be reverted), else 0. */
function latestFlag(id: unknown) {
  return sql<number>`case when exists (select 1 from audit_log later where later.area = audit_log.area
    and later.object_type = audit_log.object_type and later.object_id = audit_log.object_id
    and later.id > ${id}) then 0 else 1 end`;
}
