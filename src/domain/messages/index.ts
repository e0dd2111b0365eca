/**
 * The message catalogue: every user-facing text once, split per area, merged here under one key space. The
 * server's AppError names a key; the client imports the same texts. A test fails when a key repeats across areas
 * or a text is written as a literal anywhere else in `src/`.
 */
import { AUTH_MESSAGES } from './auth';
import { DATA_MESSAGES } from './data';
import { EXPORT_MESSAGES } from './exports';
import { GRAPHQL_MESSAGES } from './graphql';
import { KERNEL_MESSAGES } from './kernel';
import { LAYOUTS_MESSAGES } from './layouts';
import { NOTES_MESSAGES } from './notes';
import { PARAMETER_MESSAGES } from './parameters';
import { SHARE_MESSAGES } from './shares';
import { SPEC_MESSAGES } from './spec';
import { THROTTLE_MESSAGES } from './throttle';
import { UPLOAD_MESSAGES } from './uploads';
import { SYSTEM_MESSAGES } from './system';
import { THEMES_MESSAGES } from './themes';
import { MODULES_MESSAGES } from './modules';
import { USAGE_MESSAGES } from './usage';
import { PUBLISHER_LOGO_MESSAGES } from './publisher-logos';
import { ACCESS_MESSAGES } from './access';
import { MAIL_MESSAGES } from './mail';
import { PASSWORD_MESSAGES } from './passwords';
import { USERS_MESSAGES } from './users';
import { ADMIN_USERS_MESSAGES } from './admin-users';
import { VIEW_AS_MESSAGES } from './view-as';
import { CONTACTS_MESSAGES } from './contacts';
import { AGENCY_ADMIN_MESSAGES } from './agency-admin';
import { LINEAR_ADMIN_MESSAGES } from './linear-admin';
import { TENANTS_MESSAGES } from './tenants';
import { ADVERTISERS_MESSAGES } from './advertisers';
import { CAMPAIGN_MOVES_MESSAGES } from './campaign-moves';
import { CAMPAIGNS_MESSAGES } from './campaigns';
import { CAMPAIGN_HISTORY_MESSAGES } from './campaign-history';
import { CAMPAIGN_ADMIN_MESSAGES } from './campaign-admin';
import { REPORTS_MESSAGES } from './reports';
import { REPORT_SCHEDULE_MESSAGES } from './report-schedule';
import { REPORT_DELIVERY_MESSAGES } from './report-delivery';
import { BUSINESS_REVIEW_MESSAGES } from './business-reviews';
import { CONNECTOR_OAUTH_MESSAGES } from './connector-oauth';
import { CONNECTOR_ANALYTICS_MESSAGES } from './connector-analytics';
import { CONNECTOR_GOOGLE_ADS_MESSAGES } from './connector-google-ads';
import { CONNECTOR_SOCIAL_MESSAGES } from './connector-social';
import { CONNECTOR_SYNC_MESSAGES } from './connector-sync';
import { CONNECTOR_SCREEN_MESSAGES } from './connector-screens';
import { CONNECTOR_LINKING_SCREEN_MESSAGES } from './connector-linking-screens';
import { FRESHNESS_MESSAGES } from './freshness';
import { ALERTS_MESSAGES } from './alerts';
import { HEALTH_MESSAGES } from './health';
import { ALERTS_CLIENT_MESSAGES } from './alerts-client';
import { SALES_MESSAGES } from './sales';
import { SALES_PROPOSAL_MESSAGES } from './sales-proposal';
import { SALES_SCREEN_MESSAGES } from './sales-screens';
import { BATCH_MESSAGES } from './batch';

export * from './spec';

