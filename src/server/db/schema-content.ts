/** Layouts, tooltips, geofences, share links and campaign notes (migrations 0004–0008). */
import type { Generated } from 'kysely';

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
  /** 1 while the scope shows this document; 0 after a reset (the scope inherits again; history stays). */
  active: Generated<number>;
}

/** Every saved version of a customisation. */
export interface LayoutVersionsTable {
  id: Generated<number>;
  customization_id: number;
  version: number;
  document: string;
  saved_at: string;
  saved_by: string;
  /** What made this version. */
  action: Generated<'save' | 'reset' | 'restore'>;
  /** For a restore: the version brought back. */
  restored_from: number | null;
  /** What changed against the version before, in words. */
  summary: Generated<string>;
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
  /** E-mail of who last edited it; '' for seeded texts. */
  updated_by: Generated<string>;
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
  /** The order a link of tab `ordersummary` opens (migration 0020); null otherwise. */
  order_id: Generated<number | null>;
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
  /** 1 when written, one more with every edit (optimistic concurrency). */
  version: Generated<number>;
}

/** One admin change (append-only; issue 20). `before`/`after` are JSON text with secrets redacted. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  actor_id: number | null;
  actor_email: string;
  /** The tenant the change concerns; null for portal-wide objects (tooltips, publisher logos). */
  agency_id: number | null;
  area: string;
  object_type: string;
  object_id: string;
  object_label: Generated<string>;
  action: string;
  before: string | null;
  after: string | null;
  /** For a revert: the id of the entry it reverted. */
  reverts: number | null;
}

/** An uploaded picture after re-encoding, addressed by the SHA-256 of its bytes. */
export interface ImagesTable {
  id: string;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  size: number;
  created_at: string;
  created_by: string;
}

/** A publisher's logo (001 §7); aliases and prefixes in their own tables. */
export interface PublisherLogosTable {
  name: string;
  url: string;
  created_at: string;
  updated_at: string;
}

export interface PublisherLogoAliasesTable {
  alias: string;
  logo_name: string;
}

export interface PublisherLogoPrefixesTable {
  prefix: string;
  logo_name: string;
}

/** A module kind an agency has switched off. */
export interface AgencyDisabledModulesTable {
  agency_id: number;
  kind: string;
  disabled_at: string;
  disabled_by: string;
}

/** What the usage reports count. */
export type UsageEventKind = 'sign_in' | 'dashboard_view' | 'export' | 'share_create' | 'share_open' | 'scheduled_run';

/** One counted use of the portal. */
export interface UsageEventsTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  /** yyyy-MM-dd (UTC). */
  day: string;
  agency_id: number | null;
  user_id: number | null;
  advertiser_id: number | null;
  kind: UsageEventKind;
  /** Export or share format (pdf, ppt, xls, csv, link…); null for the others. */
  format: string | null;
}
