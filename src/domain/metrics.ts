/** Metric labels and kinds of 000 §3 and §9, used by tables, charts and exports to format values alike. */
import { ownValue } from './own';

/** Short display labels by lower-case metric key. */
export const METRIC_LABELS: Readonly<Record<string, string>> = {
  impressions: 'Imps',
  clickthrough: 'CTR',
  completionrate: 'VCR',
  spendval: 'Spend',
  pacing: 'Pacing',
  conversions: 'Conversions',
  storevisits: 'Store Visits',
};

/** Display label of a metric key (any case); the key itself when it has no short label. */
export function metricLabel(key: string): string {
  return ownValue(METRIC_LABELS, key.toLowerCase()) ?? key;
}

/** Metrics shown as whole numbers; the spec lists the first eight "and similar", the rest are ours. */
export const INTEGER_METRICS: readonly string[] = [
  'Impressions',
  'Conversions',
  'Aired',
  'Visits',
  'Views',
  'Clicks',
  'Sessions',
  'PageViews',
  'Reach',
  'Users',
  'NewUsers',
  'Calls',
  'Opens',
  'StoreVisits',
  'VC100',
  'HouseholdImpressions',
];

/** Metrics shown as percentages. */
export const PERCENT_METRICS: readonly string[] = ['ClickThrough', 'ImpressionPercent', 'VCR', 'CompletionRate'];

const INTEGER_KEYS = new Set(INTEGER_METRICS.map((metric) => metric.toLowerCase()));
const PERCENT_KEYS = new Set(PERCENT_METRICS.map((metric) => metric.toLowerCase()));

/** Whether a metric (any case) is a whole-number count. */
export function isIntegerMetric(metric: string): boolean {
  return INTEGER_KEYS.has(metric.toLowerCase());
}

/** Whether a metric (any case) is a percentage. */
export function isPercentMetric(metric: string): boolean {
  return PERCENT_KEYS.has(metric.toLowerCase());
}

/** Geographic breakdown types. */
export const GEO_TYPES = ['ZIPCODE', 'CITY', 'STATE', 'DMA', 'ALL'] as const;

/** One geographic breakdown type. */
export type GeoType = (typeof GEO_TYPES)[number];

/** Metrics a map can colour by. */
export const MAP_METRICS = ['Impressions', 'Clicks', 'CTR'] as const;

/** Table columns that can be sorted (000 §3), exact spelling including lower-case `state`. */
export const SORTABLE_COLUMNS: readonly string[] = [
  'Publisher',
  'CityId',
  'City',
  'Metro',
  'SearchKey',
  'Device',
  'Daypart',
  'GeoFenceName',
  'ZipCode',
  'AddressName',
  'County',
  'DMA',
  'state',
  'CreativeName',
  'CreativeId',
  'ShortDate',
  'Hour',
  'Day',
  'CompletionRate',
];

/** YouTube age range buckets, in display order. */
export const YOUTUBE_AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'Other'] as const;
