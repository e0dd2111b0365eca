import type { Prng } from '../prng';
import type { Calendar } from './calendar';
import type { DayDelivery, FactCampaign } from './daily';
import { hourRows, type EmitDim } from './hours';
import type { KeyPool } from './pools';
import type { TypeProfile } from './profiles';
import { dailyRow, dimRow, type DailyRow, type DimMeasures, type DimRow } from './rows';
import { broadcastRows, callRows, emailRows, webRows } from './special-dims';
import { splitInteger } from './split';
import { SPLIT_EXTRAS } from './split-extras';

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
  /** TV homes of the advertiser's first market, for broadcast GRPs; null when unknown (no GRPs). */
  tvHomes: number | null = null,
): CampaignRows {
  const { id, advertiserId } = campaign;
  const byDim = new Map<string, DimRow[]>();
  const daily: DailyRow[] = [];
  const hourly = profile.dims.includes('daypart');
  for (const d of days) {
    const day = calendar.dayNumbers[d.index]!;
    if (d.impressions === 0 && d.conversions === 0 && d.cents === 0 && d.units === 0 && d.calls === 0) {
      daily.push(dailyRow(id, day, advertiserId, d));
      continue;
    }
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
    if (conversion) countRows('conversion', conversion, d.conversions, emit);
    if (profile.kind === 'calls') callRows(d, pools.get('call_outcome')!, rng, emit);
    // Airings, airtime and GRPs of the day are those of its counted airings, so they are known only after them.
    if (profile.kind === 'broadcast') broadcastRows(d, pools.get('station')!, tvHomes, rng, emit);
    if (profile.kind === 'email') emailRows(d, pools.get('email_campaign')!, calendar, emit);
    if (profile.kind === 'web') webRows(d, pools.get('web')!, rng, emit);
    daily.push(dailyRow(id, day, advertiserId, d));
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
  const extras = SPLIT_EXTRAS.filter((m) => d[m] > 0).map((m) => [m, splitInteger(d[m], weights)] as const);
  indices.forEach((index, k) => {
    if (!impressions[k] && !clicks[k] && !cents[k] && !conversions[k] && !extras.some(([, p]) => p[k])) return;
    const row: DimMeasures = {
      impressions: impressions[k],
      clicks: clicks[k],
      cents: cents[k],
      conversions: conversions[k],
    };
    for (const [measure, parts] of extras) row[measure] = parts[k];
    emit(dim, pool.keys[index]!, row);
  });
}

/** Splits conversions by fixed weights. */
function countRows(dim: string, pool: KeyPool, count: number, emit: EmitDim): void {
  if (count === 0) return;
  const parts = splitInteger(count, pool.weights);
  for (const i of pool.sortedAll()) {
    if (parts[i]) emit(dim, pool.keys[i]!, { conversions: parts[i] });
  }
}
