/**
 * The breakdowns of `fact_dim_daily` (`dim` column) and what their `key` holds. City, county, DMA and state are
 * not stored: they come from the zip rows joined to `geo_zips`. For zip, publisher, device and daypart the
 * rows of a campaign-day add up to its `fact_daily` row (impressions, clicks, cost, conversions, and completions,
 * engagements, households, responses where the tactic has them) exactly.
 */
export const FACT_DIMENSIONS = {
  /** Five-digit zip code. */
  zip: 'zip',
  /** App or site name (Hulu, weather.com…). */
  publisher: 'publisher',
  /** CTV, Mobile, Desktop or Tablet. */
  device: 'device',
  /** Digital daypart label (Morning, MidDay, Afternoon, Night, Overnight). */
  daypart: 'daypart',
  /** Hour of the day '0'…'23'; demo data keeps the last days and today so far. */
  hour: 'hour',
  /** Creative name. */
  creative: 'creative',
  /** Search keyword (SEM, GOOGLESEARCH). */
  keyword: 'keyword',
  /** Social ad name (SOCIAL, FBINSIGHTS, LINKEDIN). */
  social_ad: 'social_ad',
  /** E-mail send, `Subject (yyyy-MM-dd)`: sends, deliveries, opens (also as impressions), clicks. */
  email_campaign: 'email_campaign',
  /** Call-tracking outcome (Lead, Appointment Booked, Sale, Not a Lead, Voicemail, Missed): calls, answered, leads. */
  call_outcome: 'call_outcome',
  /** `GeoFenceName|AddressName`. */
  geofence: 'geofence',
  /** Broadcast call sign; `airings` counts only airings of at least 4 seconds. */
  station: 'station',
  /** One airing, `CALLSIGN|HH:MM|:length`, with airings 1 and its `seconds`; under 4 seconds it is not counted. */
  airing: 'airing',
  /** YouTube age range (18-24 … 65+, Other). */
  youtube_age: 'youtube_age',
  /** Web analytics traffic source: sessions, users, new users, engaged sessions, page views, session seconds. */
  web: 'web',
  /** Conversion type (Website Visit, Store Visit, Phone Call, Form Fill): conversions only. */
  conversion: 'conversion',
} as const;

/** One breakdown name. */
export type FactDimension = keyof typeof FACT_DIMENSIONS;

/** Every breakdown name, for validation. */
export const FACT_DIMENSION_NAMES = Object.keys(FACT_DIMENSIONS) as FactDimension[];

/** Breakdowns whose rows sum to the campaign-day's totals. */
export const ADDITIVE_DIMENSIONS: readonly FactDimension[] = ['zip', 'publisher', 'device', 'daypart'];

/** Airings shorter than this many seconds are logged but not counted (000 help text: "under 4.0 seconds"). */
export const MIN_COUNTED_AIRING_SECONDS = 4;

/** Whether a breakdown name is one of ours. */
export function isFactDimension(name: string): name is FactDimension {
  return Object.hasOwn(FACT_DIMENSIONS, name);
}
