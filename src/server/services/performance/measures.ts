/** Measures summed for breakdown, daily and geo rows, and how they turn into row metrics. */
import { roundMoney, clientSpend, type SpendView } from '../../../domain/spend';
import type { CampaignRow } from './campaigns';

/** Summed delivery of one row; `spend` is client spend, already per campaign. */
export interface Measures {
  impressions: number;
  clicks: number;
  cost: number;
  spend: number;
  conversions: number;
  completions: number;
  sessions: number;
  pageviews: number;
  calls: number;
  airings: number;
  seconds: number;
}

/** All zero. */
export function emptyMeasures(): Measures {
  return {
    impressions: 0,
    clicks: 0,
    cost: 0,
    spend: 0,
    conversions: 0,
    completions: 0,
    sessions: 0,
    pageviews: 0,
    calls: 0,
    airings: 0,
    seconds: 0,
  };
}

/**
 * Adds `source` into `target`. With a campaign, `source` is raw delivery of that campaign and its client spend
 * is computed here from the campaign's spend terms; without, `source.spend` is already client spend.
 */
export function addMeasures(target: Measures, source: Measures, campaign?: CampaignRow): void {
  for (const name of Object.keys(target) as (keyof Measures)[]) if (name !== 'spend') target[name] += source[name];
  target.spend += campaign
    ? clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, source)
    : source.spend;
}

/** Reads summed columns (named like the fields of Measures) from a query row; spend starts at 0. */
export function measuresFrom(record: Record<string, unknown>): Measures {
  const measures = emptyMeasures();
  for (const name of Object.keys(measures) as (keyof Measures)[]) measures[name] = Number(record[name] ?? 0);
  return measures;
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/**
 * The metric columns of a row: counts as integers, ClickThrough and CompletionRate as percents, SpendVal as client
 * spend (null when a campaign hides spend), and raw `Cost` in the agency view only.
 */
export function measureRow(measures: Measures, view: SpendView, hideSpend: boolean): Record<string, number | null> {
  const row: Record<string, number | null> = {
    Impressions: measures.impressions,
    Clicks: measures.clicks,
    ClickThrough: percent(measures.clicks, measures.impressions),
    Conversions: measures.conversions,
    Completions: measures.completions,
    CompletionRate: percent(measures.completions, measures.impressions),
    SpendVal: hideSpend ? null : roundMoney(measures.spend),
    Sessions: measures.sessions,
    PageViews: measures.pageviews,
    Calls: measures.calls,
    Airings: measures.airings,
    Seconds: Math.round(measures.seconds * 10) / 10,
  };
  if (view === 'agency') row.Cost = roundMoney(measures.cost);
  return row;
}
