/**
 * Performance totals of 000 §3 (one per campaign type, keyed `<TYPE>Total`), computed from summed delivery.
 * docs/api/performance.md gives the formula of every field; summary filtering (000 §9) nulls hidden metrics.
 */
import { earlierDate, laterDate, pacingPercent } from './pacing';
import { roundMoney, type SpendView } from './spend';
import { metricDefinition, metricValue, tacticMetrics, type Measure, type MeasureSums } from './metric-catalogue';
import { isSummaryMetricHidden, SPEND_METRICS } from './summary-metrics';

/**
 * Delivery summed over campaigns and days: every summable measure of the metric catalogue (`MEASURES`) but
 * e-mail deployments (counted apart), under its snake_case name. `cost` is raw media cost; `spend` client spend
 * after each campaign's spend type and rate.
 */
export type DeliverySums = Record<Exclude<Measure, 'deployments'>, number> & {
  /** Fact rows summed; 0 means there is no data and spend is unknown ('NA'). */
  rows: number;
};

/** What the totals read of each campaign. */
export interface TotalsCampaign {
  startDate: string;
  endDate: string;
  impressionGoal: number | null;
  hideSpend: boolean;
  feedSource: string | string[];
}

/** Everything one totals object is computed from. */
export interface TotalsInput {
  range: { startDate: string; endDate: string };
  campaigns: readonly TotalsCampaign[];
  sums: DeliverySums;
  /** First and last day (ISO) with impressions in the range, and the last day with any data at all. */
  firstDeliveryDay: string | null;
  lastDeliveryDay: string | null;
  lastDataDay: string | null;
  /** Impressions from each goal campaign's flight start to the range end, and the even-spread expectation. */
  goalDelivered: number;
  goalExpected: number;
  /** Distinct e-mail deployments in the range. */
  deployments: number;
  view: SpendView;
  /**
   * The campaign type these totals are for: its native metrics (`TACTIC_METRICS`) are added after the fields
   * every type has, each a ratio of the sums (never an average of daily ratios).
   */
  campaignType?: string;
}

/** One `<TYPE>Total`; a hidden or undefined metric is null. `Cost` and `MarkupRate` exist in the agency view only. */
export type PerformanceTotals = Record<string, string | number | null>;

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
const ratio = (part: number, whole: number, scale = 1): number | null =>
  whole > 0 ? roundMoney((part / whole) * scale) : null;

