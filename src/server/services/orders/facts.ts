import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import type { RawMeasures } from './figures';

/** One `fact_daily` row of an order campaign. */
export interface CampaignDay extends RawMeasures {
  campaignId: number;
  day: number;
}

/** One breakdown key's sums. */
export interface KeySums extends RawMeasures {
  key: string;
}

const num = (value: unknown): number => Number(value ?? 0);

/** Daily facts of the campaigns over the range: one primary-key range scan (campaign, day) per campaign. */
export async function campaignDays(ctx: ServiceContext, ids: number[], range: ResolvedRange): Promise<CampaignDay[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('fact_daily')
    .select(['campaign_id', 'day', 'impressions', 'clicks', 'conversions', 'completions', 'cost'])
    .where('campaign_id', 'in', ids)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .orderBy('day')
    .orderBy('campaign_id')
    .execute();
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    day: row.day,
    impressions: num(row.impressions),
    clicks: num(row.clicks),
    conversions: num(row.conversions),
    completions: num(row.completions),
    cost: num(row.cost),
  }));
}

/** Breakdown sums by key of one dimension (publisher, device, zip…) of the campaigns over the range. */
export async function dimensionSums(
  ctx: ServiceContext,
  ids: number[],
  dim: string,
  range: ResolvedRange,
): Promise<KeySums[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('fact_dim_daily')
    .select((eb) => [
      'key',
      eb.fn.sum<string>('impressions').as('impressions'),
      eb.fn.sum<string>('clicks').as('clicks'),
      eb.fn.sum<string>('conversions').as('conversions'),
      eb.fn.sum<string>('completions').as('completions'),
      eb.fn.sum<string>('cost').as('cost'),
    ])
    .where('campaign_id', 'in', ids)
    .where('dim', '=', dim)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .groupBy('key')
    .execute();
  return rows
    .map((row) => ({
      key: row.key,
      impressions: num(row.impressions),
      clicks: num(row.clicks),
      conversions: num(row.conversions),
      completions: num(row.completions),
      cost: num(row.cost),
    }))
    .sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key));
}
