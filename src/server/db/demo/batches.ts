import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** Inserts rows a few hundred at a time, keeping under SQLite's and PostgreSQL's parameter limits. */
export async function insertInBatches<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 300,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow a generic table name's row type; the caller's rows are typed above.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
