/** Geography reference and delivery fact tables (migrations 0001–0003). Dates are 'yyyy-MM-dd' text or yyyyMMdd integers as noted. */
import type { Generated } from 'kysely';

export interface GeoDmasTable {
  code: number;
  name: string;
  rank: number | null;
  tv_homes: number | null;
  has_shape: number;
  lat: number | null;
  lon: number | null;
}

export interface GeoZipsTable {
  zip: string;
  city: string;
  county: string;
  state: string;
  lat: number;
  lon: number;
  dma_code: number | null;
}

/** Measures every fact row may carry; absent ones default to 0. */
interface DeliveryMeasures {
  impressions: Generated<number>;
  clicks: Generated<number>;
  cost: Generated<number>;
  conversions: Generated<number>;
}

/**
 * Every stored measure of the metric catalogue (`FACT_MEASURES`): both fact tables carry all of them since 0010.
 * Seconds (`seconds`, `session_seconds`, `call_seconds`) and `grps` hold fractions; the rest are counts.
 */
interface FactMeasures extends DeliveryMeasures {
  completions: Generated<number>;
  q25: Generated<number>;
  q50: Generated<number>;
  q75: Generated<number>;
  reach: Generated<number>;
  households: Generated<number>;
  responses: Generated<number>;
  search_impressions: Generated<number>;
  eligible_impressions: Generated<number>;
  sessions: Generated<number>;
  users: Generated<number>;
  new_users: Generated<number>;
  engaged_sessions: Generated<number>;
  pageviews: Generated<number>;
  session_seconds: Generated<number>;
  calls: Generated<number>;
  answered_calls: Generated<number>;
  first_time_callers: Generated<number>;
  call_seconds: Generated<number>;
  airings: Generated<number>;
  seconds: Generated<number>;
  grps: Generated<number>;
  engagements: Generated<number>;
  sends: Generated<number>;
  deliveries: Generated<number>;
  opens: Generated<number>;
}

export interface FactDailyTable extends FactMeasures {
  campaign_id: number;
  /** yyyymmdd */
  day: number;
  advertiser_id: number;
}

export interface FactDimDailyTable extends FactMeasures {
  campaign_id: number;
  dim: string;
  day: number;
  key: string;
  advertiser_id: number;
}

/** Breakdown facts summed per week or month (migration 0027); `period` is the period's first day, yyyymmdd. */
export interface FactDimPeriodTable extends FactMeasures {
  campaign_id: number;
  dim: string;
  grain: 'week' | 'month';
  period: number;
  key: string;
}

export interface RollupAdvertiserDayTable extends DeliveryMeasures {
  advertiser_id: number;
  day: number;
  campaign_type: string;
  agency_id: number;
  campaigns: Generated<number>;
}

export interface RollupAgencyDayTable extends DeliveryMeasures {
  agency_id: number;
  day: number;
  campaign_type: string;
  advertisers: Generated<number>;
  campaigns: Generated<number>;
}

export interface BenchmarksTable {
  industry: string;
  campaign_type: string;
  ctr: number;
  vcr: number | null;
  cpm: number | null;
  conversion_rate: number | null;
}

export interface AudienceOverlapTable {
  advertiser_id: number;
  /** Campaign types of the overlapping audiences, sorted and comma-separated ('DISPLAY,OTT'). */
  types: string;
  size: number;
}