/** Builds one totals object; see docs/api/performance.md for each field. */
export function performanceTotals(input: TotalsInput): PerformanceTotals {
  const { sums, campaigns, range } = input;
  const contractStart = campaigns.map((c) => c.startDate).reduce(earlierDate, '9999-12-31');
  const contractEnd = campaigns.map((c) => c.endDate).reduce(laterDate, '0000-01-01');
  const windowStart = laterDate(range.startDate, contractStart);
  const windowEnd = earlierDate(range.endDate, contractEnd);
  const goals = campaigns.map((c) => c.impressionGoal ?? 0).filter((goal) => goal > 0);
  const impressionGoal = goals.reduce((a, b) => a + b, 0) || null;
  const spend = sums.rows > 0 ? roundMoney(sums.spend) : 'NA';
  // Unit costs divide the unrounded spend and are rounded once: dividing the rounded SpendVal is a cent off.
  const spendNumber = sums.rows > 0 ? sums.spend : 0;
  const totals: PerformanceTotals = {
    ContractStartDate: campaigns.length ? contractStart : null,
    ContractEndDate: campaigns.length ? contractEnd : null,
    StartDate: range.startDate,
    EndDate: range.endDate,
    DaterangeStart: windowStart <= windowEnd ? windowStart : null,
    DaterangeEnd: windowStart <= windowEnd ? windowEnd : null,
    StartDatePerformance: input.firstDeliveryDay,
    EndDatePerformance: input.lastDeliveryDay,
    LastModifiedDate: input.lastDataDay,
    SpendVal: spend,
    Impressions: sums.impressions,
    Clicks: sums.clicks,
    ClickThrough: percent(sums.clicks, sums.impressions),
    ImpressionGoal: impressionGoal,
    ImpressionPercent: impressionGoal ? percent(input.goalDelivered, impressionGoal) : null,
    Pacing: pacingPercent(input.goalDelivered, input.goalExpected),
    Reach: sums.reach,
    Frequency: ratio(sums.impressions, sums.reach),
    VCR: percent(sums.completions, sums.impressions) ?? 0,
    VC100: sums.completions,
    Conversions: sums.conversions,
    CostPerClick: ratio(spendNumber, sums.clicks),
    CostPerMille: ratio(spendNumber, sums.impressions, 1000),
    CostPerView: ratio(spendNumber, sums.completions),
    CostPerDeployment: ratio(spendNumber, input.deployments),
    CostPerResponse: ratio(spendNumber, sums.responses),
    EstimatedSearchImpressions: sums.search_impressions,
    ImpressionShare: percent(sums.search_impressions, sums.eligible_impressions),
    HouseholdImpressions: sums.households,
  };
  const tactic = input.campaignType
    ? tacticFields(totals, { ...sums, spend: spendNumber, deployments: input.deployments }, input.campaignType)
    : [];
  if (input.view === 'agency') {
    totals.Cost = roundMoney(sums.cost);
    totals.MarkupRate = sums.cost > 0 && sums.rows > 0 ? percent(sums.spend - sums.cost, sums.cost) : null;
  }
  return applySummaryFiltering(totals, campaigns, impressionGoal, tactic);
}

/**
 * Adds the type's native metrics the common fields lack (Sessions, AnsweredCalls, OpenRate, GRPs…), computed by
 * the catalogue's formula from the sums; returns the keys added. Metrics derived from campaign terms are skipped.
 */
function tacticFields(totals: PerformanceTotals, sums: MeasureSums, campaignType: string): string[] {
  const added: string[] = [];
  for (const key of tacticMetrics(campaignType)) {
    if (key in totals) continue;
    const definition = metricDefinition(key);
    if (!definition || ('derived' in definition.aggregation && key !== 'BounceRate')) continue;
    const value = metricValue(key, sums);
    // Summed fractions (GRPs) lose the float noise of their sum; ratios are already rounded.
    totals[key] = value !== null && definition.kind !== 'integer' ? Math.round(value * 100) / 100 : value;
    added.push(key);
  }
  return added;
}

/** 000 §9 summary filtering: a hidden metric becomes null, so every field of the shape is still present. */
function applySummaryFiltering(
  totals: PerformanceTotals,
  campaigns: readonly TotalsCampaign[],
  impressionGoal: number | null,
  tactic: readonly string[],
): PerformanceTotals {
  const context = {
    // One campaign hiding its spend hides the type's spend: a sum would reveal it.
    hideSpend: campaigns.some((c) => c.hideSpend),
    spend: totals.SpendVal,
    impressionGoal,
    feedSource: campaigns.flatMap((c) => (Array.isArray(c.feedSource) ? c.feedSource : [c.feedSource])),
  };
  for (const metric of ['Reach', 'Frequency', 'VCR', 'VC100', 'Pacing', ...SPEND_METRICS]) {
    if (isSummaryMetricHidden(metric, { ...context, value: totals[metric] })) totals[metric] = null;
  }
  // The type's own metrics follow the same rules: VCR's for CompletionRate, spend's for every spend-derived one.
  for (const metric of tactic) {
    const rule = metric === 'CompletionRate' ? 'VCR' : metricDefinition(metric)?.spendDerived ? 'SpendVal' : metric;
    if (isSummaryMetricHidden(rule, { ...context, value: totals[metric] })) totals[metric] = null;
  }
  return totals;
}
