import { geoReference } from '../../geo/reference';
import { Calendar } from './facts/calendar';
import { campaignKeyPools } from './facts/campaign-keys';
import { campaignRows, type BreakdownPlan } from './facts/campaign-facts';
import { dailySeries, deliveryWindow, type FactCampaign } from './facts/daily';
import { advertiserHome, type AdvertiserHome } from './facts/home';
import { TYPE_PROFILES } from './facts/profiles';
import type { FactSink } from './facts/sink';
import type { FactPlan } from './plan';
import { prngFor } from './prng';

/** An advertiser as the fact generator sees it. */
export interface FactAdvertiser {
  id: number;
  name: string;
}

/** What to build facts for. */
export interface FactInputs {
  campaigns: FactCampaign[];
  advertisers: FactAdvertiser[];
  /** Advertisers shown in demos and tests: every one of their delivering campaigns has data. */
  showcase: ReadonlySet<number>;
}

export interface FactOptions {
  plan: FactPlan;
  seed: number;
  /** ISO date the data is built around. */
  today: string;
  /** Today's delivery stops after this hour. */
  cutoffHour: number;
  /** Called after each campaign with the rows written so far. */
  onProgress?: (rows: number) => void;
}

/** Per advertiser and campaign type: impressions and summed daily reach, for the audience overlap. */
export type DeliveryTotals = Map<number, Map<string, { impressions: number; reach: number }>>;

export interface FactSummary {
  dailyRows: number;
  dimRows: number;
  totals: DeliveryTotals;
}

/** Share of delivering campaigns that report nothing at all (a feed never connected). */
const NO_DATA_SHARE = 0.05;

/**
 * Generates delivery facts campaign by campaign into a sink. Each campaign draws from its own seeded generator,
 * so the same seed builds the same rows whatever the sink, batch size or order of work.
 */
export async function generateFacts(inputs: FactInputs, options: FactOptions, sink: FactSink): Promise<FactSummary> {
  const geo = geoReference();
  const tvHomesOf = new Map(geo.dmas.map((d) => [d.code, d.tvHomes]));
  const { plan, seed } = options;
  const earliest = inputs.campaigns.reduce((min, c) => (c.startDate < min ? c.startDate : min), options.today);
  const calendar = new Calendar(earliest, options.today);
  const historyStart = plan.historyDays === null ? 0 : calendar.today - plan.historyDays;
  const breakdowns: BreakdownPlan = {
    zip: plan.zipWidth,
    publisher: plan.publisherWidth,
    keyword: plan.keywordWidth,
    hourFrom: calendar.today - plan.hourDays,
    cutoffHour: options.cutoffHour,
  };
  const names = new Map(inputs.advertisers.map((a) => [a.id, a.name]));
  const homes = new Map<number, AdvertiserHome>();
  const totals: DeliveryTotals = new Map();
  let dailyRows = 0;
  let dimRows = 0;
  for (const campaign of [...inputs.campaigns].sort((a, b) => a.id - b.id)) {
    const rng = prngFor(seed, campaign.id);
    const showcase = inputs.showcase.has(campaign.advertiserId);
    // A showcase campaign that ended before the history window keeps its last weeks, so every type shows data.
    const window =
      deliveryWindow(campaign, calendar, historyStart, rng) ??
      (showcase ? deliveryWindow(campaign, calendar, calendar.indexOf(campaign.endDate) - 45, rng) : null);
    if (!window || (!showcase && rng.chance(NO_DATA_SHARE))) continue;
    const profile = TYPE_PROFILES[campaign.type] ?? TYPE_PROFILES.DISPLAY!;
    const todayShare = hourShare(profile.hours, options.cutoffHour);
    const days = dailySeries(campaign, profile, calendar, window, todayShare, rng);
    let home = homes.get(campaign.advertiserId);
    if (!home) homes.set(campaign.advertiserId, (home = advertiserHome(geo, seed, campaign.advertiserId)));
    const advertiserName = names.get(campaign.advertiserId) ?? 'Advertiser';
    const pools = campaignKeyPools(rng, profile, { advertiserName, home });
    const tvHomes = tvHomesOf.get(home.dmaCodes[0]!) ?? null;
    const rows = campaignRows(campaign, profile, days, pools, breakdowns, calendar, rng, tvHomes);
    await sink.write(rows);
    dailyRows += rows.daily.length;
    dimRows += rows.dims.length;
    addTotals(totals, campaign, days);
    options.onProgress?.(dailyRows + dimRows);
  }
  await sink.finish();
  return { dailyRows, dimRows, totals };
}

/** Share of a full day's delivery that falls in hours 0 to `cutoffHour`. */
function hourShare(hours: readonly number[], cutoffHour: number): number {
  const all = hours.reduce((a, b) => a + b, 0);
  return hours.slice(0, cutoffHour + 1).reduce((a, b) => a + b, 0) / all;
}

function addTotals(
  totals: DeliveryTotals,
  campaign: FactCampaign,
  days: { impressions: number; reach: number }[],
): void {
  let byType = totals.get(campaign.advertiserId);
  if (!byType) totals.set(campaign.advertiserId, (byType = new Map()));
  const entry = byType.get(campaign.type) ?? { impressions: 0, reach: 0 };
  for (const day of days) {
    entry.impressions += day.impressions;
    entry.reach += day.reach;
  }
  byType.set(campaign.type, entry);
}
