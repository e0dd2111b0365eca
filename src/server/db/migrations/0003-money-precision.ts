import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

const DOUBLE_COLUMNS: [table: string, column: string][] = [
  ['fact_daily', 'cost'],
  ['fact_dim_daily', 'cost'],
  ['fact_dim_daily', 'seconds'],
  ['rollup_advertiser_day', 'cost'],
  ['rollup_agency_day', 'cost'],
];

/**
 * Money and airing seconds as double precision on PostgreSQL. 0002 declared them `real`, which PostgreSQL
 * stores as 4-byte floats (about 7 digits): sums of spend drift by dollars at agency scale. SQLite's REAL is
 * already 8 bytes, so nothing changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of DOUBLE_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type double precision`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of DOUBLE_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type real`.execute(db);
  }
}
