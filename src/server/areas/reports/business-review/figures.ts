/**
 * The pure parts of a business review: the previous period of equal length, period-over-period change, each
 * tactic's headline figures and the best/worst campaign rule. No database, no clock: data.ts feeds them.
 */
import { BUSINESS_REVIEW_MESSAGES } from '../../../../domain/messages/business-reviews';
import { catalogueLabel, tacticMetrics } from '../../../../domain/metric-catalogue';
import { plainDateParts, plainEpochDay } from '../../../../domain/plain-date';
import { clientSpend, roundMoney } from '../../../../domain/spend';

/** The longest period a review covers (a year and a day: a leap year's calendar year fits). */
export const MAX_PERIOD_DAYS = 367;

/** A campaign needs this many impressions in the period to be ranked best or worst (small samples swing CTR). */
export const MIN_RANKED_IMPRESSIONS = 1000;
/** How many campaigns the best and the worst lists hold at most each. */
export const RANKED_COUNT = 3;
/** The ranking rule as the review states it. */
export const RANKING_RULE = BUSINESS_REVIEW_MESSAGES.businessReviewRankingRule.replace(
  '{min}',
  MIN_RANKED_IMPRESSIONS.toLocaleString('en-US'),
);

const DAY_MS = 86_400_000;

const isoOf = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

/** Days from start to end, both included; null when either is not a plain date or end is before start. */
export function periodDays(startDate: string, endDate: string): number | null {
  const [a, b] = [plainEpochDay(startDate), plainEpochDay(endDate)];
  if (a === null || b === null || b < a) return null;
  return b - a + 1;
}

/** Whether a period is two valid plain dates, in order, at most MAX_PERIOD_DAYS long. */
export function validPeriod(startDate: string, endDate: string): boolean {
  const days = periodDays(startDate, endDate);
  return days !== null && days <= MAX_PERIOD_DAYS && !!plainDateParts(startDate) && !!plainDateParts(endDate);
}

/** The period of equal length that ends the day before `startDate`. */
export function previousPeriod(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const start = plainEpochDay(startDate);
  const days = periodDays(startDate, endDate);
  if (start === null || days === null) throw new RangeError(`Not a period: ${startDate} to ${endDate}`);
  return { startDate: isoOf(start - days), endDate: isoOf(start - 1) };
}

/** yyyymmdd of a plain date (the fact tables' day key). */
export function dayKey(iso: string): number {
  const parts = plainDateParts(iso);
  if (!parts) throw new RangeError(`Not a date: ${iso}`);
  return parts[0] * 10_000 + parts[1] * 100 + parts[2];
}

/**
 * Change from `previous` to `current` in percent, one decimal; null when there is nothing to compare with
 * (either side unknown, or the previous period had none: the figure is new).
 */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || !(previous > 0)) return null;
  return Math.round((current / previous - 1) * 1000) / 10;
}

/** What a review reads of a campaign. */
export interface ReviewCampaign {
  id: number;
  name: string;
  type: string;
  spendType: string;
  spendRate: number;
  hideSpend: boolean;
}

/** A campaign's summed delivery over one period. */
export interface Delivery {
  impressions: number;
  clicks: number;
  cost: number;
  conversions: number;
}

export const NO_DELIVERY: Delivery = { impressions: 0, clicks: 0, cost: 0, conversions: 0 };

/** The headline metrics of a review, in order; each tactic shows those of its own metric set. */
export const HEADLINE_METRICS = ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'SpendVal'] as const;
export type HeadlineMetric = (typeof HEADLINE_METRICS)[number];

export interface HeadlineFigure {
  key: HeadlineMetric;
  label: string;
  current: number | null;
  previous: number | null;
  /** Percent change, one decimal; null when the previous period had none ("new") or a side is unknown. */
  change: number | null;
}

export interface TacticFigures {
  type: string;
  name: string;
  campaigns: number;
  figures: HeadlineFigure[];
}

/** Sums of a group of campaigns, client spend by each campaign's terms (null when every campaign hides spend). */
function groupSums(
  campaigns: readonly ReviewCampaign[],
  delivery: ReadonlyMap<number, Delivery>,
): Delivery & { spend: number | null } {
  const sums = { ...NO_DELIVERY, spend: 0 as number | null };
  let spendShown = false;
  for (const campaign of campaigns) {
    const own = delivery.get(campaign.id) ?? NO_DELIVERY;
    sums.impressions += own.impressions;
    sums.clicks += own.clicks;
    sums.cost += own.cost;
    sums.conversions += own.conversions;
    if (!campaign.hideSpend) {
      spendShown = true;
      sums.spend! += clientSpend({ spendType: campaign.spendType, spendRate: campaign.spendRate }, own);
    }
  }
  if (!spendShown) sums.spend = null;
  return sums;
}

/** A headline metric's label on a tactic: its own relabelling, the full word for the catalogue's short "Imps". */
export function headlineLabel(key: HeadlineMetric, type: string): string {
  const label = catalogueLabel(key, [type]) ?? key;
  return key === 'Impressions' && label === catalogueLabel(key)
    ? BUSINESS_REVIEW_MESSAGES.businessReviewImpressionsLabel
    : label;
}

