/**
 * Labels of the non-metric fields answers carry (breakdown columns, dates) and of their enum values, and the
 * natural order of ordinal categories. With the metric catalogue, no raw field name (`CreativeName`,
 * `ShortDate`, `ScheduledDemo`…) reaches a screen or an export.
 */
import { DAYPART_ORDER, BROADCAST_DAYPARTS, FOUR_HOUR_BANDS } from './dayparts';
import { catalogueLabel, metricDefinition } from './metric-catalogue';
import { YOUTUBE_AGE_RANGES } from './metrics';
import { ownValue } from './own';

/** One non-metric field: its label and what it holds (the glossary's text for breakdown columns). */
export interface FieldDefinition {
  label: string;
  definition: string;
}

/** Every breakdown and date column answers carry. */
export const FIELD_CATALOGUE: Readonly<Record<string, FieldDefinition>> = {
  ShortDate: { label: 'Date', definition: 'The day the delivery happened, in the advertiser’s time zone.' },
  Date: { label: 'Date', definition: 'The day the delivery happened, in the advertiser’s time zone.' },
  Hour: { label: 'Hour of Day', definition: 'The hour the ad was shown, in the advertiser’s time zone.' },
  Day: { label: 'Day of Week', definition: 'The weekday the ad was shown.' },
  Daypart: { label: 'Daypart', definition: 'The part of the day the ad ran (Morning, Midday, Afternoon…).' },
  Publisher: { label: 'Publisher', definition: 'The app, site or channel where the ad ran.' },
  Device: { label: 'Device', definition: 'The kind of screen the ad was shown on (CTV, mobile, desktop, tablet).' },
  CreativeId: { label: 'Creative ID', definition: 'The identifier of the creative (the ad itself).' },
  CreativeName: { label: 'Creative', definition: 'The creative (the ad itself) that was shown.' },
  SearchKey: { label: 'Keyword', definition: 'The search keyword the ad was shown for.' },
  AdName: { label: 'Ad', definition: 'The social ad that was shown.' },
  EmailCampaign: { label: 'E-mail Send', definition: 'One e-mail deployment: its subject line and send date.' },
  CallOutcome: { label: 'Call Outcome', definition: 'How a tracked call ended (lead, appointment, missed…).' },
  GeoFenceName: { label: 'Geofence', definition: 'The geofenced place the audience was drawn from.' },
  AddressName: { label: 'Address', definition: 'The street address of the geofenced place.' },
  Station: { label: 'Station', definition: 'The TV station (call sign) that aired the spot.' },
  Airing: { label: 'Airing', definition: 'One airing of the spot: station, time and length.' },
  AgeRange: { label: 'Age Range', definition: 'The viewer’s age range as reported by the platform.' },
  Page: { label: 'Channel', definition: 'Where the website visitors came from (organic search, paid, direct…).' },
  Channel: { label: 'Channel', definition: 'Where the website visitors came from (organic search, paid, direct…).' },
  ConversionType: { label: 'Conversion Type', definition: 'The kind of action counted as a conversion.' },
  ZipCode: { label: 'ZIP Code', definition: 'The five-digit ZIP code where the ad was shown.' },
  City: { label: 'City', definition: 'The city where the ad was shown.' },
  CityId: { label: 'City', definition: 'The city and state where the ad was shown.' },
  County: { label: 'County', definition: 'The county where the ad was shown.' },
  state: { label: 'State', definition: 'The state where the ad was shown.' },
  State: { label: 'State', definition: 'The state where the ad was shown.' },
  DMA: { label: 'DMA Code', definition: 'The Nielsen designated market area code.' },
  Metro: { label: 'Market (DMA)', definition: 'The designated market area (TV market) where the ad was shown.' },
  CampaignName: { label: 'Campaign', definition: 'The campaign’s name.' },
  FriendlyName: { label: 'Campaign', definition: 'The campaign’s name.' },
  Status: { label: 'Status', definition: 'Whether the campaign is live, scheduled, paused or ended.' },
  CampaignType: { label: 'Campaign Type', definition: 'The kind of campaign, as the data names it (OTT, DISPLAY…).' },
  Tactic: { label: 'Tactic', definition: 'The product the campaign runs on.' },
  Platform: { label: 'Platform', definition: 'The streaming platform where the ad ran.' },
  StartDate: { label: 'Start', definition: 'The first day of the flight or date range.' },
  EndDate: { label: 'End', definition: 'The last day of the flight or date range.' },
  ContractStartDate: { label: 'Flight Start', definition: 'The first day of the campaigns’ flights.' },
  ContractEndDate: { label: 'Flight End', definition: 'The last day of the campaigns’ flights.' },
  Share: { label: 'Share', definition: 'The row’s share of the total, as a percentage.' },
  Benchmark: { label: 'Benchmark', definition: 'The industry average for the same tactic.' },
  AdvertiserName: { label: 'Client', definition: 'The advertiser (client) the row belongs to.' },
  OrderName: { label: 'Order', definition: 'The order’s name.' },
  DaysLeft: { label: 'Days Left', definition: 'Days from today to the order’s end date, both included.' },
  Delivered: { label: 'Delivered', definition: 'Impressions delivered through yesterday by the order’s campaigns.' },
  Expected: {
    label: 'Expected',
    definition: 'Impressions an even spread of the order’s goal over its flight would have delivered by yesterday.',
  },
  ExpectedByNow: {
    label: 'Expected by Now',
    definition: 'The part of today’s daily goal that an even delivery would have reached by this time of day.',
  },
  LastHour: { label: 'Last Hour', definition: 'Impressions delivered in the last complete hour of today.' },
  LiveCampaigns: { label: 'Live Campaigns', definition: 'Campaigns of the advertiser running today.' },
  DailyGoal: { label: 'Daily Goal', definition: 'The impression goal divided by the days of the flight.' },
};

