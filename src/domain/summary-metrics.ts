/** Summary filtering of 000 §9: which headline metrics a summary hides for a campaign. */

/** Metrics derived from spend, hidden together when spend is hidden or unknown. */
export const SPEND_METRICS: readonly string[] = [
  'SpendVal',
  'CostPerClick',
  'CostPerMille',
  'CostPerView',
  'CostPerDeployment',
  'CostPerResponse',
];

/** What the rule reads besides the metric's own value. */
export interface SummaryMetricContext {
  /** The metric's value in the performance totals. */
  value: unknown;
  /** Campaign HideSpend flag. */
  hideSpend?: boolean | null;
  /** The totals' SpendVal; missing or 'NA' hides spend metrics. */
  spend?: number | string | null;
  /** Campaign ImpressionGoal; Pacing means nothing without it. */
  impressionGoal?: number | null;
  /** Campaign FeedSource, a string or a list. */
  feedSource?: string | readonly string[] | null;
}

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? NaN));

const fromAmazon = (feedSource: SummaryMetricContext['feedSource']): boolean =>
  (typeof feedSource === 'string' ? [feedSource] : (feedSource ?? [])).some((source) =>
    source.toLowerCase().includes('amazon'),
  );

/**
 * Reach and Frequency hide under 1 or for Amazon feeds (which report them differently); VCR and VC100 hide
 * at zero; spend metrics hide when HideSpend is set or spend is missing or 'NA'; Pacing hides without an
 * impression goal. Any other metric is shown.
 */
export function isSummaryMetricHidden(metric: string, context: SummaryMetricContext): boolean {
  switch (metric) {
    case 'Reach':
    case 'Frequency': {
      const value = asNumber(context.value);
      return !(value >= 1) || fromAmazon(context.feedSource);
    }
    case 'VCR':
    case 'VC100':
      return asNumber(context.value) === 0;
    case 'Pacing':
      return !context.impressionGoal;
    default:
      if (!SPEND_METRICS.includes(metric)) return false;
      return !!context.hideSpend || context.spend == null || context.spend === 'NA';
  }
}
