/** Measures summed for breakdown, daily and geo rows, and how they turn into row metrics. */
import { roundMoney, clientSpend, type SpendView } from '../../../domain/spend';
import type { CampaignRow } from '../../kernel/campaigns';

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
  // Field by field rather than over Object.keys: this runs once per fact row group on every breakdown.
  target.impressions += source.impressions;
  target.clicks += source.clicks;
  target.cost += source.cost;
  target.conversions += source.conversions;
  target.completions += source.completions;
  target.sessions += source.sessions;
  target.pageviews += source.pageviews;
  target.calls += source.calls;
  target.airings += source.airings;
  target.seconds += source.seconds;
  target.spend += campaign
    ? clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, source)
    : source.spend;
}

/** Reads summed columns (named like the fields of Measures) from a query row; spend starts at 0. */
export function measuresFrom(record: Record<string, unknown>): Measures {
  return {
    impressions: num(record.impressions),
    clicks: num(record.clicks),
    cost: num(record.cost),
    spend: num(record.spend),
    conversions: num(record.conversions),
    completions: num(record.completions),
    sessions: num(record.sessions),
    pageviews: num(record.pageviews),
    calls: num(record.calls),
    airings: num(record.airings),
    seconds: num(record.seconds),
  };
}

const num = (value: unknown): number => Number(value ?? 0);

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/**
 * The metric columns of a row: counts as integers, ClickThrough and CompletionRate as percents, SpendVal as client
 * spend (null when a campaign hides spend), and raw `Cost` in the agency view only.
 */
export function measureRow(measures: Measures, view: SpendView, hideSpend: boolean): Record<string, number | null> {
  return withMeasures({}, measures, view, hideSpend);
}

/**
 * Writes the metric columns into `row` (after its own columns) and returns it: the same row as
 * `{ ...row, ...measureRow(…) }`, without the object spreads that cost more than the query on long tables.
 */
export function withMeasures<T extends object>(
  row: T,
  measures: Measures,
  view: SpendView,
  hideSpend: boolean,
): T & Record<string, number | null> {
  const out = row as Record<string, unknown>;
  out.Impressions = measures.impressions;
  out.Clicks = measures.clicks;
  out.ClickThrough = percent(measures.clicks, measures.impressions);
  out.Conversions = measures.conversions;
  out.Completions = measures.completions;
  out.CompletionRate = percent(measures.completions, measures.impressions);
  out.SpendVal = hideSpend ? null : roundMoney(measures.spend);
  out.Sessions = measures.sessions;
  out.PageViews = measures.pageviews;
  out.Calls = measures.calls;
  out.Airings = measures.airings;
  out.Seconds = Math.round(measures.seconds * 10) / 10;
  if (view === 'agency') out.Cost = roundMoney(measures.cost);
  return row as T & Record<string, number | null>;
}
