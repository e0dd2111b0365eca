import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';

/** The one place migrations differ by engine: an auto-numbered primary key. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function autoIdType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function autoId(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (col) => col.primaryKey() : (col) => col.primaryKey().autoIncrement();
}

/**
 * The start (yyyymmdd) of the month or Monday-based week holding the yyyymmdd integer `day`, in SQL: the fact
 * rollups group days by it in bulk (migration 0027's backfill and the seeds' rebuild).
 */
export function periodStartSql(
  db: Kysely<unknown>,
  grain: 'week' | 'month',
  day: RawBuilder<number>,
): RawBuilder<number> {
  if (grain === 'month') return sql<number>`(${day} / 100 * 100 + 1)`;
  if (isPostgres(db))
    return sql<number>`cast(to_char(date_trunc('week', to_date(cast(${day} as text), 'YYYYMMDD')), 'YYYYMMDD') as integer)`;
  // Back six days, then forward to the next Monday (or stay on one): the Monday on or before the day.
  return sql<number>`cast(strftime('%Y%m%d', date(printf('%04d-%02d-%02d', ${day} / 10000, ${day} / 100 % 100, ${day} % 100), '-6 days', 'weekday 1')) as integer)`;
}
