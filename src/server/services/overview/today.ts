import { dayNumber } from '../../../domain/date-presets';
import { daysInclusive, pacingPercent } from '../../../domain/pacing';
import { tacticDisplayName } from '../../../domain/tactics';
import type { ServiceContext } from '../../kernel/context';
import type { Audience } from './audience';
import { nowIn } from '../../kernel/date-range';
import { inAudience } from './flights';
import { sortToday, type TodaySort } from './today-sort';
import { readCampaigns } from '../../kernel/campaigns';

/** Dimension of `fact_dim_daily` holding today's delivery by hour (key: the hour, 0–23, in the agency's zone). */
export const HOUR_DIM = 'hour';

/** Figures every today-view row carries. */
export interface TodayFigures {
  /** Impressions delivered so far today. */
  Impressions: number;
  /** Share of the daily goals expected by now (goal ÷ flight days × elapsed part of the day); null without goals. */
  ExpectedByNow: number | null;
  /** (Impressions of goal-carrying campaigns ÷ ExpectedByNow − 1) × 100; null when nothing is expected. */
  Pacing: number | null;
  /** Impressions per hour of the day, index 0 = midnight to 1am. */
  Hours: number[];
}

/** A live campaign in the today view. */
export interface TodayCampaign extends TodayFigures {
  CampaignId: number;
  CampaignName: string;
  CampaignType: string;
  Tactic: string;
  AdvertiserId: number;
  AdvertiserName: string;
  OrderId: number | null;
  ImpressionGoal: number | null;
  DailyGoal: number | null;
}

/** An advertiser with live campaigns in the today view. */
export interface TodayAdvertiser extends TodayFigures {
  AdvertiserId: number;
  AdvertiserName: string;
  LiveCampaigns: number;
}

/** Answer of the two today-view calls. */
export interface TodayAnswer<T> {
  Date: string;
  /** The local hour the answer was computed in (the cache key changes with it). */
  Hour: number;
  sortBy: TodaySort;
  rows: T[];
}

interface LiveCampaign extends TodayCampaign {
  goalDelivered: number;
}

/** Live campaigns of the audience with today's hourly delivery and pacing. */
async function liveCampaigns(
  ctx: ServiceContext,
  audience: Audience,
): Promise<{ date: string; hour: number; rows: LiveCampaign[] }> {
  const now = nowIn(ctx, audience.timeZone);
  const today = now.toISODate()!;
  const elapsed = (now.hour * 60 + now.minute) / 1440;
  const campaigns = await readCampaigns(ctx.db, { view: audience.view })
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .select([
      'campaigns.id',
      'campaigns.name',
      'campaigns.friendly_name',
      'campaigns.campaign_type',
      'campaigns.order_id',
      'campaigns.impression_goal',
      'campaigns.start_date',
      'campaigns.end_date',
      'advertisers.id as advertiser_id',
      'advertisers.name as advertiser_name',
    ])
    .where(inAudience(audience))
    .where('campaigns.status', '=', 'Live')
    .where('campaigns.start_date', '<=', today)
    .where('campaigns.end_date', '>=', today)
    .orderBy('campaigns.id')
    .execute();
  const hours = await hourRows(
    ctx,
    campaigns.map((c) => c.id),
    dayNumber(now),
  );
  const rows = campaigns.map((c): LiveCampaign => {
    const byHour = hours.get(c.id) ?? new Array<number>(24).fill(0);
    const delivered = byHour.reduce((a, b) => a + b, 0);
    const goal = c.impression_goal === null ? null : Number(c.impression_goal);
    const dailyGoal = goal === null ? null : goal / daysInclusive(c.start_date, c.end_date);
    const expected = dailyGoal === null ? null : dailyGoal * elapsed;
    return {
      CampaignId: c.id,
      CampaignName: c.friendly_name ?? c.name,
      CampaignType: c.campaign_type,
      Tactic: tacticDisplayName(c.campaign_type),
      AdvertiserId: c.advertiser_id,
      AdvertiserName: c.advertiser_name,
      OrderId: c.order_id,
      ImpressionGoal: goal,
      DailyGoal: dailyGoal === null ? null : Math.round(dailyGoal),
      Impressions: delivered,
      ExpectedByNow: expected === null ? null : Math.round(expected),
      Pacing: expected === null ? null : pacingPercent(delivered, expected),
      Hours: byHour,
      goalDelivered: goal === null ? 0 : delivered,
    };
  });
  return { date: today, hour: now.hour, rows };
}

/** Today's live campaigns, sorted. */
export async function todayCampaigns(
  ctx: ServiceContext,
  audience: Audience,
  sortBy: TodaySort,
): Promise<TodayAnswer<TodayCampaign>> {
  const { date, hour, rows } = await liveCampaigns(ctx, audience);
  const campaigns = rows.map(({ goalDelivered: _goalDelivered, ...row }) => row);
  return { Date: date, Hour: hour, sortBy, rows: sortToday(campaigns, sortBy, (c) => c.CampaignName) };
}

/** Today's delivery per advertiser with live campaigns, sorted. */
export async function todayAdvertisers(
  ctx: ServiceContext,
  audience: Audience,
  sortBy: TodaySort,
): Promise<TodayAnswer<TodayAdvertiser>> {
  const { date, hour, rows } = await liveCampaigns(ctx, audience);
  const byAdvertiser = new Map<number, LiveCampaign[]>();
  for (const row of rows) byAdvertiser.set(row.AdvertiserId, [...(byAdvertiser.get(row.AdvertiserId) ?? []), row]);
  const advertisers = [...byAdvertiser.values()].map((list): TodayAdvertiser => {
    const withGoal = list.filter((c) => c.ExpectedByNow !== null);
    const expected = withGoal.length ? withGoal.reduce((sum, c) => sum + (c.ExpectedByNow ?? 0), 0) : null;
    const goalDelivered = list.reduce((sum, c) => sum + c.goalDelivered, 0);
    return {
      AdvertiserId: list[0]!.AdvertiserId,
      AdvertiserName: list[0]!.AdvertiserName,
      LiveCampaigns: list.length,
      Impressions: list.reduce((sum, c) => sum + c.Impressions, 0),
      ExpectedByNow: expected,
      Pacing: expected === null ? null : pacingPercent(goalDelivered, expected),
      Hours: Array.from({ length: 24 }, (_, h) => list.reduce((sum, c) => sum + (c.Hours[h] ?? 0), 0)),
    };
  });
  return { Date: date, Hour: hour, sortBy, rows: sortToday(advertisers, sortBy, (a) => a.AdvertiserName) };
}

const CHUNK = 500;

/** Today's hour rows of the given campaigns: campaign → impressions per hour. */
async function hourRows(ctx: ServiceContext, ids: number[], day: number): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await ctx.db
      .selectFrom('fact_dim_daily')
      .select(['campaign_id', 'key', 'impressions'])
      .where('campaign_id', 'in', ids.slice(i, i + CHUNK))
      .where('dim', '=', HOUR_DIM)
      .where('day', '=', day)
      .execute();
    for (const row of rows) {
      const hour = Number.parseInt(row.key, 10);
      if (!(hour >= 0 && hour < 24)) continue;
      const list = result.get(row.campaign_id) ?? new Array<number>(24).fill(0);
      list[hour] = (list[hour] ?? 0) + Number(row.impressions);
      result.set(row.campaign_id, list);
    }
  }
  return result;
}
