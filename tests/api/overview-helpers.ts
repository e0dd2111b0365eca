import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { TEST_TODAY } from './harness';

/** 12:30 in New York (agency A) on the test day: part of today's hours have delivered. */
export const TEST_NOW = `${TEST_TODAY}T16:30:00Z`;

/** Sums of delivery, straight from `fact_daily`. */
export interface FactSums {
  impressions: number;
  clicks: number;
  conversions: number;
  completions: number;
}

/** One SQL statement's rows, numbers coerced (PostgreSQL returns bigint sums as text). */
export async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await query.execute(db);
  return result.rows as Record<string, unknown>[];
}

const toSums = (row: Record<string, unknown> | undefined): FactSums => ({
  impressions: Number(row?.impressions ?? 0),
  clicks: Number(row?.clicks ?? 0),
  conversions: Number(row?.conversions ?? 0),
  completions: Number(row?.completions ?? 0),
});

/** fact_daily sums over the advertisers' campaigns between two yyyymmdd days. */
export async function factSums(db: Db, advertiserIds: number[], start: number, end: number): Promise<FactSums> {
  if (advertiserIds.length === 0) return toSums(undefined);
  const [row] = await rows(
    db,
    sql`select sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
          sum(completions) as completions
        from fact_daily where advertiser_id in (${sql.join(advertiserIds)}) and day between ${start} and ${end}`,
  );
  return toSums(row);
}

/** fact_daily sums of the given campaigns between two days. */
export async function campaignSums(db: Db, campaignIds: number[], start: number, end: number): Promise<FactSums> {
  if (campaignIds.length === 0) return toSums(undefined);
  const [row] = await rows(
    db,
    sql`select sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
          sum(completions) as completions
        from fact_daily where campaign_id in (${sql.join(campaignIds)}) and day between ${start} and ${end}`,
  );
  return toSums(row);
}

/** Ids of advertisers matching a SQL condition on `advertisers`. */
export async function advertiserIds(db: Db, where: ReturnType<typeof sql>): Promise<number[]> {
  const found = await rows(db, sql`select id from advertisers where ${where} order by id`);
  return found.map((row) => Number(row.id));
}
