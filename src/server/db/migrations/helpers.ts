import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

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
