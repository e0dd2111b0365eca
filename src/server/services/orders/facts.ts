import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import { dimSource } from '../performance/dim-source';
import { measureSums } from '../performance/measure-sql';
import { ORDER_MEASURES, rawMeasures, type RawMeasures } from './figures';

/** One `fact_daily` row of an order campaign. */
export interface CampaignDay extends RawMeasures {
  campaignId: number;
  day: number;
}

/** One breakdown key's sums. */
export interface KeySums extends RawMeasures {
  key: string;
}

/** Daily facts of the campaigns over the range: one primary-key range scan (campaign, day) per campaign. */
export async function campaignDays(ctx: ServiceContext, ids: number[], range: ResolvedRange): Promise<CampaignDay[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('fact_daily')
    .select(['campaign_id', 'day', ...ORDER_MEASURES])
    .where('campaign_id', 'in', ids)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .orderBy('day')
    .orderBy('campaign_id')
    .execute();
  return rows.map((row) => ({ campaignId: row.campaign_id, day: row.day, ...rawMeasures(row) }));
}

/** Breakdown sums by key of one dimension (publisher, device, zip…) of the campaigns over the range. */
export async function dimensionSums(
  ctx: ServiceContext,
  ids: number[],
  dim: string,
  range: ResolvedRange,
): Promise<KeySums[]> {
  if (ids.length === 0) return [];
  // Whole months and weeks come from the rollups, the other days from the daily facts (`dimSource`).
  const rows = await ctx.db
    .selectFrom(dimSource(ctx.db, ids, dim, { start: range.start, end: range.end }, ORDER_MEASURES).as('f'))
    .select('key')
    .select(measureSums(undefined, ORDER_MEASURES))
    .groupBy('key')
    .execute();
  return rows
    .map((row) => ({ key: row.key, ...rawMeasures(row) }))
    .sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key));
}
