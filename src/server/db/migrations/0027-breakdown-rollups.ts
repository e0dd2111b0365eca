import { sql, type Kysely } from 'kysely';
import { isPostgres, periodStartSql } from './helpers';

/** The measure columns of `fact_dim_daily` when this migration shipped (0002 and 0010), and which hold fractions. */
const COUNTS = [
  'impressions',
  'clicks',
  'conversions',
  'completions',
  'q25',
  'q50',
  'q75',
  'reach',
  'households',
  'responses',
  'search_impressions',
  'eligible_impressions',
  'sessions',
  'users',
  'new_users',
  'engaged_sessions',
  'pageviews',
  'calls',
  'answered_calls',
  'first_time_callers',
  'airings',
  'engagements',
  'sends',
  'deliveries',
  'opens',
];
const FRACTIONS = ['cost', 'seconds', 'session_seconds', 'call_seconds', 'grps'];

/**
 * `fact_dim_period`: the breakdown facts of `fact_dim_daily` summed per campaign, dimension, key and week (Monday
 * start) or month (1st), `period` being the period's first day. Breakdowns over a long range read whole months and
 * weeks here and only the leftover days from `fact_dim_daily` (issue 29). One table for both grains: one primary key
 * serves both reads, and the writers refresh both grains in the same statements. Airing rows are left out: the
 * airing breakdown filters each row (a spot under 4 seconds is not counted), which a sum cannot do. The backfill
 * builds the rollups of every existing fact row, so an upgraded database reads the same figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const fraction = isPostgres(db) ? sql`double precision` : sql`real`;
  let table = db.schema
    .createTable('fact_dim_period')
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull());
  for (const column of COUNTS) table = table.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  for (const column of FRACTIONS) table = table.addColumn(column, fraction, (c) => c.notNull().defaultTo(0));
  table = table.addPrimaryKeyConstraint('fact_dim_period_pk', ['campaign_id', 'dim', 'grain', 'period', 'key']);
  await (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)).execute();

  const columns = [...COUNTS, ...FRACTIONS];
  const sums = [
    ...COUNTS.map((c) => sql`sum(${sql.ref(c)})`),
    ...FRACTIONS.map((c) => sql`sum(cast(${sql.ref(c)} as double precision))`),
  ];
  for (const grain of ['week', 'month'] as const) {
    const period = periodStartSql(db, grain, sql<number>`day`);
    await sql`insert into fact_dim_period (campaign_id, dim, grain, period, key, ${sql.join(columns.map((c) => sql.ref(c)))})
      select campaign_id, dim, ${sql.lit(grain)}, ${period}, key, ${sql.join(sums)}
      from fact_dim_daily where dim <> 'airing'
      group by campaign_id, dim, ${period}, key`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fact_dim_period').ifExists().execute();
}
