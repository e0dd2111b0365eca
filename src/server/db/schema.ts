import type { Generated } from 'kysely';

/** Times are epoch milliseconds; calendar dates are 'yyyy-MM-dd' text; flags are 0/1 integers. */
export interface SettingsTable {
  key: string;
  value: string;
}

export interface ThemesTable {
  code: string;
  record: string;
}

export interface AgenciesTable {
  id: number;
  name: string;
  theme_code: string;
  time_zone: string;
  root_domain: string | null;
  created_at: number;
}

export interface SubAgenciesTable {
  id: number;
  agency_id: number;
  name: string;
}

export interface StationsTable {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  name: string;
  call_sign: string;
}

export interface AdvertisersTable {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
  name: string;
  industry: string;
  logo_url: string | null;
  created_at: number;
}

export interface ProductsTable {
  code: string;
  name: string;
  tactic_group: string;
  allow_single_campaign_view: number;
}

export interface AgencyProductsTable {
  agency_id: number;
  product_code: string;
}

export interface RightsTable {
  code: string;
  description: string;
}

export interface RolesTable {
  code: string;
  label: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  password_hash: string;
  is_superuser: number;
  status: number;
  created_at: number;
  last_login_at: number | null;
}

export interface UserRolesTable {
  user_id: number;
  role_code: string;
}

export interface UserPermissionsTable {
  user_id: number;
  right_code: string;
}

export interface UserAgenciesTable {
  user_id: number;
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
  position: number;
}

export interface UserAgencyRightsTable {
  user_id: number;
  agency_id: number;
  right_code: string;
}

export interface UserAdvertisersTable {
  user_id: number;
  advertiser_id: number;
}

export interface OrdersTable {
  id: number;
  advertiser_id: number;
  name: string;
}

export interface CampaignsTable {
  id: number;
  advertiser_id: number;
  order_id: number | null;
  name: string;
  friendly_name: string | null;
  campaign_type: string;
  analytics_type: string | null;
  feed_source: string;
  impression_goal: number | null;
  hide_spend: number;
  start_date: string;
  end_date: string;
  status: string;
  spend_type: string;
  spend_rate: number;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  agency_id: number | null;
  sub_agency_id: number | null;
  station_id: number | null;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  issued_at: number;
  rotated_at: number | null;
}

export interface LoginTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface PartnerTokenUsesTable {
  jti: string;
  used_at: number;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  key: string;
  at: number;
}

export interface RecentPagesTable {
  user_id: number;
  pages: string;
  updated_at: number;
}

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

export interface FactDailyTable extends DeliveryMeasures {
  campaign_id: number;
  /** yyyymmdd */
  day: number;
  advertiser_id: number;
  completions: Generated<number>;
  q25: Generated<number>;
  q50: Generated<number>;
  q75: Generated<number>;
  reach: Generated<number>;
  households: Generated<number>;
  responses: Generated<number>;
  search_impressions: Generated<number>;
  eligible_impressions: Generated<number>;
}

