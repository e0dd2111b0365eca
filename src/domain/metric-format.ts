/**
 * Metric presentation (000 §3, §9) built on the foundation's formatters: one place decides how a metric's
 * value shows in tables, charts, tooltips and exports.
 */
import { abbreviateNumber, formatCurrency, formatInteger, formatPercent } from './format-number';
import { metricLabel, isIntegerMetric, isPercentMetric } from './metrics';
import { PACING_WARNING_PERCENT } from './constants';
import { metricLabelFor } from './tactic-groups';

/** How a value shows; `auto` follows the metric's kind. */
export type ValueFormat = 'auto' | 'integer' | 'percent' | 'currency' | 'abbreviated' | 'decimal' | 'date' | 'text';

/** Money metrics: spend and the cost-per figures. */
const CURRENCY_METRICS = new Set([
  'SpendVal',
  'Cost',
  'CostPerClick',
  'CostPerMille',
  'CostPerView',
  'CostPerDeployment',
  'CostPerResponse',
]);

/** Percent metrics beyond the spec's four (all in percent units). */
const MORE_PERCENTS = new Set(['Pacing', 'ImpressionShare', 'MarkupRate', 'ConversionRate', 'Share', 'Benchmark']);

/** The format `auto` stands for, by metric key. */
export function formatOf(key: string): Exclude<ValueFormat, 'auto'> {
  if (CURRENCY_METRICS.has(key)) return 'currency';
  if (isPercentMetric(key) || MORE_PERCENTS.has(key)) return 'percent';
  if (isIntegerMetric(key) || /^(Impressions|Clicks|Completions|Airings|Households|VC\d+)/.test(key)) return 'integer';
  if (key === 'Frequency') return 'decimal';
  return 'text';
}

/** A cell value as text; '—' for missing numbers. */
export function formatValue(key: string, value: unknown, format: ValueFormat = 'auto'): string {
  if (value === null || value === undefined || value === '') return '—';
  const resolved = format === 'auto' ? formatOf(key) : format;
  if (typeof value !== 'number') {
    if (resolved === 'text' || resolved === 'date') return String(value);
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) return String(value);
    return formatValue(key, parsed, resolved);
  }
  switch (resolved) {
    case 'integer':
      return formatInteger(value);
    case 'percent':
      return formatPercent(value);
    case 'currency':
      return formatCurrency(value);
    case 'abbreviated':
      return abbreviateNumber(value);
    case 'decimal':
      return value.toFixed(2).replace(/\.?0+$/, '');
    default:
      return String(value);
  }
}

/** A compact form for chart axes and big figures: K/M abbreviations, percents and money kept readable. */
export function formatCompact(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const format = formatOf(key);
  if (format === 'percent') return formatPercent(value);
  if (format === 'currency') return Math.abs(value) > 999 ? `$${abbreviateNumber(value)}` : formatCurrency(value);
  return abbreviateNumber(value);
}

/** The label of a metric on a tab's types: Link Clicks on Social, Household Impressions on tv2ott, Imps, CTR… */
export function labelFor(key: string, campaignTypes: readonly string[] = []): string {
  for (const type of campaignTypes) {
    const relabelled = metricLabelFor(type, key);
    if (relabelled !== key) return relabelled;
  }
  return metricLabel(key);
}

/** Whether a pacing figure is below the warning threshold (000 §9). */
export function isPacingBehind(pacing: number | null | undefined): boolean {
  return typeof pacing === 'number' && pacing < PACING_WARNING_PERCENT;
}

/** The hint shown beside a pacing below the threshold (000 §9 help text). */
export const PACING_BEHIND_HINT = 'Pacing is below -20%: check whether the campaign paused or ended.';
