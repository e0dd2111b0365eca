/** Metric labels and kinds of 000 §3 and §9, read from the metric catalogue; geo types and sortable columns. */
import { metricDefinition } from './metric-catalogue';

/** Display label of a metric key (any case); the key itself when it is not a metric. */
export function metricLabel(key: string): string {
  return metricDefinition(key)?.label ?? key;
}

/** Whether a metric (any case) is a whole-number count. */
export function isIntegerMetric(metric: string): boolean {
  return metricDefinition(metric)?.kind === 'integer';
}

/** Whether a metric (any case) is a percentage. */
export function isPercentMetric(metric: string): boolean {
  return metricDefinition(metric)?.kind === 'percent';
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
