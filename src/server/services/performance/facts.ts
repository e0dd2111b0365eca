/**
 * Reads of `fact_daily` for a set of campaigns: each is one range scan of the (campaign_id, day) key. Sums are
 * per campaign, so spend rules (which differ per campaign) are applied after reading, in one place.
 */
import { sql } from 'kysely';
import { dayNumber, dayToIso, type ResolvedRange } from '../../../domain/date-presets';
import type { DeliverySums } from '../../../domain/performance-totals';
import { DateTime } from 'luxon';
import { plainDateParts } from '../../../domain/plain-date';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../kernel/campaigns';
import { FACT_MEASURES, type FactMeasure } from '../../db/fact-measures';
import { dimSource } from './dim-source';
import { measureSums } from './measure-sql';

/** Raw delivery of one campaign over a range: every fact measure (the domain's sums without client spend). */
export type CampaignSums = Omit<DeliverySums, 'spend' | 'deployments'> & {
  /** First and last day (yyyymmdd) with delivery (impressions, sessions, calls or e-mail sends), or null. */
  firstDay: number | null;
  lastDay: number | null;
};

const num = (value: unknown): number => Number(value ?? 0);
/** A day with delivery in the tactic's own unit: call tracking and web analytics have no impressions. */
const DELIVERED = sql<boolean>`(impressions > 0 or sessions > 0 or calls > 0 or sends > 0)`;
const dayOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Delivery per campaign over the range (every measure of the catalogue's list); campaigns without rows are absent. */
export async function sumsByCampaign(
  db: Db,
  campaignIds: readonly number[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  /** The measures to sum (the rest read 0); all by default. */
  measures: readonly FactMeasure[] = FACT_MEASURES,
): Promise<Map<number, CampaignSums>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fact_daily')
    .select('campaign_id')
    .select(measureSums(undefined, measures))
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      sql<number | null>`min(case when ${DELIVERED} then day end)`.as('first_day'),
      sql<number | null>`max(case when ${DELIVERED} then day end)`.as('last_day'),
    ])
    .where('campaign_id', 'in', campaignIds)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .groupBy('campaign_id')
    .execute();
  return new Map(
    rows.map((row) => {
      const record = row as Record<string, unknown>;
      const sums = {
        rows: num(record.rows),
        firstDay: dayOrNull(record.first_day),
        lastDay: dayOrNull(record.last_day),
      };
      for (const measure of FACT_MEASURES) (sums as Record<string, unknown>)[measure] = num(record[measure]);
      return [Number(row.campaign_id), sums as CampaignSums];
    }),
  );
}

/** The last day with any data per campaign (data freshness, `LastModifiedDate`). */
export async function lastDataDays(db: Db, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fact_daily')
    .select((eb) => ['campaign_id', eb.fn.max('day').as('day')])
    .where('campaign_id', 'in', campaignIds)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.campaign_id), Number(row.day)]));
}

/** Impressions of each goal campaign from its flight start through `throughDay` (capped at its flight end). */
export async function deliveredToDate(
  db: Db,
  campaigns: readonly CampaignRow[],
  throughDay: number,
): Promise<Map<number, number>> {
  const bounded = campaigns
    .filter((c) => c.impression_goal)
    .map((c) => ({ id: c.id, from: isoDay(c.start_date), to: Math.min(throughDay, isoDay(c.end_date)) }))
    .filter((c) => c.from <= c.to);
  if (bounded.length === 0) return new Map();
  const rows = await db
    .selectFrom('fact_daily')
    .select((eb) => ['campaign_id', eb.fn.sum<number>('impressions').as('impressions')])
    .where((eb) =>
      eb.or(bounded.map((c) => eb.and([eb('campaign_id', '=', c.id), eb('day', '>=', c.from), eb('day', '<=', c.to)]))),
    )
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.campaign_id), num(row.impressions)]));
}

/** Distinct e-mail deployments (`email_campaign` keys) per campaign over the range. */
export async function deploymentsByCampaign(
  db: Db,
  campaignIds: readonly number[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  // Exact from the rollups too: a period row exists for a key exactly when one of its days has a row for it.
  const source = dimSource(db, campaignIds, 'email_campaign', { start: range.start, end: range.end }, []);
  const rows = await db
    .selectFrom(source.as('f'))
    .select(['campaign_id', sql<number>`count(distinct key)`.as('n')])
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.campaign_id), num(row.n)]));
}

/** yyyymmdd of an ISO date. */
export function isoDay(iso: string): number {
  const parts = plainDateParts(iso);
  if (parts) return parts[0] * 10_000 + parts[1] * 100 + parts[2];
  return dayNumber(DateTime.fromISO(iso, { zone: 'utc' }));
}

/** ISO date of a yyyymmdd day, or null. */
export const dayIso = (day: number | null): string | null => (day === null ? null : dayToIso(day));