/** The catalogue's areas, in the order they merge (a test proves no key is in two). */
export const MESSAGE_AREAS = {
  spec: SPEC_MESSAGES,
  kernel: KERNEL_MESSAGES,
  auth: AUTH_MESSAGES,
  throttle: THROTTLE_MESSAGES,
  data: DATA_MESSAGES,
  shares: SHARE_MESSAGES,
  exports: EXPORT_MESSAGES,
  parameters: PARAMETER_MESSAGES,
  layouts: LAYOUTS_MESSAGES,
  notes: NOTES_MESSAGES,
  graphql: GRAPHQL_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  system: SYSTEM_MESSAGES,
  themes: THEMES_MESSAGES,
  modules: MODULES_MESSAGES,
  usage: USAGE_MESSAGES,
  publisherLogos: PUBLISHER_LOGO_MESSAGES,
  access: ACCESS_MESSAGES,
  mail: MAIL_MESSAGES,
  passwords: PASSWORD_MESSAGES,
  users: USERS_MESSAGES,
  adminUsers: ADMIN_USERS_MESSAGES,
  viewAs: VIEW_AS_MESSAGES,
  contacts: CONTACTS_MESSAGES,
  agencyAdmin: AGENCY_ADMIN_MESSAGES,
  linearAdmin: LINEAR_ADMIN_MESSAGES,
  tenants: TENANTS_MESSAGES,
  advertisers: ADVERTISERS_MESSAGES,
  campaignMoves: CAMPAIGN_MOVES_MESSAGES,
  campaigns: CAMPAIGNS_MESSAGES,
  campaignHistory: CAMPAIGN_HISTORY_MESSAGES,
  campaignAdmin: CAMPAIGN_ADMIN_MESSAGES,
  reports: REPORTS_MESSAGES,
  reportSchedule: REPORT_SCHEDULE_MESSAGES,
  reportDelivery: REPORT_DELIVERY_MESSAGES,
  businessReviews: BUSINESS_REVIEW_MESSAGES,
  connectorOauth: CONNECTOR_OAUTH_MESSAGES,
  connectorAnalytics: CONNECTOR_ANALYTICS_MESSAGES,
  connectorGoogleAds: CONNECTOR_GOOGLE_ADS_MESSAGES,
  connectorSocial: CONNECTOR_SOCIAL_MESSAGES,
  connectorSync: CONNECTOR_SYNC_MESSAGES,
  connectorScreens: CONNECTOR_SCREEN_MESSAGES,
  connectorLinkingScreens: CONNECTOR_LINKING_SCREEN_MESSAGES,
  freshness: FRESHNESS_MESSAGES,
  alerts: ALERTS_MESSAGES,
  health: HEALTH_MESSAGES,
  alertsClient: ALERTS_CLIENT_MESSAGES,
  sales: SALES_MESSAGES,
  salesProposal: SALES_PROPOSAL_MESSAGES,
  salesScreens: SALES_SCREEN_MESSAGES,
  batch: BATCH_MESSAGES,
} as const;

/** Every text by key. */
export const MESSAGES = {
  ...SPEC_MESSAGES,
  ...KERNEL_MESSAGES,
  ...AUTH_MESSAGES,
  ...THROTTLE_MESSAGES,
  ...DATA_MESSAGES,
  ...SHARE_MESSAGES,
  ...EXPORT_MESSAGES,
  ...PARAMETER_MESSAGES,
  ...LAYOUTS_MESSAGES,
  ...NOTES_MESSAGES,
  ...GRAPHQL_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...SYSTEM_MESSAGES,
  ...THEMES_MESSAGES,
  ...MODULES_MESSAGES,
  ...USAGE_MESSAGES,
  ...PUBLISHER_LOGO_MESSAGES,
  ...ACCESS_MESSAGES,
  ...MAIL_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...USERS_MESSAGES,
  ...ADMIN_USERS_MESSAGES,
  ...VIEW_AS_MESSAGES,
  ...CONTACTS_MESSAGES,
  ...AGENCY_ADMIN_MESSAGES,
  ...LINEAR_ADMIN_MESSAGES,
  ...TENANTS_MESSAGES,
  ...ADVERTISERS_MESSAGES,
  ...CAMPAIGN_MOVES_MESSAGES,
  ...CAMPAIGNS_MESSAGES,
  ...CAMPAIGN_HISTORY_MESSAGES,
  ...CAMPAIGN_ADMIN_MESSAGES,
  ...REPORTS_MESSAGES,
  ...REPORT_SCHEDULE_MESSAGES,
  ...REPORT_DELIVERY_MESSAGES,
  ...BUSINESS_REVIEW_MESSAGES,
  ...CONNECTOR_OAUTH_MESSAGES,
  ...CONNECTOR_ANALYTICS_MESSAGES,
  ...CONNECTOR_GOOGLE_ADS_MESSAGES,
  ...CONNECTOR_SOCIAL_MESSAGES,
  ...CONNECTOR_SYNC_MESSAGES,
  ...CONNECTOR_SCREEN_MESSAGES,
  ...CONNECTOR_LINKING_SCREEN_MESSAGES,
  ...FRESHNESS_MESSAGES,
  ...ALERTS_MESSAGES,
  ...HEALTH_MESSAGES,
  ...ALERTS_CLIENT_MESSAGES,
  ...SALES_MESSAGES,
  ...SALES_PROPOSAL_MESSAGES,
  ...SALES_SCREEN_MESSAGES,
  ...BATCH_MESSAGES,
} as const;

/** One key of the catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of a key with its placeholders filled (a placeholder without a value stays as written). */
export function messageText(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
