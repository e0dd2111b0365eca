/**
 * The ten external sources of 001 §1 (issue 26): their ids, how each authenticates, the connection states a screen
 * shows, and the token-expiry warnings. Pure: the registry's manifests (connectors/<id>/manifest.json) carry the
 * per-source facts and this file gives them their types.
 */
import type { LinkingSource } from './account-linking';

/** Connector ids, one per source of 001 §1 (folder names under `connectors/`). */
export const CONNECTOR_IDS = [
  'analytics',
  'ads',
  'ad-manager',
  'search-console',
  'facebook',
  'email-impact',
  'linkedin',
  'youtube-tv',
  'call-rail',
  'site-impact',
] as const;

/** One connector id. */
export type ConnectorId = (typeof CONNECTOR_IDS)[number];

/**
 * Who grants a source's access: an OAuth 2.0 provider (the agency's user consents) or a key/account the agency
 * enters. One agency credential of a provider serves every source of that provider (a Google grant serves analytics,
 * ads, ad manager, search console and YouTube TV, each within its granted scopes).
 */
export const CREDENTIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'callrail', 'siteimpact'] as const;

/** One credential provider. */
export type CredentialProvider = (typeof CREDENTIAL_PROVIDERS)[number];

/** How a provider's credential is obtained. */
export type CredentialKind = 'oauth' | 'api_key' | 'account';

/** Credential kind per provider. */
export const CREDENTIAL_KINDS: Readonly<Record<CredentialProvider, CredentialKind>> = {
  google: 'oauth',
  facebook: 'oauth',
  linkedin: 'oauth',
  callrail: 'account',
  siteimpact: 'api_key',
};

/** Status of an agency credential. `needs_reauth`: the grant was revoked or is invalid; nothing retries it. */
export const CREDENTIAL_STATUSES = ['healthy', 'needs_reauth'] as const;

/** One credential status. */
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** What a source's link objects are, for the setup screens' pickers (001 §3). */
export type LinkObjectKind = 'accounts' | 'properties' | 'views' | 'orders' | 'sites' | 'campaigns' | 'pages';

/** A source's registry manifest (connectors/<id>/manifest.json), React-free so the server reads it. */
export interface ConnectorManifest {
  id: ConnectorId;
  /** The name a user sees. */
  title: string;
  /** The source as 001 §1 names it. */
  specName: string;
  provider: CredentialProvider;
  /** OAuth scopes the source needs of its provider (empty for key and account sources). */
  scopes: string[];
  /** The sections of the account-linking record this source sets (001 §3); none for LinkedIn and YouTube TV. */
  linkingSections: LinkingSource[];
  /** Campaign types (tactics) its data feeds. */
  campaignTypes: string[];
  /** What a user picks when linking. */
  objects: LinkObjectKind[];
  flags: {
    /** Linking starts a backfill of past data. */
    backfill: boolean;
    /** A daily sync keeps linked objects current. */
    dailySync: boolean;
    /** The agency's credentials page manages this provider's credentials. */
    agencyCredential: boolean;
  };
  /** The catalogue operations (001 §7) this source serves: GraphQL names and REST 'METHOD /path' lines. */
  operations: string[];
  /** Requests per minute the backfill planner may spend on this source, and how far back a backfill reaches. */
  budget: { requestsPerMinute: number; backfillDays: number };
  /** Hours after a day ends by which its data is normally in; later is warning, then error (issue 27 reads them). */
  freshness: { warnHours: number; errorHours: number };
}

/**
 * The states a source shows on an advertiser's account-linking page: not linked; linked (nothing synced yet);
 * backfilling (with progress); healthy (data through a date); needs re-authorisation (its credential's grant failed).
 */
export const CONNECTION_STATES = ['not_linked', 'linked', 'backfilling', 'healthy', 'needs_reauth'] as const;

/** One connection state. */
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** The labels users read for each state. */
export const CONNECTION_STATE_LABELS: Readonly<Record<ConnectionState, string>> = {
  not_linked: 'Not linked',
  linked: 'Linked',
  backfilling: 'Backfilling',
  healthy: 'Healthy',
  needs_reauth: 'Needs re-authorisation',
};

/** What a link's sync facts say about its state. */
export interface LinkSyncFacts {
  linked: boolean;
  credentialStatus: CredentialStatus | null;
  backfillComplete: boolean;
  /** A backfill is queued or running. */
  backfilling: boolean;
}

/** The state to show: a failed grant wins, then a running backfill, then whether anything has synced. */
export function connectionState(facts: LinkSyncFacts): ConnectionState {
  if (!facts.linked) return 'not_linked';
  if (facts.credentialStatus === 'needs_reauth') return 'needs_reauth';
  if (facts.backfilling) return 'backfilling';
  return facts.backfillComplete ? 'healthy' : 'linked';
}

/** Days ahead of a grant's expiry at which the connections page warns (issue 26: 14, then 3). */
export const EXPIRY_WARNING_DAYS = [14, 3] as const;

/** A grant's expiry warning: none, 'soon' within 14 days, 'urgent' within 3, 'expired' past it. */
export type ExpiryFlag = 'none' | 'soon' | 'urgent' | 'expired';

const DAY_MS = 86_400_000;

/** The warning a grant expiring at `expiresAt` (epoch ms; null: never) carries at `now`. */
export function expiryFlag(expiresAt: number | null, now: number): ExpiryFlag {
  if (expiresAt === null) return 'none';
  const left = expiresAt - now;
  if (left <= 0) return 'expired';
  if (left <= EXPIRY_WARNING_DAYS[1] * DAY_MS) return 'urgent';
  if (left <= EXPIRY_WARNING_DAYS[0] * DAY_MS) return 'soon';
  return 'none';
}

/** Sync kinds: the first fill after linking, the daily top-up, and a user's "re-sync this range". */
export const SYNC_KINDS = ['backfill', 'daily', 'resync'] as const;

/** One sync kind. */
export type SyncKind = (typeof SYNC_KINDS)[number];

/** Sync job statuses. */
export const SYNC_STATUSES = ['queued', 'running', 'done', 'failed', 'needs_reauth'] as const;

/** One sync status. */
export type SyncStatus = (typeof SYNC_STATUSES)[number];
