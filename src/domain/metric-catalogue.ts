/**
 * The metric catalogue: the one source of truth for every metric the portal shows (000 §3 labels, §9 formats).
 * Each entry names its display label, its kind (how a value is formatted), how it aggregates (a sum of a fact
 * measure, or a ratio of sums: CTR is clicks ÷ impressions over the whole range, never an average of daily
 * ratios) and its definition (the tooltip, the PDF glossary and the spreadsheet's Glossary sheet).
 *
 * The server sums the measures named here and derives every ratio from the sums; tables, charts, tiles and
 * exports take labels and formats from here; the tooltip catalogue is seeded from the definitions.
 */
import { METRIC_CATALOGUE, type Measure, type MetricDefinition } from './metric-definitions';
import { ownValue } from './own';
import { TACTIC_LABELS } from './tactic-metrics';

export { MEASURES, METRIC_CATALOGUE } from './metric-definitions';
export type { Aggregation, Measure, MetricDefinition, MetricKind } from './metric-definitions';
export { TACTIC_LABELS, TACTIC_METRICS, tacticMetrics } from './tactic-metrics';

const BY_KEY = new Map<string, MetricDefinition>();
for (const definition of METRIC_CATALOGUE) {
  BY_KEY.set(definition.key.toLowerCase(), definition);
  for (const alias of definition.aliases ?? []) BY_KEY.set(alias.toLowerCase(), definition);
}

/** The catalogue entry of a metric key or alias (any case), or undefined for a non-metric field. */
export function metricDefinition(key: string): MetricDefinition | undefined {
  return BY_KEY.get(key.toLowerCase());
}

/** Whether a field is a metric of the catalogue. */
export function isMetric(key: string): boolean {
  return BY_KEY.has(key.toLowerCase());
}

/** The label of a metric on the given campaign types (the first type that relabels it wins), else its own. */
export function catalogueLabel(key: string, campaignTypes: readonly string[] = []): string | undefined {
  const definition = metricDefinition(key);
  if (!definition) return undefined;
  for (const type of campaignTypes) {
    const relabelled = ownValue(TACTIC_LABELS, type.toUpperCase())?.[definition.key];
    if (relabelled) return relabelled;
  }
  return definition.label;
}

/** Summed measures of a row, a day or a range; absent measures count as 0. */
export type MeasureSums = Partial<Record<Measure, number>>;

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * A metric's value from summed measures: sums as they are, ratios of sums (null when the denominator is 0),
 * percents to two decimals, money to cents. Derived metrics are not computed from sums and give null.
 * `ratioPlaces` overrides the decimals of ratios (answers that pin four decimals of a percent pass 4).
 */
export function metricValue(key: string, sums: MeasureSums, ratioPlaces?: number): number | null {
  const definition = metricDefinition(key);
  if (!definition) return null;
  const read = (measure: Measure): number => sums[measure] ?? 0;
  const { aggregation, kind } = definition;
  if ('sum' in aggregation) return kind === 'currency' ? round(read(aggregation.sum), 2) : read(aggregation.sum);
  if ('difference' in aggregation) return read(aggregation.difference[0]) - read(aggregation.difference[1]);
  if ('ratio' in aggregation) {
    const [numerator, denominator] = aggregation.ratio;
    const whole = read(denominator);
    if (whole <= 0) return null;
    const value = (read(numerator) / whole) * aggregation.scale;
    return round(value, ratioPlaces ?? (kind === 'duration' ? 1 : 2));
  }
  if (definition.key === 'BounceRate') {
    const sessions = read('sessions');
    return sessions > 0 ? round(100 - (read('engaged_sessions') / sessions) * 100, 2) : null;
  }
  return null;
}

/** The measures a metric reads (both sides of a ratio), for building the SQL sums a set of metrics needs. */
export function measuresOf(key: string): readonly Measure[] {
  const definition = metricDefinition(key);
  if (!definition) return [];
  const { aggregation } = definition;
  if ('sum' in aggregation) return [aggregation.sum];
  if ('ratio' in aggregation) return aggregation.ratio;
  if ('difference' in aggregation) return aggregation.difference;
  if (definition.key === 'BounceRate') return ['engaged_sessions', 'sessions'];
  return [];
}
