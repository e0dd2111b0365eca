import type { Prng } from '../prng';
import type { Calendar } from './calendar';
import type { DayDelivery, FactCampaign } from './daily';
import { hourRows, type EmitDim } from './hours';
import type { KeyPool } from './pools';
import type { TypeProfile } from './profiles';
import { dimRow, type DailyRow, type DimRow } from './rows';
import { broadcastRows, emailRows, webRows } from './special-dims';
import { splitInteger } from './split';

/** How wide the rotating breakdowns are per campaign-day, and which days keep hourly rows. */
export interface BreakdownPlan {
  zip: [number, number];
  publisher: [number, number];
  keyword: [number, number];
  /** First calendar index that gets 'hour' rows. */
  hourFrom: number;
  /** Today's delivery stops after this hour (0-23). */
  cutoffHour: number;
}

/** The rows of one campaign: daily totals and every breakdown, each list in primary-key order. */
export interface CampaignRows {
  daily: DailyRow[];
  dims: DimRow[];
}

/** Breakdowns that split the day's delivery by a key pool: the first three rotate a daily subset of keys. */
const WIDE = ['zip', 'publisher', 'keyword'] as const;
const FIXED = ['device', 'creative', 'social_ad', 'youtube_age', 'geofence'];

/** Turns a campaign's daily series into fact rows; every split adds up to the day's totals exactly. */
export function campaignRows(
  campaign: FactCampaign,
  profile: TypeProfile,
  days: DayDelivery[],
  pools: Map<string, KeyPool>,
  plan: BreakdownPlan,
  calendar: Calendar,
  rng: Prng,
): CampaignRows {
  const { id, advertiserId } = campaign;
  const byDim = new Map<string, DimRow[]>();
  const daily: DailyRow[] = [];
  const hourly = profile.dims.includes('daypart');
  for (const d of days) {
    const day = calendar.dayNumbers[d.index]!;
    daily.push([
      ...[id, day, advertiserId, d.impressions, d.clicks, d.cents / 100, d.conversions, d.completions],
      ...[d.q25, d.q50, d.q75, d.reach, d.households, d.responses, d.searchImpressions, d.eligibleImpressions],
    ]);
    if (d.impressions === 0 && d.conversions === 0 && d.cents === 0 && d.units === 0) continue;
    const emit: EmitDim = (dim, key, measures) => {
      const row = dimRow(id, dim, day, key, advertiserId, measures);
      const list = byDim.get(dim);
      if (list) list.push(row);
      else byDim.set(dim, [row]);
    };
    for (const dim of WIDE) {
      const pool = pools.get(dim);
      if (pool) splitRows(dim, pool, pool.pick(rng, rng.int(...plan[dim])), d, rng, emit);
    }
    for (const dim of FIXED) {
      const pool = pools.get(dim);
      if (pool) splitRows(dim, pool, pool.sortedAll(), d, rng, emit);
    }
    if (hourly) hourRows(d, profile.hours, d.index >= plan.hourFrom, plan.cutoffHour, rng, emit);
    const conversion = pools.get('conversion');
    if (conversion) countRows('conversion', conversion, d.conversions, emit, false);
    if (profile.kind === 'calls') countRows('call_outcome', pools.get('call_outcome')!, d.conversions, emit, true);
    if (profile.kind === 'broadcast') broadcastRows(d, pools.get('station')!, rng, emit);
    if (profile.kind === 'email') emailRows(d, pools.get('email_campaign')!, calendar, emit);
    if (profile.kind === 'web') webRows(d, pools.get('web')!, rng, emit);
  }
  const dims = [...byDim.keys()].sort().flatMap((dim) => byDim.get(dim)!);
  return { daily, dims };
}

/** Splits every delivery measure by the picked keys' weights, jittered per day. */
function splitRows(dim: string, pool: KeyPool, indices: number[], d: DayDelivery, rng: Prng, emit: EmitDim): void {
  const weights = indices.map((i) => pool.weights[i]! * rng.range(0.8, 1.2));
  const clickWeights = indices.map((i, k) => weights[k]! * pool.clickFactors[i]!);
  const impressions = splitInteger(d.impressions, weights);
  const clicks = splitInteger(d.clicks, clickWeights);
  const cents = splitInteger(d.cents, weights);
  const conversions = splitInteger(d.conversions, clickWeights);
  const completions = splitInteger(d.completions, weights);
  indices.forEach((index, k) => {
    if (!impressions[k] && !clicks[k] && !cents[k] && !conversions[k]) return;
    emit(dim, pool.keys[index]!, {
      impressions: impressions[k],
      clicks: clicks[k],
      cents: cents[k],
      conversions: conversions[k],
      completions: completions[k],
    });
  });
}

/** Splits a count (conversions or calls) by fixed weights; calls are conversions too. */
function countRows(dim: string, pool: KeyPool, count: number, emit: EmitDim, calls: boolean): void {
  if (count === 0) return;
  const parts = splitInteger(count, pool.weights);
  for (const i of pool.sortedAll()) {
    if (parts[i])
      emit(dim, pool.keys[i]!, calls ? { calls: parts[i], conversions: parts[i] } : { conversions: parts[i] });
  }
}
