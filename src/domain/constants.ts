/** Business constants and limits of 000 §9 and 001 §9. Durations carry their unit in the name. */

/** Recent pages kept per user. */
export const RECENT_PAGES_MAX = 11;
/** An access token counts as expired when fewer seconds than this remain. */
export const TOKEN_EXPIRY_MARGIN_S = 60;
/** Default session length (30 days). */
export const SESSION_SECONDS = 2_592_000;
/** Server-side user cache lifetime. */
export const USER_CACHE_S = 300;
/** Server-side rights cache lifetime. */
export const RIGHTS_CACHE_S = 60;
/** Service-worker update poll interval. */
export const SW_POLL_MS = 20_000;
/** Load timing is reported this long after the last pending request ends. */
export const LOAD_TIMING_DELAY_MS = 500;
/** A lazy chunk that has not loaded by then counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Without an auth user by then, the app requests auth with the active agency, station and sub-agency. */
export const AUTH_FALLBACK_MS = 5_000;
/** Product id sent on token refresh. */
export const PRODUCT_ID = 5;
/** The demo advertiser, hidden from client search without SHOW_DEMO_ADVERTISER. */
export const DEMO_ADVERTISER_ID = 88888888;
/** Default selection period. */
export const DEFAULT_DATE_RANGE = 'last30days';
/** Tactic summary always uses this range. */
export const TACTIC_SUMMARY_RANGE = 'alltime';
/** Named range that requires explicit start and end dates. */
export const CUSTOM_RANGE = 'customRange';

/** Default page sizes. */
export const PAGE_SIZES = {
  orderList: 10,
  summaryCampaignList: 5,
  advertiserSearch: 200,
  campaignSearch: 100,
  /** Professional-network and TV-streaming available campaigns. */
  connectorCampaigns: 100,
} as const;

/** Order list query defaults. */
export const ORDER_LIST_DEFAULTS = {
  limit: 10,
  offset: 0,
  sortBy: 'end_asc',
  filterBy: 'active',
  orderName: '',
  orderStatus: 'All',
} as const;

/** Connector available-campaign query defaults (001 §9). */
export const CONNECTOR_SEARCH_DEFAULTS = { search: '', limit: 100, offset: 0 } as const;

/** Sales-tool price labels. */
export const PRICE_LABELS = { low: 200, medium: 400 } as const;

/** Sales-tool target market multipliers. */
export const TARGET_MARKET_MULTIPLIERS = { hyperlocal: 1, local: 2, regional: 3 } as const;

/** Contract-length texts; the spec names the meanings, the wording is our decision. */
export const CONTRACT_LENGTH_TEXTS = { monthly: 'per month', yearly: 'for one year', other: 'for 6 months' } as const;

/** Contract length text: 1 means per month, 12 one year, any other value 6 months. */
export function contractLengthText(months: number): string {
  if (months === 1) return CONTRACT_LENGTH_TEXTS.monthly;
  if (months === 12) return CONTRACT_LENGTH_TEXTS.yearly;
  return CONTRACT_LENGTH_TEXTS.other;
}

/** Screenshot service template (`tmpl` parameter), fixed. */
export const SCREENSHOT_TEMPLATE = 'sd1';
/** Screenshot service URL parameters; `thumbWidth` is optional. */
export const SCREENSHOT_PARAMS = ['dsc', 'ppid', 'v', 'env', 'tmpl', 'demohash', 'thumbWidth'] as const;
/** Name under which shared-dashboard guests are tracked. */
export const SHARED_GUEST = 'Shared Guest';

/** Top-N bucketing for publishers and zip codes: the top 99 plus 'Other'. */
export const TOP_N_RECORDS = 100;
/** Pacing below this percentage suggests checking whether the campaign paused or ended. */
export const PACING_WARNING_PERCENT = -20;
/** Broadcast airings shorter than this are not counted. */
export const MIN_AIRING_SECONDS = 4.0;
/** Scheduled-report and business-review logs default "after" to this many months before today. */
export const REPORT_LOG_AFTER_MONTHS = 6;

/** Module width options of the layout editor, as grid columns on large and small screens. */
export const LAYOUT_WIDTHS = { Half: { lg: 6, sm: 12 }, Full: { lg: 12, sm: 12 } } as const;