/** CTR in percent, two decimals; null without impressions. */
export function ctrOf(clicks: number, impressions: number): number | null {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : null;
}

function metricOf(key: HeadlineMetric, sums: Delivery & { spend: number | null }): number | null {
  switch (key) {
    case 'Impressions':
      return sums.impressions;
    case 'Clicks':
      return sums.clicks;
    case 'ClickThrough':
      return ctrOf(sums.clicks, sums.impressions);
    case 'Conversions':
      return sums.conversions;
    case 'SpendVal':
      return sums.spend === null ? null : roundMoney(sums.spend);
  }
}

/**
 * Headline figures per tactic, this period against the previous one: every tactic with a campaign that delivered
 * in either period, in name order; each shows the headline metrics its own metric set has.
 */
export function tacticFigures(
  campaigns: readonly ReviewCampaign[],
  current: ReadonlyMap<number, Delivery>,
  previous: ReadonlyMap<number, Delivery>,
  tacticNames: ReadonlyMap<string, string>,
): TacticFigures[] {
  const types = [...new Set(campaigns.map((c) => c.type))];
  const answer: TacticFigures[] = [];
  for (const type of types) {
    const group = campaigns.filter((c) => c.type === type);
    const delivered = group.filter((c) => current.has(c.id) || previous.has(c.id));
    if (delivered.length === 0) continue;
    const [now, before] = [groupSums(group, current), groupSums(group, previous)];
    const own = tacticMetrics(type);
    const keys = HEADLINE_METRICS.filter((key) => own.includes(key));
    const figures = keys.map((key) => {
      const [a, b] = [metricOf(key, now), metricOf(key, before)];
      // CTR's change from the exact ratios: two rounded percents would hide a real move.
      const change =
        key === 'ClickThrough' && now.impressions > 0 && before.impressions > 0
          ? changePercent(now.clicks / now.impressions, before.clicks / before.impressions)
          : changePercent(a, b);
      return { key, label: headlineLabel(key, type), current: a, previous: b, change };
    });
    if (figures.length) answer.push({ type, name: tacticNames.get(type) ?? type, campaigns: group.length, figures });
  }
  return answer.sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a tactic's own metric set has a click-through rate (linear TV, audio and the like do not rank). */
export function measuresClicks(type: string): boolean {
  return tacticMetrics(type).includes('ClickThrough');
}

export interface RankedCampaign {
  id: number;
  name: string;
  type: string;
  impressions: number;
  clicks: number;
  ctr: number;
  /** The tactic's name (data.ts fills it from the products). */
  tactic?: string;
}

/** Figures summed over every tactic that shows them (impressions, clicks, spend): the review's first look. */
export function glanceFigures(tactics: readonly TacticFigures[]): HeadlineFigure[] {
  const keys: HeadlineMetric[] = ['Impressions', 'Clicks', 'SpendVal'];
  return keys.flatMap((key) => {
    const shown = tactics.flatMap((t) => t.figures.filter((f) => f.key === key));
    if (shown.length === 0) return [];
    const add = (pick: (f: HeadlineFigure) => number | null): number | null => {
      const values = shown.map(pick).filter((v): v is number => v !== null);
      return values.length ? Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100 : null;
    };
    const [current, previous] = [add((f) => f.current), add((f) => f.previous)];
    const label =
      key === 'Impressions' ? BUSINESS_REVIEW_MESSAGES.businessReviewImpressionsLabel : (catalogueLabel(key) ?? key);
    return [{ key, label, current, previous, change: changePercent(current, previous) }];
  });
}

/**
 * The best and the worst campaigns by RANKING_RULE: CTR among campaigns with at least MIN_RANKED_IMPRESSIONS
 * impressions in the period, ties to more impressions. The two lists never share a campaign: with fewer than
 * 2 × RANKED_COUNT ranked, the best take the top half (rounded up) and the worst the rest.
 */
export function rankCampaigns(
  campaigns: readonly ReviewCampaign[],
  current: ReadonlyMap<number, Delivery>,
): { best: RankedCampaign[]; worst: RankedCampaign[] } {
  const ranked = campaigns
    .map((c) => ({ c, d: current.get(c.id) ?? NO_DELIVERY }))
    .filter(({ c, d }) => d.impressions >= MIN_RANKED_IMPRESSIONS && measuresClicks(c.type))
    .map(({ c, d }) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      impressions: d.impressions,
      clicks: d.clicks,
      ctr: ctrOf(d.clicks, d.impressions) ?? 0,
      exact: d.clicks / d.impressions,
    }))
    .sort((a, b) => b.exact - a.exact || b.impressions - a.impressions || a.id - b.id);
  const bestCount = Math.min(RANKED_COUNT, Math.ceil(ranked.length / 2));
  const worstCount = Math.min(RANKED_COUNT, ranked.length - bestCount);
  const strip = ({ exact: _exact, ...rest }: (typeof ranked)[number]): RankedCampaign => rest;
  return {
    best: ranked.slice(0, bestCount).map(strip),
    worst: ranked
      .slice(ranked.length - worstCount)
      .reverse()
      .map(strip),
  };
}
