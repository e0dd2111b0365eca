import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** PostgreSQL array type of a column, for `unnest($n::type[])`. */
export type PgArrayType = 'int4' | 'int8' | 'float8' | 'text';

/** A column of a bulk insert: its name and how PostgreSQL should read the array of its values. */
export interface BulkColumn {
  name: string;
  pg: PgArrayType;
}

/** Whether a Kysely handle (or transaction) talks to PostgreSQL. */
export function usesPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// SQLite allows 32,766 bound values per statement; staying well under keeps statements quick to prepare.
const SQLITE_VALUES_PER_STATEMENT = 8_000;
const PG_ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts rows given as arrays in column order, in as few statements as the engine allows: multi-row VALUES on
 * SQLite, one `INSERT … SELECT * FROM unnest(…)` per 20,000 rows on PostgreSQL. Runs on whatever handle it is
 * given, so inside a transaction it is part of that transaction.
 */
export async function bulkInsert(
  db: Db,
  table: keyof Database,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => c.name).join(', ');
  if (usesPostgres(db)) {
    const arrays = columns.map((c, i) => `$${i + 1}::${c.pg}[]`).join(', ');
    const text = `insert into ${table} (${names}) select * from unnest(${arrays})`;
    for (let start = 0; start < rows.length; start += PG_ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + PG_ROWS_PER_STATEMENT);
      const params = columns.map((_, i) => chunk.map((row) => row[i]));
      await db.executeQuery(CompiledQuery.raw(text, params));
    }
    return;
  }
  const perStatement = Math.max(1, Math.floor(SQLITE_VALUES_PER_STATEMENT / columns.length));
  const tuple = `(${columns.map(() => '?').join(',')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const text = `insert into ${table} (${names}) values ${Array(chunk.length).fill(tuple).join(',')}`;
    await db.executeQuery(CompiledQuery.raw(text, chunk.flat()));
  }
}
