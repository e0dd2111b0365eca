import type { Generated } from 'kysely';
import type {
  GeoDmasTable,
  GeoZipsTable,
  FactDailyTable,
  FactDimDailyTable,
  FactDimPeriodTable,
  RollupAdvertiserDayTable,
  RollupAgencyDayTable,
  BenchmarksTable,
  AudienceOverlapTable,
} from './schema-facts';
import type {
  LayoutCustomizationsTable,
  LayoutVersionsTable,
  ConfigurabilityLogTable,
  TooltipsTable,
  GeofencesTable,
  ShareLinksTable,
  CampaignNotesTable,
  AuditLogTable,
  ImagesTable,
  PublisherLogosTable,
  PublisherLogoAliasesTable,
  PublisherLogoPrefixesTable,
  AgencyDisabledModulesTable,
  UsageEventsTable,
} from './schema-content';
import type { MailOutboxTable, UserTokensTable } from './schema-mail';
import type {
  ReportFilesTable,
  ReportRunsTable,
  ReportUnsubscribesTable,
  ScheduledReportAdvertisersTable,
  ScheduledReportsTable,
  SchedulerHeartbeatsTable,
} from './schema-reports';
import type {
  AccountLinksTable,
  ConnectorAccountsTable,
  ConnectorCredentialsTable,
  ConnectorLinksTable,
  ConnectorSyncsTable,
  FeedLoadsTable,
  OauthStatesTable,
  SandboxGrantsTable,
} from './schema-connectors';
import type { AlertClaimsTable, AlertEventsTable, AlertSettingsTable, AlertsTable } from './schema-alerts';
import type { HealthCheckRunsTable, HealthHeartbeatsTable, HealthSlotsTable } from './schema-health';
import type { SalesCallsTable, SalesCustomerContactsTable, SalesCustomersTable } from './schema-sales';

/** Times are epoch milliseconds; calendar dates are 'yyyy-MM-dd' text; flags are 0/1 integers. */
export interface SettingsTable {
  key: string;
  value: string;
}

export interface ThemesTable {
  code: string;
  record: string;
  /** Raised by every write (migration 0013); the theme editor's compare-and-set. */
  version: Generated<number>;
  updated_at: string | null;
  updated_by: string | null;
}

export interface AgenciesTable {
  id: number;
  name: string;
  theme_code: string;
  time_zone: string;
  root_domain: string | null;
  created_at: number;
  /** The agency's own e-mail sender (migration 0014); null: the configured default. */
  mail_from_name: string | null;
  mail_from_address: string | null;
  /** 1 active, 0 inactive (migration 0018). */
  status: Generated<number>;
  updated_at: number | null;
  /** JSON array of allowed recipient domains; null: any (migration 0018). */
  allowed_email_domains: string | null;
  /** CPM, MARKUP or FLAT for new advertisers; null: none set. */
  default_spend_type: string | null;
  default_markup: number | null;
}

export interface SubAgenciesTable {
  id: number;
  agency_id: number;
  name: string;
  status: Generated<number>;
  updated_at: number | null;
  /** JSON array narrowing the agency's list; null: inherit (migration 0018). */
  allowed_email_domains: string | null;
}

export interface StationsTable {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  name: string;
  call_sign: string;
  status: Generated<number>;
  updated_at: number | null;
  /** JSON array narrowing its sub-agency's or agency's list; null: inherit (migration 0018). */
  allowed_email_domains: string | null;
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
  status: Generated<number>;
  updated_at: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  website: string | null;
  phone: string | null;
  spend_type: string | null;
  markup: number | null;
}

/** A contact of an advertiser (migration 0018; 000 §5, 001 §3). */
export interface AdvertiserContactsTable {
  id: Generated<number>;
  advertiser_id: number;
  contact_type: string;
  name: string;
  email: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  user_id: number | null;
  created_at: number;
  updated_at: number;
  updated_by: number | null;
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
  /** ISO-8601 UTC; past it the membership no longer counts (null: no end). */
  expires_at: string | null;
}

export interface UserAgencyRightsTable {
  user_id: number;
  agency_id: number;
  right_code: string;
}

export interface UserAdvertisersTable {
  user_id: number;
  advertiser_id: number;
  /** ISO-8601 UTC; past it the grant no longer counts (null: no end). */
  expires_at: string | null;
}