/** Raw enum values the data carries and how a person reads them. Values not listed are split at capitals. */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  MidDay: 'Midday',
  CTV: 'CTV',
  OTT: 'CTV',
  ScheduledDemo: 'Scheduled Demo',
  WaitingOnDecisionMaker: 'Waiting on Decision Maker',
  SpokeWithGatekeeper: 'Spoke with Gatekeeper',
  GaveBlindDemo: 'Gave Blind Demo',
  LeftMessage: 'Left Message',
  OutOfBusiness_WrongNumber: 'Out of Business / Wrong Number',
  NotALead: 'Not a Lead',
  AppointmentBooked: 'Appointment Booked',
  SignUp: 'Sign-Up',
  PageVisit: 'Page Visit',
};

/**
 * Fields whose values are enum codes from the data (`ScheduledDemo`, `MidDay`), shown through `valueLabel`.
 * Names (publishers, creatives, keywords, stations) are never reworded: `iHeartRadio` stays as it is.
 */
const ENUM_FIELDS: ReadonlySet<string> = new Set([
  'CallOutcome',
  'ConversionType',
  'Daypart',
  'Day',
  'Device',
  'AgeRange',
  'Page',
  'Channel',
]);

/** Whether a field's values are enum codes that have display labels. */
export function isEnumField(field: string): boolean {
  return ENUM_FIELDS.has(field);
}

/** A cell or category value of a field as a person reads it: enum codes labelled, names and numbers unchanged. */
export function displayValue(field: string, value: string): string {
  if (field === 'Airing') return airingLabel(value);
  return isEnumField(field) ? valueLabel(value) : value;
}

/** An airing key `WKWN|16:04|:15` (station, time, spot length) as 'WKWN · 16:04 · :15'; other text unchanged. */
function airingLabel(value: string): string {
  const parts = value.split('|');
  return parts.length > 1 ? parts.join(' · ') : value;
}

/** The display label of a field: a metric's catalogue label (per tactic), a known column's label, else the field split at capitals. */
export function fieldLabel(field: string, campaignTypes: readonly string[] = []): string {
  return catalogueLabel(field, campaignTypes) ?? ownValue(FIELD_CATALOGUE, field)?.label ?? splitWords(field);
}

/** The definition text of a metric or column, for tooltips and glossaries; undefined when it has none. */
export function fieldDefinition(field: string): string | undefined {
  return metricDefinition(field)?.definition ?? ownValue(FIELD_CATALOGUE, field)?.definition;
}

/** A category value as a person reads it: `ScheduledDemo` → 'Scheduled Demo'; ordinary text unchanged. */
export function valueLabel(value: string): string {
  const known = ownValue(VALUE_LABELS, value);
  if (known) return known;
  // Only identifiers (no spaces, made of letters, digits and underscores) are raw enum values.
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(value) || /^[A-Z0-9_]+$/.test(value)) return value;
  return splitWords(value);
}

/** 'GeoFenceName' → 'Geo Fence Name', 'first_time' → 'First Time'. */
function splitWords(raw: string): string {
  return raw
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .trim();
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Natural orders of ordinal categories, compared in lower case. */
const ORDINAL_ORDERS: Readonly<Record<string, readonly string[]>> = {
  Daypart: [...DAYPART_ORDER, ...BROADCAST_DAYPARTS.map((part) => part.label.toLowerCase())],
  Day: [...WEEKDAYS.map((day) => day.toLowerCase()), ...WEEKDAYS.map((day) => day.slice(0, 3).toLowerCase())],
  AgeRange: YOUTUBE_AGE_RANGES.map((range) => range.toLowerCase()),
  Band: FOUR_HOUR_BANDS.map((band) => band.toLowerCase()),
};

/** Whether a field's categories have a natural order (hours, dayparts, weekdays, age ranges). */
export function isOrdinalField(field: string): boolean {
  return field === 'Hour' || Object.hasOwn(ORDINAL_ORDERS, field);
}

/**
 * Compares two category values of an ordinal field in its natural order (hour 0…23, Morning…Overnight,
 * 18-24…65+); values outside the order go last, in their given order. Non-ordinal fields compare equal.
 */
export function compareOrdinal(field: string, a: unknown, b: unknown): number {
  if (field === 'Hour') return Number(a) - Number(b);
  const order = ownValue(ORDINAL_ORDERS, field);
  if (!order) return 0;
  const rank = (value: unknown): number => {
    const index = order.indexOf(String(value).toLowerCase());
    return index === -1 ? order.length : index;
  };
  return rank(a) - rank(b);
}
