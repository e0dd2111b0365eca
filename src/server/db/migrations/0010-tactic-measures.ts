import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/** Counts are bigint; seconds and GRPs carry fractions (double precision, as 0003 made money and seconds). */
type ColumnKind = 'count' | 'fraction';

const DAILY: [string, ColumnKind][] = [
  ['sessions', 'count'],
  ['users', 'count'],
  ['new_users', 'count'],
  ['engaged_sessions', 'count'],
  ['pageviews', 'count'],
  ['session_seconds', 'fraction'],
  ['calls', 'count'],
  ['answered_calls', 'count'],
  ['first_time_callers', 'count'],
  ['call_seconds', 'fraction'],
  ['airings', 'count'],
  ['seconds', 'fraction'],
  ['grps', 'fraction'],
  ['engagements', 'count'],
  ['sends', 'count'],
  ['deliveries', 'count'],
  ['opens', 'count'],
];

/** fact_dim_daily already has sessions, pageviews, calls, airings and seconds (0002). */
const DIM: [string, ColumnKind][] = [
  ['q25', 'count'],
  ['q50', 'count'],
  ['q75', 'count'],
  ['reach', 'count'],
  ['households', 'count'],
  ['responses', 'count'],
  ['search_impressions', 'count'],
  ['eligible_impressions', 'count'],
  ['users', 'count'],
  ['new_users', 'count'],
  ['engaged_sessions', 'count'],
  ['session_seconds', 'fraction'],
  ['answered_calls', 'count'],
  ['first_time_callers', 'count'],
  ['call_seconds', 'fraction'],
  ['grps', 'fraction'],
  ['engagements', 'count'],
  ['sends', 'count'],
  ['deliveries', 'count'],
  ['opens', 'count'],
];

/**
 * Every summable measure of the metric catalogue (`MEASURES`, less `spend` and `deployments`, which are
 * computed) as a column of both fact tables, so each tactic's own metrics (sessions, calls, airings, opens,
 * GRPs…) are stored per day and per breakdown. All default to 0: existing rows and imports without them stay valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const fraction = isPostgres(db) ? sql`double precision` : sql`real`;
  for (const [table, columns] of [
    ['fact_daily', DAILY],
    ['fact_dim_daily', DIM],
  ] as const) {
    for (const [column, kind] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, kind === 'count' ? 'bigint' : fraction, (c) => c.notNull().defaultTo(0))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of [
    ['fact_daily', DAILY],
    ['fact_dim_daily', DIM],
  ] as const) {
    for (const [column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
