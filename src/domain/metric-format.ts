/**
 * Metric presentation (000 §3, §9) built on the foundation's formatters: one place decides how a metric's
 * value shows in tables, charts, tooltips and exports.
 */
import { abbreviateNumber, formatCurrency, formatInteger, formatPercent } from './format-number';
import { PACING_WARNING_PERCENT } from './constants';
import { displayValue, fieldLabel } from './field-labels';
import { formatDate } from './format-date';
import { metricDefinition, type MetricKind } from './metric-catalogue';

/** How a value shows; `auto` follows the metric's kind in the catalogue. */
export type ValueFormat =
  'auto' | 'integer' | 'percent' | 'currency' | 'abbreviated' | 'decimal' | 'duration' | 'date' | 'text';

/** Shares and benchmarks are not metrics of the catalogue but are percents wherever they show. */
const PERCENT_FIELDS = new Set(['Share', 'Benchmark']);
/** Flight and contract dates show as M/dd/yy (000 §5) wherever a table lists them. */
const DATE_FIELDS = new Set([
  'StartDate',
  'EndDate',
  'FlightStart',
  'FlightEnd',
  'ContractStartDate',
  'ContractEndDate',
]);

const FORMAT_OF_KIND: Readonly<Record<MetricKind, Exclude<ValueFormat, 'auto'>>> = {
  integer: 'integer',
  percent: 'percent',
  currency: 'currency',
  duration: 'duration',
  ratio: 'decimal',
};

/** The format `auto` stands for: the catalogue's kind of a metric, else text. */
export function formatOf(key: string): Exclude<ValueFormat, 'auto'> {
  const definition = metricDefinition(key);
  if (definition) return FORMAT_OF_KIND[definition.kind];
  if (PERCENT_FIELDS.has(key)) return 'percent';
  if (DATE_FIELDS.has(key)) return 'date';
  return 'text';
}

/** Seconds as m:ss, or h:mm:ss from an hour (95 → '1:35'). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const whole = Math.round(Math.abs(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  const sign = seconds < 0 ? '-' : '';
  return hours > 0 ? `${sign}${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${sign}${minutes}:${rest}`;
}

/** A cell value as text; '—' for missing numbers. */
export function formatValue(key: string, value: unknown, format: ValueFormat = 'auto'): string {
  if (value === null || value === undefined || value === '') return '—';
  const resolved = format === 'auto' ? formatOf(key) : format;
  if (typeof value !== 'number') {
    if (resolved === 'text') return displayValue(key, String(value));
    // A date that does not parse shows as it came rather than as nothing.
    if (resolved === 'date') return formatDate(String(value)) || String(value);
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
    case 'duration':
      return formatDuration(value);
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
  if (format === 'duration') return formatDuration(value);
  return abbreviateNumber(value);
}

/** The label of a field on a tab's types: Link Clicks on Social, Household Impressions on tv2ott, Imps, CTR, Creative… */
export function labelFor(key: string, campaignTypes: readonly string[] = []): string {
  return fieldLabel(key, campaignTypes);
}

/** Whether a pacing figure is below the warning threshold (000 §9). */
export function isPacingBehind(pacing: number | null | undefined): boolean {
  return typeof pacing === 'number' && pacing < PACING_WARNING_PERCENT;
}

/** The hint shown beside a pacing below the threshold (000 §9 help text). */
export const PACING_BEHIND_HINT = 'Pacing is below -20%: check whether the campaign paused or ended.';
