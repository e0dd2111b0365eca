/**
 * What one evaluation of an agency finds (issue 27): every rule's condition for every object it watches, whether it
 * holds, its figure and its message. Pure decisions come from src/domain/alerts.ts and pacing.ts; this reads the
 * figures: live campaigns (through kernel/campaigns.ts), their daily impressions, the sources' freshness, the
 * agency's credentials. A campaign's figures run through its source's data-through day (at most yesterday in the
 * agency's zone); its delivery conditions are marked `stale` while that source is late (the evaluator suppresses
 * them).
 */
import { DateTime } from 'luxon';
import { deliveryDrop, pacingCondition, type AlertSettings } from '../../../domain/alerts';
import { messageText } from '../../../domain/messages';
import { daysInclusive, expectedToDate, pacingPercent } from '../../../domain/pacing';
import { readCampaigns, type CampaignRow } from '../../kernel/campaigns';
import type { ServiceContext } from '../../kernel/context';
import { deliveredToDate, isoDay } from '../../services/performance/facts';
import type { Condition } from './condition';
import { credentialConditions } from './credential-rules';
import { agencyFreshness, type AgencyFreshnessView, type SourceState } from './freshness-port';
import type { SettingsLayers } from './settings-store';

interface LiveCampaign {
  id: number;
  advertiser_id: number;
  name: string;
  friendly_name: string | null;
  feed_source: string;
  impression_goal: number | null;
  start_date: string;
  end_date: string;
}

const plus = (iso: string, days: number): string => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate()!;
const round = (n: number, places = 2): number => Math.round(n * 10 ** places) / 10 ** places;
const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Every condition of the agency at `now` (its local today decides what is live and what "yesterday" is). */
export async function agencyConditions(
  ctx: ServiceContext,
  agency: { id: number; name: string; time_zone: string },
  layers: SettingsLayers,
  now: number,
): Promise<Condition[]> {
  const local = DateTime.fromMillis(now, { zone: agency.time_zone });
  const today = (local.isValid ? local : DateTime.fromMillis(now, { zone: 'utc' })).toISODate()!;
  const yesterday = plus(today, -1);
  const advertisers = await ctx.db
    .selectFrom('advertisers')
    .select(['id', 'name'])
    .where('agency_id', '=', agency.id)
    .execute();
  const campaigns = (await readCampaigns(ctx.db)
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .select([
      'campaigns.id',
      'campaigns.advertiser_id',
      'campaigns.name',
      'campaigns.friendly_name',
      'campaigns.feed_source',
      'campaigns.impression_goal',
      'campaigns.start_date',
      'campaigns.end_date',
    ])
    .where('advertisers.agency_id', '=', agency.id)
    .where('campaigns.start_date', '<=', today)
    .where('campaigns.end_date', '>=', today)
    .where('campaigns.status', '!=', 'Cancelled')
    .execute()) as LiveCampaign[];
  const freshness = await agencyFreshness(ctx, agency.id, now);
  const conditions: Condition[] = [];
  for (const advertiser of advertisers) {
    const own = campaigns.filter((c) => c.advertiser_id === advertiser.id);
    conditions.push(...staleConditions(advertiser, freshness.sourcesOf(advertiser.id), layers.of(advertiser.id, null)));
    conditions.push(...(await campaignConditions(ctx, own, freshness, layers, { today, yesterday })));
  }
  conditions.push(...(await credentialConditions(ctx, agency.id, layers.of(null, null), now)));
  return conditions;
}

function staleConditions(
  advertiser: { id: number; name: string },
  sources: readonly SourceState[],
  settings: AlertSettings,
): Condition[] {
  return sources.map((source): Condition => ({
    rule: 'data_stale',
    objectKey: `source:${advertiser.id}:${source.source}`,
    objectLabel: messageText('alertObjectSource', { source: source.label, advertiser: advertiser.name }),
    advertiserId: advertiser.id,
    campaignId: null,
    holds: source.status !== 'ok',
    value: source.lateHours,
    text:
      source.dataThrough === null
        ? { key: 'alertTextDataStaleNever', params: { source: source.label } }
        : {
            key: 'alertTextDataStale',
            params: { source: source.label, through: source.dataThrough, hours: source.lateHours },
          },
    stale: false,
    settings,
  }));
}

/** Daily impressions per campaign and yyyymmdd day over [from, to]. */
async function dailyImpressions(ctx: ServiceContext, ids: number[], from: string, to: string) {
  const byCampaign = new Map<number, Map<number, number>>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ctx.db
      .selectFrom('fact_daily')
      .select((eb) => ['campaign_id', 'day', eb.fn.sum<number>('impressions').as('impressions')])
      .where('campaign_id', 'in', ids.slice(i, i + 500))
      .where('day', '>=', isoDay(from))
      .where('day', '<=', isoDay(to))
      .groupBy(['campaign_id', 'day'])
      .execute();
    for (const row of rows) {
      const days = byCampaign.get(Number(row.campaign_id)) ?? new Map<number, number>();
      days.set(Number(row.day), Number(row.impressions ?? 0));
      byCampaign.set(Number(row.campaign_id), days);
    }
  }
  return byCampaign;
}

