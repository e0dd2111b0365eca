import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Delivery facts. Days are integers yyyymmdd (20260615), money is a float in dollars.
 *
 * - `fact_daily`: one row per campaign and day, the figures every dashboard totals.
 * - `fact_dim_daily`: one row per campaign, dimension, day and key (a zip code, a publisher, a device…). City,
 *   county, DMA and state breakdowns are derived from the zip rows through `geo_zips`.
 * - `rollup_advertiser_day` and `rollup_agency_day`: sums per advertiser (or agency), day and campaign type,
 *   rebuilt for the touched advertisers whenever facts load, so agency-wide views never scan facts.
 *
 * Primary keys lead with the campaign and indexes with the advertiser, so any breakdown for one campaign or
 * one advertiser over a date range is one index range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  const compact = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    isPostgres(db) ? table : table.modifyEnd(sql`without rowid`);

  await s
    .createTable('geo_dmas')
    .addColumn('code', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer')
    .addColumn('tv_homes', 'integer')
    .addColumn('has_shape', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lat', 'real')
    .addColumn('lon', 'real')
    .execute();
  await compact(
    s
      .createTable('geo_zips')
      .addColumn('zip', 'text', (c) => c.primaryKey())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('county', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('lat', 'real', (c) => c.notNull())
      .addColumn('lon', 'real', (c) => c.notNull())
      .addColumn('dma_code', 'integer'),
  ).execute();
  await s.createIndex('geo_zips_dma').on('geo_zips').columns(['dma_code']).execute();

  await compact(
    s
      .createTable('fact_daily')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('advertiser_id', 'integer', (c) => c.notNull())
      .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('conversions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('completions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('q25', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('q50', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('q75', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reach', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('households', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('responses', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('search_impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('eligible_impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('fact_daily_pk', ['campaign_id', 'day']),
  ).execute();
  await s.createIndex('fact_daily_advertiser_day').on('fact_daily').columns(['advertiser_id', 'day']).execute();

  await compact(
    s
      .createTable('fact_dim_daily')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('dim', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('advertiser_id', 'integer', (c) => c.notNull())
      .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('conversions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('completions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sessions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pageviews', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('calls', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('airings', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('seconds', 'real', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('fact_dim_daily_pk', ['campaign_id', 'dim', 'day', 'key']),
  ).execute();
  await s
    .createIndex('fact_dim_daily_advertiser')
    .on('fact_dim_daily')
    .columns(['advertiser_id', 'dim', 'day'])
    .execute();

  await compact(
    s
      .createTable('rollup_advertiser_day')
      .addColumn('advertiser_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('campaign_type', 'text', (c) => c.notNull())
      .addColumn('agency_id', 'integer', (c) => c.notNull())
      .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('conversions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('campaigns', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('rollup_advertiser_day_pk', ['advertiser_id', 'day', 'campaign_type']),
  ).execute();
  await s
    .createIndex('rollup_advertiser_day_agency')
    .on('rollup_advertiser_day')
    .columns(['agency_id', 'day'])
    .execute();

  await compact(
    s
      .createTable('rollup_agency_day')
      .addColumn('agency_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('campaign_type', 'text', (c) => c.notNull())
      .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('conversions', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('advertisers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('campaigns', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('rollup_agency_day_pk', ['agency_id', 'day', 'campaign_type']),
  ).execute();

  await s
    .createTable('benchmarks')
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('campaign_type', 'text', (c) => c.notNull())
    .addColumn('ctr', 'real', (c) => c.notNull())
    .addColumn('vcr', 'real')
    .addColumn('cpm', 'real')
    .addColumn('conversion_rate', 'real')
    .addPrimaryKeyConstraint('benchmarks_pk', ['industry', 'campaign_type'])
    .execute();

  await s
    .createTable('audience_overlap')
    .addColumn('advertiser_id', 'integer', (c) => c.notNull())
    .addColumn('types', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('audience_overlap_pk', ['advertiser_id', 'types'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audience_overlap',
    'benchmarks',
    'rollup_agency_day',
    'rollup_advertiser_day',
    'fact_dim_daily',
    'fact_daily',
    'geo_zips',
    'geo_dmas',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