/** A named bundle of rights within one agency (issue 21). */
export interface AccessGroupsTable {
  id: Generated<number>;
  agency_id: number;
  name: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

export interface AccessGroupRightsTable {
  group_id: number;
  right_code: string;
}

export interface AccessGroupMembersTable {
  group_id: number;
  user_id: number;
}

/** A named set of advertisers of one agency (issue 21). */
export interface AdvertiserGroupsTable {
  id: Generated<number>;
  agency_id: number;
  name: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

export interface AdvertiserGroupMembersTable {
  group_id: number;
  advertiser_id: number;
}

export interface UserAdvertiserGroupsTable {
  user_id: number;
  group_id: number;
  /** ISO-8601 UTC; past it the grant no longer counts (null: no end). */
  expires_at: string | null;
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
  /** Set while hidden (epoch ms; issue 23), with who hid it (e-mail). */
  hidden_at: number | null;
  hidden_by: string | null;
  /** Set while archived (epoch ms), with who archived it and the batch one archive action took. */
  archived_at: number | null;
  archived_by: string | null;
  archive_batch: string | null;
  /** 'all' users of the advertiser, or 'staff' only (an internal campaign). */
  audience: Generated<CampaignAudience>;
  cloned_from: number | null;
  updated_at: number | null;
}

/** Who sees a campaign (issue 23 "edit permissions"). */
export type CampaignAudience = 'all' | 'staff';

/** A move of a campaign between advertisers (issue 23). */
export interface CampaignMovesTable {
  id: Generated<number>;
  campaign_id: number;
  from_advertiser_id: number;
  to_advertiser_id: number;
  /** 1 when the old advertiser's share links keep showing the campaign (the agency's choice). */
  keep_share_links: number;
  moved_at: number;
  moved_by: string;
  undone_at: number | null;
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
  /** The admin who opened this session to view the portal as its user (read-only), or null (migration 0017). */
  view_as_by: number | null;
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

export type * from './schema-facts';
export type * from './schema-content';
export type * from './schema-mail';

export interface Database {
  settings: SettingsTable;
  themes: ThemesTable;
  agencies: AgenciesTable;
  sub_agencies: SubAgenciesTable;
  stations: StationsTable;
  advertisers: AdvertisersTable;
  advertiser_contacts: AdvertiserContactsTable;
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
  access_groups: AccessGroupsTable;
  access_group_rights: AccessGroupRightsTable;
  access_group_members: AccessGroupMembersTable;
  advertiser_groups: AdvertiserGroupsTable;
  advertiser_group_members: AdvertiserGroupMembersTable;
  user_advertiser_groups: UserAdvertiserGroupsTable;
  orders: OrdersTable;
  campaigns: CampaignsTable;
  campaign_moves: CampaignMovesTable;
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
  fact_dim_period: FactDimPeriodTable;
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
  audit_log: AuditLogTable;
  images: ImagesTable;
  publisher_logos: PublisherLogosTable;
  publisher_logo_aliases: PublisherLogoAliasesTable;
  publisher_logo_prefixes: PublisherLogoPrefixesTable;
  agency_disabled_modules: AgencyDisabledModulesTable;
  usage_events: UsageEventsTable;
  mail_outbox: MailOutboxTable;
  user_tokens: UserTokensTable;
  scheduled_reports: ScheduledReportsTable;
  scheduled_report_advertisers: ScheduledReportAdvertisersTable;
  report_runs: ReportRunsTable;
  report_files: ReportFilesTable;
  report_unsubscribes: ReportUnsubscribesTable;
  scheduler_heartbeats: SchedulerHeartbeatsTable;
  connector_credentials: ConnectorCredentialsTable;
  connector_accounts: ConnectorAccountsTable;
  oauth_states: OauthStatesTable;
  account_links: AccountLinksTable;
  connector_links: ConnectorLinksTable;
  connector_syncs: ConnectorSyncsTable;
  feed_loads: FeedLoadsTable;
  sandbox_grants: SandboxGrantsTable;
  alert_settings: AlertSettingsTable;
  alerts: AlertsTable;
  alert_events: AlertEventsTable;
  alert_claims: AlertClaimsTable;
  health_check_runs: HealthCheckRunsTable;
  health_heartbeats: HealthHeartbeatsTable;
  health_slots: HealthSlotsTable;
  sales_customers: SalesCustomersTable;
  sales_customer_contacts: SalesCustomerContactsTable;
  sales_calls: SalesCallsTable;
}
