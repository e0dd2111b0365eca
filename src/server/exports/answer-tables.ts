/** The JSON answers of the catalogue's binary exports as tables: which columns, their labels and formats. */
import { formatOf, labelFor } from '../../domain/metric-format';
import type { ReportColumn, ReportTable, ValueFormat } from './report';

/** A row of a JSON answer; its fields are read by name. */
type Answer = object;

/** A metric's label ('Imps', 'CTR'…), else its key split into words ('ConversionType' → 'Conversion Type'). */
function labelOf(key: string): string {
  const label = labelFor(key);
  return label !== key ? label : key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** A metric's format as the file builders know it; anything they do not format is text. */
function formatOfKey(key: string): ValueFormat {
  const format = formatOf(key);
  return format === 'integer' ||
    format === 'decimal' ||
    format === 'currency' ||
    format === 'percent' ||
    format === 'duration'
    ? format
    : 'text';
}

function cell(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/** The rows under the given columns; a column's format defaults to its metric's. */
function tableOf(
  rows: readonly Answer[],
  keys: readonly string[],
  formats: Record<string, ValueFormat> = {},
): ReportTable {
  const columns: ReportColumn[] = keys.map((key) => ({
    key,
    label: labelOf(key),
    format: formats[key] ?? formatOfKey(key),
  }));
  return {
    columns,
    rows: rows.map((row) => Object.fromEntries(keys.map((key) => [key, cell(Reflect.get(row, key))]))),
  };
}

/** Conversions over time: one row per period. */
export function conversionsTable(rows: readonly Answer[]): ReportTable {
  return tableOf(rows, ['Date', 'Impressions', 'Clicks', 'Conversions', 'ConversionRate']);
}

/** Conversions by type: the columns the answer's rows carry (raw cost only where the caller may see it). */
export function conversionBreakdownTable(rows: readonly Answer[]): ReportTable {
  const keys = rows[0] ? Object.keys(rows[0]) : ['ConversionType', 'Impressions', 'Clicks', 'Conversions'];
  return tableOf(rows, keys);
}

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const TODAY_FIGURES = ['Impressions', 'ExpectedByNow', 'Pacing'];

/** Today-view rows under `keys`, then their figures, then impressions per hour of the day spread over columns. */
function hourlyTable(rows: readonly Answer[], keys: readonly string[], integers: readonly string[]): ReportTable {
  const flat = rows.map((row) => {
    const hours: unknown = Reflect.get(row, 'Hours');
    const list: unknown[] = Array.isArray(hours) ? hours : [];
    return { ...row, ...Object.fromEntries(HOURS.map((hour, index) => [hour, list[index] ?? null])) };
  });
  const formats = Object.fromEntries([...integers, 'ExpectedByNow', ...HOURS].map((key) => [key, 'integer' as const]));
  return tableOf(flat, [...keys, ...TODAY_FIGURES, ...HOURS], formats);
}

const CAMPAIGN_KEYS = [
  'CampaignId',
  'CampaignName',
  'CampaignType',
  'Tactic',
  'OrderId',
  'ImpressionGoal',
  'DailyGoal',
];
const GOALS = ['ImpressionGoal', 'DailyGoal'];

/** Today's live campaigns of one advertiser with their pacing, then impressions per hour of the day. */
export function todayViewTable(rows: readonly Answer[]): ReportTable {
  return hourlyTable(rows, CAMPAIGN_KEYS, GOALS);
}

/** The agency-wide today view of campaigns: as one advertiser's, with the advertiser of each campaign first. */
export function todayCampaignsTable(rows: readonly Answer[]): ReportTable {
  return hourlyTable(rows, ['AdvertiserId', 'AdvertiserName', ...CAMPAIGN_KEYS], GOALS);
}

/** The agency-wide today view of advertisers: each with its live campaigns' count, pacing and hours. */
export function todayAdvertisersTable(rows: readonly Answer[]): ReportTable {
  return hourlyTable(rows, ['AdvertiserId', 'AdvertiserName', 'LiveCampaigns'], ['LiveCampaigns']);
}
