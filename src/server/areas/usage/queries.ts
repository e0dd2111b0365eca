/** The usage report's reads (Kysely only): per-agency figures, their totals and the per-day counts. */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { UsageFigures, UsageKind } from '../../../domain/usage';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/database';
import { likePattern } from '../../kernel/listing';

/** Which agencies and days a report covers. */
export interface UsageScope {
  from: string;
  to: string;
  agencyId?: number;
  /** Part of the agency's name, any case; '' for all. */
  search: string;
}

/** The figures as SQL aggregates over `usage_events`, by the column alias each is read as. */
const FIGURES: Record<keyof UsageFigures, RawBuilder<number>> = {
  signIns: sql`count(case when kind = 'sign_in' then 1 end)`,
  activeUsers: sql`count(distinct user_id)`,
  dashboardViews: sql`count(case when kind = 'dashboard_view' then 1 end)`,
  exportsPdf: sql`count(case when kind = 'export' and format = 'pdf' then 1 end)`,
  exportsPpt: sql`count(case when kind = 'export' and format = 'ppt' then 1 end)`,
  exportsXls: sql`count(case when kind = 'export' and format = 'xls' then 1 end)`,
  exportsCsv: sql`count(case when kind = 'export' and format = 'csv' then 1 end)`,
  sharesCreated: sql`count(case when kind = 'share_create' then 1 end)`,
  shareOpens: sql`count(case when kind = 'share_open' then 1 end)`,
  scheduledRuns: sql`count(case when kind = 'scheduled_run' then 1 end)`,
};
const FIGURE_KEYS = Object.keys(FIGURES) as (keyof UsageFigures)[];

/** The agencies a report lists (its filter and search), as a query to build on. */
function agenciesIn(db: Db, scope: UsageScope): SelectQueryBuilder<Database, 'agencies', object> {
  let query = db.selectFrom('agencies');
  if (scope.agencyId !== undefined) query = query.where('agencies.id', '=', scope.agencyId);
  if (scope.search)
    query = query.where(sql<boolean>`lower(agencies.name) like ${likePattern(scope.search)} escape '\\'`);
  return query;
}

/** Events of the period, optionally of one agency. */
function eventsIn(db: Db, scope: Pick<UsageScope, 'from' | 'to'>) {
  return db.selectFrom('usage_events').where('day', '>=', scope.from).where('day', '<=', scope.to);
}

/** A figure read back as a number (PostgreSQL counts arrive as strings). */
function figuresOf(row: Record<string, unknown>): UsageFigures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, Number(row[key] ?? 0)])) as unknown as UsageFigures;
}

/** How many agencies the report lists. */
export async function countAgencies(db: Db, scope: UsageScope): Promise<number> {
  const row = await agenciesIn(db, scope)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sort keys of the table: the agency name or any figure. */
export type UsageSortKey = 'agencyName' | keyof UsageFigures;

/** One page of agencies with their figures (agencies without events have zeros). */
export async function agencyFigures(
  db: Db,
  scope: UsageScope,
  window: { sort: UsageSortKey; dir: 'asc' | 'desc'; limit: number; offset: number },
): Promise<({ agencyId: number; agencyName: string } & UsageFigures)[]> {
  const perAgency = eventsIn(db, scope)
    .select('agency_id')
    .select(FIGURE_KEYS.map((key) => FIGURES[key].as(key)))
    .groupBy('agency_id')
    .as('e');
  const order: Expression<unknown> =
    window.sort === 'agencyName' ? sql`lower(agencies.name)` : sql`coalesce(${sql.ref(`e.${window.sort}`)}, 0)`;
  const rows = await agenciesIn(db, scope)
    .leftJoin(perAgency, 'e.agency_id', 'agencies.id')
    .select(['agencies.id as agencyId', 'agencies.name as agencyName'])
    .select(FIGURE_KEYS.map((key) => sql.ref(`e.${key}`).as(key)))
    .orderBy(order, window.dir)
    .orderBy('agencies.id', 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    agencyId: Number(row.agencyId),
    agencyName: row.agencyName,
    ...figuresOf(row as Record<string, unknown>),
  }));
}

/** The figures of every listed agency together (active users counted once across agencies). */
export async function totalFigures(db: Db, scope: UsageScope): Promise<UsageFigures> {
  const row = await eventsIn(db, scope)
    .where('agency_id', 'in', agenciesIn(db, scope).select('agencies.id'))
    .select(FIGURE_KEYS.map((key) => FIGURES[key].as(key)))
    .executeTakeFirst();
  return figuresOf((row ?? {}) as Record<string, unknown>);
}

/** Events per day and kind of the period, of one agency or all. */
export async function dailyCounts(
  db: Db,
  scope: Pick<UsageScope, 'from' | 'to' | 'agencyId'>,
): Promise<{ day: string; kind: UsageKind; count: number }[]> {
  let query = eventsIn(db, scope);
  if (scope.agencyId !== undefined) query = query.where('agency_id', '=', scope.agencyId);
  const rows = await query
    .select(['day', 'kind', sql<number>`count(*)`.as('count')])
    .groupBy(['day', 'kind'])
    .execute();
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));
}

/** An agency's name and theme, or undefined. */
export function agencyById(db: Db, id: number): Promise<{ name: string; theme_code: string } | undefined> {
  return db.selectFrom('agencies').select(['name', 'theme_code']).where('id', '=', id).executeTakeFirst();
}
