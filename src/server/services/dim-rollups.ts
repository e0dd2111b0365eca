/**
 * Keeps `fact_dim_period` (breakdown facts summed per week and month, migration 0027) equal to the sums of
 * `fact_dim_daily`. Every writer of breakdown facts calls one of these in the transaction of its write: the
 * importer refreshes only the periods holding the days it wrote; seeds and clones rebuild whole campaigns in bulk.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { addDays, periodEndOf, periodStartOf, type RollupGrain } from '../../domain/rollup-periods';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
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
 * Rebuilds the week and month rows of every period holding a touched day, and no others. Touched periods that
 * follow each other (a file of 90 days touches 14 weeks) are rebuilt together: their rows deleted and summed again
 * from `fact_dim_daily` by one statement each. Returns how many periods were rebuilt.
 */
export async function refreshDimRollups(db: Db, touched: Iterable<TouchedDay>): Promise<number> {
  const periods = new Map<string, { campaignId: number; dim: string; grain: RollupGrain; starts: Set<number> }>();
  for (const { campaignId, dim, day } of touched) {
    if (UNROLLED_DIMENSIONS.has(dim)) continue;
    for (const grain of ROLLUP_GRAINS) {
      const id = `${campaignId}|${dim}|${grain}`;
      const entry = periods.get(id) ?? { campaignId, dim, grain, starts: new Set<number>() };
      entry.starts.add(periodStartOf(grain, day));
      periods.set(id, entry);
    }
  }
  let rebuilt = 0;
  for (const { campaignId, dim, grain, starts } of periods.values()) {
    for (const run of periodRuns(
      grain,
      [...starts].sort((a, b) => a - b),
    )) {
      rebuilt += run.count;
      await db
        .deleteFrom('fact_dim_period')
        .where('campaign_id', '=', campaignId)
        .where('dim', '=', dim)
        .where('grain', '=', grain)
        .where('period', '>=', run.first)
        .where('period', '<=', run.last)
        .execute();
      const source = periodSums(db, grain, (qb) =>
        qb
          .where('campaign_id', '=', campaignId)
          .where('dim', '=', dim)
          .where('day', '>=', run.first)
          .where('day', '<=', periodEndOf(grain, run.last)),
      );
      await db.insertInto('fact_dim_period').columns(COLUMNS).expression(source).execute();
    }
  }
  return rebuilt;
}

/** Sorted period starts cut into runs of periods that follow each other. */
function periodRuns(grain: RollupGrain, starts: number[]): { first: number; last: number; count: number }[] {
  const runs: { first: number; last: number; count: number }[] = [];
  for (const start of starts) {
    const run = runs.at(-1);
    if (run && addDays(periodEndOf(grain, run.last), 1) === start) {
      run.last = start;
      run.count++;
    } else runs.push({ first: start, last: start, count: 1 });
  }
  return runs;
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
  const source = periodSums(db, grain, (qb) =>
    qb
      .where('dim', 'not in', [...UNROLLED_DIMENSIONS])
      .$if(campaignIds !== null, (inner) => inner.where('campaign_id', 'in', campaignIds!)),
  );
  await db.insertInto('fact_dim_period').columns(COLUMNS).expression(source).execute();
}

type DailyQuery = SelectQueryBuilder<Database, 'fact_dim_daily', object>;

/** The daily rows `narrow` keeps, summed into the grain's periods per campaign, dimension and key (the rollup's rows). */
function periodSums(db: Db, grain: RollupGrain, narrow: (qb: DailyQuery) => DailyQuery) {
  const period = periodStartSql(db as unknown as Kysely<unknown>, grain, sql<number>`day`);
  return narrow(db.selectFrom('fact_dim_daily'))
    .select([
      'campaign_id',
      'dim',
      sql<RollupGrain>`${sql.lit(grain)}`.as('grain'),
      period.as('period'),
      'key',
      ...measureSums(undefined, FACT_MEASURES),
    ])
    .groupBy(['campaign_id', 'dim', period, 'key']);
}
