/** Connector credentials, links, syncs and feed loads (migration 0022, issue 26). Times epoch ms; days yyyy-MM-dd. */
import type { Generated } from 'kysely';
import type {
  ConnectorId,
  CredentialKind,
  CredentialProvider,
  CredentialStatus,
  LinkObjectKind,
  SyncKind,
  SyncStatus,
} from '../../domain/connectors';

export interface ConnectorCredentialsTable {
  id: Generated<number>;
  agency_id: number;
  provider: CredentialProvider;
  kind: CredentialKind;
  /** The provider's id of what was granted: the Google/Facebook/LinkedIn user, the Site Impact key id, the CallRail account. */
  external_id: string;
  /** What users see: the grant's e-mail or the key's or account's name. */
  name: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  picture_url: string | null;
  /** Granted scopes, space-separated. */
  scopes: Generated<string>;
  /** Encrypted (kernel/vault.ts); never sent to a client. */
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  api_key_enc: string | null;
  access_expires_at: number | null;
  /** When the grant itself (refresh or long-lived token) expires; the connections page warns 14 and 3 days ahead. */
  grant_expires_at: number | null;
  status: Generated<CredentialStatus>;
  status_reason: string | null;
  key_source: string | null;
  version: Generated<number>;
  created_at: number;
  created_by: number;
  updated_at: number;
}

export interface ConnectorAccountsTable {
  id: Generated<number>;
  agency_id: number;
  provider: CredentialProvider;
  credential_id: number | null;
  account_id: string;
  name: string;
  created_at: number;
  updated_at: number;
}

export interface OauthStatesTable {
  state: string;
  provider: CredentialProvider;
  user_id: number;
  agency_id: number;
  code_verifier_enc: string;
  redirect_uri: string;
  return_to: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AccountLinksTable {
  advertiser_id: number;
  /** JSON: the record's sections (001 §3), without id and Version. */
  record: string;
  version: Generated<number>;
  updated_at: number;
  updated_by: number | null;
}

export interface ConnectorLinksTable {
  id: Generated<number>;
  advertiser_id: number;
  agency_id: number;
  source: ConnectorId;
  object_kind: LinkObjectKind;
  external_id: string;
  external_name: string;
  /** The external account (or key, page owner) the object belongs to. */
  account_id: string | null;
  credential_id: number | null;
  /** The campaign (campaigns.id) the object's data lands in; null for objects that hold no data themselves. */
  campaign_id: number | null;
  campaign_type: string | null;
  connected_at: number;
  /** E-mail of who linked it. */
  connected_by: string;
  removed_at: number | null;
  removed_by: string | null;
  backfill_complete: Generated<number>;
  last_sync_at: number | null;
  /** The last day (yyyy-MM-dd) the stored data covers. */
  data_through: string | null;
  last_error: string | null;
}

export interface ConnectorSyncsTable {
  id: Generated<number>;
  link_id: number;
  source: ConnectorId;
  kind: SyncKind;
  status: SyncStatus;
  range_start: string;
  range_end: string;
  days_total: number;
  days_done: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_until: number | null;
  error: string | null;
  requested_by: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface FeedLoadsTable {
  id: Generated<number>;
  agency_id: number | null;
  file_name: string;
  status: 'loaded' | 'refused';
  rows_total: Generated<number>;
  rows_loaded: Generated<number>;
  /** JSON: [{ line, message }]. */
  refusals: Generated<string>;
  created_at: number;
  created_by: number;
}

/** A grant of the connector sandbox's authorization servers (migration 0023, src/server/sandbox/tokens.ts). */
export interface SandboxGrantsTable {
  /** The grant id its signed tokens carry. */
  id: string;
  provider: CredentialProvider;
  /** The sandbox user's id at the provider. */
  subject: string;
  /** Space-separated. */
  scopes: string;
  created_at: number;
  /** When the grant ends (Facebook, LinkedIn); null: until revoked. */
  expires_at: number | null;
  revoked_at: number | null;
}
