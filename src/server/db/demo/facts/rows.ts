import type { BulkColumn } from '../../bulk-insert';

/** Column order of a `fact_daily` row array. */
export const DAILY_COLUMNS: BulkColumn[] = [
  { name: 'campaign_id', pg: 'int4' },
  { name: 'day', pg: 'int4' },
  { name: 'advertiser_id', pg: 'int4' },
  { name: 'impressions', pg: 'int8' },
  { name: 'clicks', pg: 'int8' },
  { name: 'cost', pg: 'float8' },
  { name: 'conversions', pg: 'int8' },
  { name: 'completions', pg: 'int8' },
  { name: 'q25', pg: 'int8' },
  { name: 'q50', pg: 'int8' },
  { name: 'q75', pg: 'int8' },
  { name: 'reach', pg: 'int8' },
  { name: 'households', pg: 'int8' },
  { name: 'responses', pg: 'int8' },
  { name: 'search_impressions', pg: 'int8' },
  { name: 'eligible_impressions', pg: 'int8' },
];

/** Column order of a `fact_dim_daily` row array. */
export const DIM_COLUMNS: BulkColumn[] = [
  { name: 'campaign_id', pg: 'int4' },
  { name: 'dim', pg: 'text' },
  { name: 'day', pg: 'int4' },
  { name: 'key', pg: 'text' },
  { name: 'advertiser_id', pg: 'int4' },
  { name: 'impressions', pg: 'int8' },
  { name: 'clicks', pg: 'int8' },
  { name: 'cost', pg: 'float8' },
  { name: 'conversions', pg: 'int8' },
  { name: 'completions', pg: 'int8' },
  { name: 'sessions', pg: 'int8' },
  { name: 'pageviews', pg: 'int8' },
  { name: 'calls', pg: 'int8' },
  { name: 'airings', pg: 'int8' },
  { name: 'seconds', pg: 'float8' },
];

/** A row of `fact_daily` in `DAILY_COLUMNS` order. */
export type DailyRow = (number | string)[];
/** A row of `fact_dim_daily` in `DIM_COLUMNS` order. */
export type DimRow = (number | string)[];

/** Measures a breakdown row carries besides its identity, in `DIM_COLUMNS` order from `impressions`. */
export interface DimMeasures {
  impressions?: number;
  clicks?: number;
  cents?: number;
  conversions?: number;
  completions?: number;
  sessions?: number;
  pageviews?: number;
  calls?: number;
  airings?: number;
  seconds?: number;
}

/** Builds a dimension row; cost arrives in cents and leaves in dollars. */
export function dimRow(
  campaignId: number,
  dim: string,
  day: number,
  key: string,
  advertiserId: number,
  m: DimMeasures,
): DimRow {
  return [
    campaignId,
    dim,
    day,
    key,
    advertiserId,
    m.impressions ?? 0,
    m.clicks ?? 0,
    (m.cents ?? 0) / 100,
    m.conversions ?? 0,
    m.completions ?? 0,
    m.sessions ?? 0,
    m.pageviews ?? 0,
    m.calls ?? 0,
    m.airings ?? 0,
    m.seconds ?? 0,
  ];
}
