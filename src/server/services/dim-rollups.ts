/**
 * Keeps `fact_dim_period` (breakdown facts summed per week and month, migration 0027) equal to the sums of
 * `fact_dim_daily`. Every writer of breakdown facts calls one of these in the transaction of its write: the
 * importer refreshes only the periods holding the days it wrote; seeds and clones rebuild whole campaigns in bulk.
 */
import { sql, type Kysely } from 'kysely';
import { periodEndOf, periodStartOf, type RollupGrain } from '../../domain/rollup-periods';
import type { Db } from '../db/database';
import { FACT_MEASURES } from '../db/fact-measures';
import { periodStartSql } from '../db/migrations/helpers';
import { measureSums } from './performance/measure-sql';

/** Both grains, in the order they are refreshed. */
export const ROLLUP_GRAINS: readonly RollupGrain[] = ['week', 'month'];

/**
 * Dimensions kept out of the rollups: the airing breakdown drops each row under 4 seconds (`seconds >= 4 * airings`),
 * a filter on single rows that summed rows cannot answer, so it always reads `fact_dim_daily`.
 */
export const UNROLLED_DIMENSIONS: ReadonlySet<string> = new Set(['airing']);

/** A campaign, dimension and day whose breakdown rows were written. */
export interface TouchedDay {
  campaignId: number;
  dim: string;
  day: number;
}

const CHUNK = 500;
const COLUMNS = ['campaign_id', 'dim', 'grain', 'period', 'key', ...FACT_MEASURES] as const;

/**
 * Rebuilds the week and month rows of every period holding a touched day, and no others: per period, its rows are
 * deleted and summed again from `fact_dim_daily`. Returns how many periods were rebuilt.
 */
export async function refreshDimRollups(db: Db, touched: Iterable<TouchedDay>): Promise<number> {
  const buckets = new Map<string, { campaignId: number; dim: string; grain: RollupGrain; period: number }>();
  for (const { campaignId, dim, day } of touched) {
    if (UNROLLED_DIMENSIONS.has(dim)) continue;
    for (const grain of ROLLUP_GRAINS) {
      const period = periodStartOf(grain, day);
      buckets.set(`${campaignId}|${dim}|${grain}|${period}`, { campaignId, dim, grain, period });
    }
  }
  for (const { campaignId, dim, grain, period } of buckets.values()) {
    await db
      .deleteFrom('fact_dim_period')
      .where('campaign_id', '=', campaignId)
      .where('dim', '=', dim)
      .where('grain', '=', grain)
      .where('period', '=', period)
      .execute();
    // Casts keep the bound grain and period typed on PostgreSQL, and the statement text the same for every period.
    const source = db
      .selectFrom('fact_dim_daily')
      .select([
        'campaign_id',
        'dim',
        sql<RollupGrain>`cast(${grain} as text)`.as('grain'),
        sql<number>`cast(${period} as integer)`.as('period'),
        'key',
        ...measureSums(undefined, FACT_MEASURES),
      ])
      .where('campaign_id', '=', campaignId)
      .where('dim', '=', dim)
      .where('day', '>=', period)
      .where('day', '<=', periodEndOf(grain, period))
      .groupBy(['campaign_id', 'dim', 'key']);
    await db.insertInto('fact_dim_period').columns(COLUMNS).expression(source).execute();
  }
  return buckets.size;
}

/** Rebuilds every rollup row of the given campaigns (or of all), in bulk: the seeds, a clone, a repair. */
export async function rebuildDimRollups(db: Db, campaignIds: readonly number[] | 'all'): Promise<void> {
  if (campaignIds === 'all') {
    await db.deleteFrom('fact_dim_period').execute();
    for (const grain of ROLLUP_GRAINS) await insertPeriods(db, grain, null);
    return;
  }
  for (let i = 0; i < campaignIds.length; i += CHUNK) {
    const chunk = campaignIds.slice(i, i + CHUNK);
    await db.deleteFrom('fact_dim_period').where('campaign_id', 'in', chunk).execute();
    for (const grain of ROLLUP_GRAINS) await insertPeriods(db, grain, chunk);
  }
}

/** Deletes every rollup row of a campaign (its facts are being deleted). */
export async function deleteDimRollups(db: Db, campaignId: number): Promise<void> {
  await db.deleteFrom('fact_dim_period').where('campaign_id', '=', campaignId).execute();
}

async function insertPeriods(db: Db, grain: RollupGrain, campaignIds: readonly number[] | null): Promise<void> {
  const period = periodStartSql(db as unknown as Kysely<unknown>, grain, sql<number>`day`);
  const source = db
    .selectFrom('fact_dim_daily')
    .select([
      'campaign_id',
      'dim',
      sql<RollupGrain>`${sql.lit(grain)}`.as('grain'),
      period.as('period'),
      'key',
      ...measureSums(undefined, FACT_MEASURES),
    ])
    .where('dim', 'not in', [...UNROLLED_DIMENSIONS])
    .$if(campaignIds !== null, (qb) => qb.where('campaign_id', 'in', campaignIds!))
    .groupBy(['campaign_id', 'dim', period, 'key']);
  await db.insertInto('fact_dim_period').columns(COLUMNS).expression(source).execute();
}
