import { sql } from 'kysely';
import type { Db } from '../db/database';
import { FACT_MEASURES, type FactMeasure } from '../db/fact-measures';
import type { RollupAdvertiserDayTable, RollupAgencyDayTable } from '../db/schema-facts';
import { bumpDataGeneration } from './data-generation';
import { measureSums } from './performance/measure-sql';

/** A catalogue measure both rollup tables carry as a column. */
export type RollupMeasure = Extract<FactMeasure, keyof RollupAdvertiserDayTable & keyof RollupAgencyDayTable>;

// Typed as a record so that a measure column added to the rollup tables must be listed here.
const IN_ROLLUPS: Record<RollupMeasure, true> = { impressions: true, clicks: true, cost: true, conversions: true };

/** The measures the rollup tables carry, in catalogue order (impressions, clicks, cost, conversions). */
export const ROLLUP_MEASURES: readonly RollupMeasure[] = FACT_MEASURES.filter(
  (measure): measure is RollupMeasure => measure in IN_ROLLUPS,
);

// Lists of ids go into `in (…)` a chunk at a time, under SQLite's and PostgreSQL's parameter limits.
const CHUNK = 500;

/** A campaign-day counts as delivering when anything at all was delivered or spent. */
const DELIVERING = sql<number>`case when f.impressions > 0 or f.clicks > 0 or f.conversions > 0 or f.cost > 0 then 1 else 0 end`;

/**
 * Rebuilds the rollups of the given advertisers (or all of them) from `fact_daily`, in one transaction:
 * `rollup_advertiser_day` per advertiser, day and campaign type (sums, and how many campaigns delivered), then
 * `rollup_agency_day` for every agency those advertisers belong to (sums, delivering advertisers and campaigns).
 * Bumps the data generation in the same transaction, so caches of every instance see the new figures at once.
 */
export async function refreshRollups(db: Db, advertiserIds: number[] | 'all'): Promise<void> {
  if (db.isTransaction) return rebuild(db, advertiserIds);
  await db.transaction().execute((trx) => rebuild(trx, advertiserIds));
}

async function rebuild(db: Db, advertiserIds: number[] | 'all'): Promise<void> {
  if (advertiserIds === 'all') {
    await db.deleteFrom('rollup_advertiser_day').execute();
    await insertAdvertiserRollups(db, null);
    await db.deleteFrom('rollup_agency_day').execute();
    await insertAgencyRollups(db, null);
  } else {
    const ids = [...new Set(advertiserIds)];
    const agencyIds = new Set<number>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await db.deleteFrom('rollup_advertiser_day').where('advertiser_id', 'in', chunk).execute();
      await insertAdvertiserRollups(db, chunk);
      const agencies = await db.selectFrom('advertisers').select('agency_id').where('id', 'in', chunk).execute();
      for (const { agency_id } of agencies) agencyIds.add(agency_id);
    }
    const agencies = [...agencyIds];
    for (let i = 0; i < agencies.length; i += CHUNK) {
      const chunk = agencies.slice(i, i + CHUNK);
      await db.deleteFrom('rollup_agency_day').where('agency_id', 'in', chunk).execute();
      await insertAgencyRollups(db, chunk);
    }
  }
  await bumpDataGeneration(db);
}

async function insertAdvertiserRollups(db: Db, advertiserIds: number[] | null): Promise<void> {
  const source = db
    .selectFrom('fact_daily as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .innerJoin('advertisers as a', 'a.id', 'f.advertiser_id')
    // Hidden and archived campaigns count nowhere (issue 23): the overview reads these rollups.
    .where('c.hidden_at', 'is', null)
    .where('c.archived_at', 'is', null)
    .$if(advertiserIds !== null, (qb) => qb.where('f.advertiser_id', 'in', advertiserIds!))
    .groupBy(['f.advertiser_id', 'f.day', 'c.campaign_type', 'a.agency_id'])
    .select((eb) => [
      'f.advertiser_id',
      'f.day',
      'c.campaign_type',
      'a.agency_id',
      ...measureSums('f', ROLLUP_MEASURES),
      eb.fn.sum<number>(DELIVERING).as('campaigns'),
    ]);
  await db
    .insertInto('rollup_advertiser_day')
    .columns(['advertiser_id', 'day', 'campaign_type', 'agency_id', ...ROLLUP_MEASURES, 'campaigns'])
    .expression(source)
    .execute();
}

async function insertAgencyRollups(db: Db, agencyIds: number[] | null): Promise<void> {
  // Each advertiser has one row per day and type, so counting its delivering rows counts distinct advertisers.
  const source = db
    .selectFrom('rollup_advertiser_day as r')
    .$if(agencyIds !== null, (qb) => qb.where('r.agency_id', 'in', agencyIds!))
    .groupBy(['r.agency_id', 'r.day', 'r.campaign_type'])
    .select((eb) => [
      'r.agency_id',
      'r.day',
      'r.campaign_type',
      ...measureSums('r', ROLLUP_MEASURES),
      eb.fn.sum<number>(sql`case when r.campaigns > 0 then 1 else 0 end`).as('advertisers'),
      eb.fn.sum<number>('r.campaigns').as('campaigns'),
    ]);
  await db
    .insertInto('rollup_agency_day')
    .columns(['agency_id', 'day', 'campaign_type', ...ROLLUP_MEASURES, 'advertisers', 'campaigns'])
    .expression(source)
    .execute();
}