async function campaignConditions(
  ctx: ServiceContext,
  campaigns: readonly LiveCampaign[],
  freshness: AgencyFreshnessView,
  layers: SettingsLayers,
  days: { today: string; yesterday: string },
): Promise<Condition[]> {
  if (campaigns.length === 0) return [];
  const throughOf = (c: LiveCampaign): string => {
    const through = freshness.campaign(c.id)?.dataThrough;
    return through && through < days.yesterday ? through : days.yesterday;
  };
  const settingsOf = (c: LiveCampaign) => layers.of(c.advertiser_id, c.id);
  const weeks = Math.max(...campaigns.map((c) => settingsOf(c).baselineWeeks));
  const earliest = campaigns.map(throughOf).reduce((a, b) => (a < b ? a : b));
  const daily = await dailyImpressions(
    ctx,
    campaigns.map((c) => c.id),
    plus(earliest, -7 * weeks),
    days.yesterday,
  );
  // Delivered since the flight start, grouped by through day (deliveredToDate reads goal, flight and id only).
  const delivered = new Map<number, number>();
  for (const through of new Set(campaigns.map(throughOf))) {
    const group = campaigns.filter((c) => throughOf(c) === through) as unknown as CampaignRow[];
    for (const [id, n] of await deliveredToDate(ctx.db, group, isoDay(through))) delivered.set(id, n);
  }
  const out: Condition[] = [];
  for (const c of campaigns) {
    const settings = settingsOf(c);
    const through = throughOf(c);
    if (c.start_date > through) continue;
    const stale = freshness.campaign(c.id)?.stale ?? false;
    const on = (iso: string) => daily.get(c.id)?.get(isoDay(iso)) ?? 0;
    const base = {
      objectKey: `campaign:${c.id}`,
      objectLabel: c.friendly_name || c.name,
      advertiserId: c.advertiser_id,
      campaignId: c.id,
      stale,
      settings,
    };
    const dayImpressions = on(through);
    const zero = dayImpressions === 0;
    out.push({
      ...base,
      rule: 'zero_delivery',
      holds: zero,
      value: dayImpressions,
      text: { key: 'alertTextZeroDelivery', params: { through } },
    });
    const sameWeekdays: number[] = [];
    for (let week = 1; week <= settings.baselineWeeks; week += 1) {
      const day = plus(through, -7 * week);
      if (day >= c.start_date) sameWeekdays.push(on(day));
    }
    const drop = deliveryDrop(dayImpressions, sameWeekdays, settings);
    out.push({
      ...base,
      rule: 'delivery_drop',
      // A day without any delivery is zero_delivery's alert, not a second one.
      holds: !!drop?.fires && !zero,
      value: drop?.dropPercent ?? null,
      text: {
        key: 'alertTextDeliveryDrop',
        params: {
          delivered: grouped(dayImpressions),
          through,
          drop: drop?.dropPercent ?? 0,
          baseline: grouped(drop?.baseline ?? 0),
        },
      },
    });
    const goal = Number(c.impression_goal ?? 0);
    if (goal <= 0) continue;
    const done = delivered.get(c.id) ?? 0;
    const pacing = pacingPercent(done, expectedToDate(goal, c.start_date, c.end_date, through));
    const band = pacingCondition(pacing, settings);
    const bandParams = {
      pacing: pacing ?? 0,
      low: settings.pacingLowPercent,
      high: settings.pacingHighPercent,
      through,
    };
    out.push(
      {
        ...base,
        rule: 'pacing_low',
        holds: band === 'low',
        value: pacing,
        text: { key: 'alertTextPacingLow', params: bandParams },
      },
      {
        ...base,
        rule: 'pacing_high',
        holds: band === 'high',
        value: pacing,
        text: { key: 'alertTextPacingHigh', params: bandParams },
      },
    );
    const ending = c.end_date <= plus(days.today, settings.endingWithinDays);
    const recentFrom = c.start_date > plus(through, -6) ? c.start_date : plus(through, -6);
    const recentDays = daysInclusive(recentFrom, through);
    let recent = 0;
    for (let d = recentFrom; d <= through; d = plus(d, 1)) recent += on(d);
    const remaining = Math.max(0, daysInclusive(plus(through, 1), c.end_date));
    const projected = done + (recentDays > 0 ? recent / recentDays : 0) * remaining;
    out.push({
      ...base,
      rule: 'ending_under_goal',
      holds: ending && projected < goal,
      value: round((projected / goal) * 100),
      text: {
        key: 'alertTextEndingUnderGoal',
        params: {
          end: c.end_date,
          projected: grouped(projected),
          goal: grouped(goal),
          percent: round((projected / goal) * 100, 1),
        },
      },
    });
  }
  return out;
}