export interface FactDimDailyTable extends DeliveryMeasures {
  campaign_id: number;
  dim: string;
  day: number;
  key: string;
  advertiser_id: number;
  completions: Generated<number>;
  sessions: Generated<number>;
  pageviews: Generated<number>;
  calls: Generated<number>;
  airings: Generated<number>;
  seconds: Generated<number>;
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

/** Scope of a layout customisation: an agency's layout, or one advertiser's. */
export type LayoutScopeKind = 'agency' | 'advertiser';

/** A stored layout document for one scope and tab. Times here are ISO-8601 text; users are e-mails. */
export interface LayoutCustomizationsTable {
  id: Generated<number>;
  scope_kind: LayoutScopeKind;
  scope_id: number;
  /** Tab id (tactic id of 000 §2, or summary, home, orders). */
  tactic: string;
  /** The layout document as JSON text. */
  document: string;
  version: Generated<number>;
  modified_at: string;
  modified_by: string;
}

/** Every saved version of a customisation. */
export interface LayoutVersionsTable {
  id: Generated<number>;
  customization_id: number;
  version: number;
  document: string;
  saved_at: string;
  saved_by: string;
}

/** Saves and resets of layouts. */
export interface ConfigurabilityLogTable {
  id: Generated<number>;
  at: string;
  user_email: string;
  scope_kind: LayoutScopeKind;
  scope_id: number;
  tactic: string;
  action: 'save' | 'reset';
  summary: Generated<string>;
}

/** Help texts by key: metric field names (`ClickThrough`) and `help.*` keys. */
export interface TooltipsTable {
  key: string;
  title: string;
  message: string;
  /** ISO-8601. */
  updated_at: string;
}

/** An advertiser's fenced place: point and radius, or a GeoJSON Polygon (text). */
export interface GeofencesTable {
  id: Generated<number>;
  advertiser_id: number;
  campaign_id: number | null;
  /** GeoFenceName of the geofence breakdown. */
  name: string;
  /** AddressName of the geofence breakdown. */
  address: string;
  lat: number;
  lon: number;
  /** Metres, for a point fence; null for a polygon. */
  radius_m: number | null;
  /** GeoJSON Polygon text; null for a point fence. */
  polygon: string | null;
}

/** Dashboard share links (migration 0007). Times are epoch milliseconds. */
export interface ShareLinksTable {
  id: Generated<number>;
  short_id: string;
  token_hash: string;
  generation: Generated<number>;
  agency_id: number;
  advertiser_id: number;
  tab: string;
  /** JSON array of campaign ids. */
  campaign_ids: string;
  view_campaign_id: number | null;
  summary_view: number;
  daterange: string;
  start_date: string | null;
  end_date: string | null;
  editable_range: number;
  password_hash: string | null;
  expires_at: number | null;
  revoked_at: number | null;
  created_at: number;
  created_by: number;
  created_by_name: string;
  last_opened_at: number | null;
  open_count: Generated<number>;
}

/** A note on a campaign (migration 0006). Times are ISO-8601 text, `note_date` yyyy-MM-dd; authors by id and name. */
export interface CampaignNotesTable {
  id: Generated<number>;
  campaign_id: number;
  advertiser_id: number;
  note_date: string;
  title: string;
  body: string;
  client_visible: Generated<number>;
  created_at: string;
  created_by_id: number;
  created_by_name: string;
  last_modified_at: string;
  last_modified_by_id: number;
  last_modified_by_name: string;
}

export interface Database {
  settings: SettingsTable;
  themes: ThemesTable;
  agencies: AgenciesTable;
  sub_agencies: SubAgenciesTable;
  stations: StationsTable;
  advertisers: AdvertisersTable;
  products: ProductsTable;
  agency_products: AgencyProductsTable;
  rights: RightsTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
  user_agencies: UserAgenciesTable;
  user_agency_rights: UserAgencyRightsTable;
  user_advertisers: UserAdvertisersTable;
  orders: OrdersTable;
  campaigns: CampaignsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_tokens: LoginTokensTable;
  partner_token_uses: PartnerTokenUsesTable;
  login_attempts: LoginAttemptsTable;
  recent_pages: RecentPagesTable;
  geo_dmas: GeoDmasTable;
  geo_zips: GeoZipsTable;
  fact_daily: FactDailyTable;
  fact_dim_daily: FactDimDailyTable;
  rollup_advertiser_day: RollupAdvertiserDayTable;
  rollup_agency_day: RollupAgencyDayTable;
  benchmarks: BenchmarksTable;
  audience_overlap: AudienceOverlapTable;
  layout_customizations: LayoutCustomizationsTable;
  layout_versions: LayoutVersionsTable;
  configurability_log: ConfigurabilityLogTable;
  tooltips: TooltipsTable;
  geofences: GeofencesTable;
  campaign_notes: CampaignNotesTable;
  share_links: ShareLinksTable;
}
