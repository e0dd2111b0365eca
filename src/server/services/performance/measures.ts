/**
 * Measures summed for breakdown, daily and geo rows, and how they turn into row metrics. The measure list and
 * the metric formulas come from the metric catalogue (`FACT_MEASURES`, `metricValue`): a measure added there is
 * summed and shown without touching this file.
 */
import { measuresOf, metricDefinition, metricValue, tacticMetrics } from '../../../domain/metric-catalogue';
import { roundMoney, clientSpend, type SpendView } from '../../../domain/spend';
import { FACT_MEASURES, type FactMeasure } from '../../db/fact-measures';
import type { CampaignRow } from '../../kernel/campaigns';

/** Summed delivery of one row: every fact measure, and `spend`, client spend already per campaign. */
export type Measures = Record<FactMeasure | 'spend', number>;

const ZERO: Measures = Object.fromEntries([...FACT_MEASURES, 'spend'].map((m) => [m, 0])) as Measures;

/** All zero. */
export function emptyMeasures(): Measures {
  return { ...ZERO };
}

/**
 * Adds `source` into `target`. With a campaign, `source` is raw delivery of that campaign and its client spend
 * is computed here from the campaign's spend terms; without, `source.spend` is already client spend.
 */
export function addMeasures(target: Measures, source: Measures, campaign?: CampaignRow): void {
  // An indexed loop over a fixed list: this runs once per fact row group on every breakdown.
  for (let i = 0; i < FACT_MEASURES.length; i++) {
    const measure = FACT_MEASURES[i]!;
    target[measure] += source[measure];
  }
  target.spend += campaign
    ? clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, source)
    : source.spend;
}

/**
 * Adds one query row of raw delivery of `campaign` (its sums of `measures`, named like them) into `target`, with the
 * campaign's client spend: what `addMeasures(target, measuresFrom(record), campaign)` adds, without building an
 * object of every measure per row (a measure not selected adds 0 either way, so the sums are the same to the bit).
 */
export function addRecord(
  target: Measures,
  record: Record<string, unknown>,
  measures: readonly FactMeasure[],
  campaign: CampaignRow,
): void {
  for (let i = 0; i < measures.length; i++) {
    const measure = measures[i]!;
    target[measure] += num(record[measure]);
  }
  const delivery = { impressions: num(record.impressions), cost: num(record.cost) };
  target.spend += clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, delivery);
}

/** Reads summed columns (named like the fact measures) from a query row; spend starts at `record.spend` or 0. */
export function measuresFrom(record: Record<string, unknown>): Measures {
  const out = { spend: num(record.spend) } as Measures;
  for (let i = 0; i < FACT_MEASURES.length; i++) {
    const measure = FACT_MEASURES[i]!;
    out[measure] = num(record[measure]);
  }
  return out;
}

const num = (value: unknown): number => Number(value ?? 0);

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** The metric columns every row carries, whatever its campaign types (the shape before per-tactic metrics). */
const BASE_ROW_METRICS = new Set([
  'Impressions',
  'Clicks',
  'ClickThrough',
  'Conversions',
  'Completions',
  'CompletionRate',
  'SpendVal',
  'Sessions',
  'PageViews',
  'Calls',
  'Airings',
  'Seconds',
  'Cost',
]);

/** A metric a row can carry: one computed from summed fact measures (not from campaign terms or deployments). */
function isRowMetric(key: string): boolean {
  const definition = metricDefinition(key);
  if (!definition || definition.key !== key) return false;
  const { aggregation } = definition;
  if ('derived' in aggregation) return key === 'BounceRate';
  const measures =
    'sum' in aggregation ? [aggregation.sum] : 'ratio' in aggregation ? aggregation.ratio : aggregation.difference;
  return !measures.includes('deployments');
}

const rowMetricsCache = new Map<string, readonly string[]>();
const rowMeasuresCache = new Map<string, readonly FactMeasure[]>();

/** Measures the base row columns read. */
const BASE_ROW_MEASURES: readonly FactMeasure[] = [
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'completions',
  'sessions',
  'pageviews',
  'calls',
  'airings',
  'seconds',
];

/** The fact measures rows of these campaigns need: the base columns' and those of `rowMetricsFor`. */
export function rowMeasuresFor(campaigns: readonly Pick<CampaignRow, 'campaign_type'>[]): readonly FactMeasure[] {
  const metrics = rowMetricsFor(campaigns);
  const cacheKey = metrics.join(',');
  let measures = rowMeasuresCache.get(cacheKey);
  if (!measures) {
    const needed = new Set<string>([...BASE_ROW_MEASURES, ...metrics.flatMap((key) => measuresOf(key))]);
    measures = FACT_MEASURES.filter((measure) => needed.has(measure));
    rowMeasuresCache.set(cacheKey, measures);
  }
  return measures;
}

/**
 * The metric columns rows carry besides the base ones: the native metrics (`TACTIC_METRICS`) of the campaign
 * types shown, as the catalogue spells them (Users, AnsweredCalls, GRPs, Opens…), so a GA table has its users
 * and a call-tracking table its answered calls while a display table stays as lean as it was.
 */
export function rowMetricsFor(campaigns: readonly Pick<CampaignRow, 'campaign_type'>[]): readonly string[] {
  const types = [...new Set(campaigns.map((c) => c.campaign_type.toUpperCase()))].sort();
  const cacheKey = types.join(',');
  let metrics = rowMetricsCache.get(cacheKey);
  if (!metrics) {
    const keys = new Set(types.flatMap((type) => tacticMetrics(type)));
    metrics = [...keys].filter((key) => !BASE_ROW_METRICS.has(key) && isRowMetric(key));
    rowMetricsCache.set(cacheKey, metrics);
  }
  return metrics;
}

/**
 * The metric columns of a row: counts as integers, ClickThrough and CompletionRate as percents, SpendVal as client
 * spend (null when a campaign hides spend), and raw `Cost` in the agency view only; then `extra` metrics
 * (`rowMetricsFor`) from the catalogue's formulas, spend-derived ones null when spend is hidden.
 */
export function measureRow(
  measures: Measures,
  view: SpendView,
  hideSpend: boolean,
  extra: readonly string[] = [],
): Record<string, number | null> {
  return withMeasures({}, measures, view, hideSpend, extra);
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
  extra: readonly string[] = [],
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
  for (const key of extra) {
    const definition = metricDefinition(key)!;
    if (definition.spendDerived && hideSpend) out[key] = null;
    else {
      const value = metricValue(key, measures);
      // Summed fractions (GRPs, seconds) lose the float noise of their sum.
      out[key] = value !== null && definition.kind !== 'integer' ? Math.round(value * 100) / 100 : value;
    }
  }
  return row as T & Record<string, number | null>;
}
