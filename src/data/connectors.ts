/**
 * The connector screens' calls (issue 26, 001 §7) and the client cache policies of 001 §9: cache-first for the
 * search console, ads, ad-server results, e-mail-campaign lookups and the account-linking record (whose queries
 * ignore errors), no cache for everything else. The REST answers are read leniently (an array or `{ items }`),
 * since the server helpers shape them in parallel (docs/api/connectors.md lists their shapes).
 */
import type { FetchPolicy, ErrorPolicy } from '@apollo/client';
import type {
  ConnectionState,
  ConnectorId,
  CredentialProvider,
  ExpiryFlag,
  SyncKind,
  SyncStatus,
} from '../domain/connectors';
import { isNoAccountsLinked } from '../domain/account-linking';
import { ApiError } from './api-error';
import { errorText, isRecord, type JsonRecord } from './narrow';
import { apiFetch, jsonBody, sendRequest } from './rest-client';

/** The GraphQL operations answered from the cache when already read (001 §9). */
export const CACHE_FIRST_OPERATIONS: ReadonlySet<string> = new Set([
  'SearchConsoleAccounts',
  'GoogleAdData',
  'AdManagerResults',
  'SiteImpactCampaigns',
  'AccountLinking',
]);

/** The account-linking queries ignore errors (001 §9): a failed read is an empty record, never an error screen. */
const IGNORE_ERRORS: ReadonlySet<string> = new Set(['AccountLinking']);

/** How a connector query is read: its fetch policy and error policy (001 §9). */
export function connectorPolicy(operationName: string): { fetchPolicy: FetchPolicy; errorPolicy: ErrorPolicy } {
  return {
    fetchPolicy: CACHE_FIRST_OPERATIONS.has(operationName) ? 'cache-first' : 'network-only',
    errorPolicy: IGNORE_ERRORS.has(operationName) ? 'ignore' : 'none',
  };
}

/**
 * A search whose older answers are dropped once a newer search started (001 §9: the ad-server order search).
 * `run(search)` resolves with the answer, or with `undefined` when a later call superseded it.
 */
export function latestOnly<A, R>(call: (arg: A) => Promise<R>): (arg: A) => Promise<R | undefined> {
  let generation = 0;
  return async (arg) => {
    const mine = ++generation;
    const answer = await call(arg);
    return mine === generation ? answer : undefined;
  };
}

/** A list answer: an array, `{ items }`, or a 'no accounts linked' message, which counts as empty (001 §8). */
export function listOf(body: unknown): JsonRecord[] {
  if (Array.isArray(body)) return body.filter(isRecord);
  if (isRecord(body)) {
    for (const key of ['items', 'data', 'connections', 'campaigns', 'accounts', 'sources'])
      if (Array.isArray(body[key])) return (body[key] as unknown[]).filter(isRecord);
  }
  return [];
}

/** Calls a list; a 'no accounts linked' answer (any case, as a message or an error) is an empty list. */
export async function fetchList(path: string): Promise<JsonRecord[]> {
  try {
    const body = await apiFetch(path);
    if (isRecord(body) && typeof body.message === 'string' && isNoAccountsLinked(body.message)) return [];
    return listOf(body);
  } catch (error) {
    if (error instanceof ApiError && isNoAccountsLinked(error.message)) return [];
    throw error;
  }
}

const text = (record: JsonRecord, ...keys: string[]): string => {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '';
};
const maybe = (record: JsonRecord, key: string): string | null => {
  const value = text(record, key);
  return value === '' ? null : value;
};
const count = (record: JsonRecord, key: string): number => {
  const value = Number(record[key]);
  return Number.isFinite(value) ? value : 0;
};

// ---- Sync status of an advertiser's sources (helper E) ----

/** One source of an advertiser as the account-linking page shows it. */
export interface SourceStatus {
  source: ConnectorId;
  state: ConnectionState;
  linkedCount: number;
  daysDone: number;
  daysTotal: number;
  lastSyncAt: string | null;
  dataThrough: string | null;
}

/** One source of the sync status answer: `{ source, state, progress: {daysDone, daysTotal} | null, links, … }`. */
export function readSourceStatus(record: JsonRecord): SourceStatus {
  const progress = isRecord(record.progress) ? record.progress : record;
  return {
    source: text(record, 'source') as ConnectorId,
    state: (text(record, 'state') || 'not_linked') as ConnectionState,
    linkedCount: Array.isArray(record.links) ? record.links.length : count(record, 'linkedCount'),
    daysDone: count(progress, 'daysDone'),
    daysTotal: count(progress, 'daysTotal'),
    lastSyncAt: maybe(record, 'lastSyncAt'),
    dataThrough: maybe(record, 'dataThrough'),
  };
}

export const SYNC_STATUS_KEY = 'connectors/sync-status';

export async function fetchSyncStatus(advertiserId: number): Promise<SourceStatus[]> {
  const body = await apiFetch(`/api/connectors/sync/status?advertiserId=${advertiserId}`);
  return listOf(body).map(readSourceStatus);
}

export async function resyncRange(linkId: number, start: string, end: string): Promise<void> {
  await apiFetch('/api/connectors/sync/resync', jsonBody('POST', { linkId, start, end }));
}

// ---- Agency credentials (helper A, D1, D2) ----

/** An OAuth grant of the agency (never a token). */
export interface AgencyGrant {
  id: string;
  provider: CredentialProvider;
  externalId: string;
  name: string;
  email: string | null;
  pictureUrl: string | null;
  status: 'healthy' | 'needs_reauth';
  expiryFlag: ExpiryFlag;
  grantExpiresAt: string | null;
  connectionDate: string | null;
  /** The scopes granted (space-separated or a list in the answer). */
  scopes: string[];
  statusReason: string | null;
}

export function readGrant(record: JsonRecord): AgencyGrant {
  const status = text(record, 'status');
  return {
    id: text(record, 'id'),
    provider: text(record, 'provider') as CredentialProvider,
    externalId: text(record, 'googleUserId', 'userId', 'externalId'),
    // The person's name when the provider gave one (the credential's `name` is often the e-mail address).
    name:
      [text(record, 'firstName'), text(record, 'lastName')].filter(Boolean).join(' ') ||
      text(record, 'name', 'email', 'userId', 'externalId'),
    email: maybe(record, 'email'),
    pictureUrl: maybe(record, 'pictureUrl'),
    status: status === 'needs_reauth' ? 'needs_reauth' : 'healthy',
    expiryFlag: (text(record, 'expiryFlag') || 'none') as ExpiryFlag,
    grantExpiresAt: maybe(record, 'grantExpiresAt'),
    connectionDate: maybe(record, 'connectionDate') ?? maybe(record, 'createdAt'),
    scopes: Array.isArray(record.scopes)
      ? record.scopes.filter((s): s is string => typeof s === 'string')
      : text(record, 'scopes').split(' ').filter(Boolean),
    statusReason: maybe(record, 'statusReason'),
  };
}

export const CREDENTIALS_KEY = 'connectors/credentials';

export async function fetchAgencyGrants(agencyId: number): Promise<AgencyGrant[]> {
  return (await fetchList(`/api/connections/credentials?agencyId=${agencyId}`))
    .map(readGrant)
    .filter((grant) => grant.provider === 'google' || grant.provider === 'facebook' || grant.provider === 'linkedin');
}

/** Starts an OAuth grant; answers the consent page's address. A shared grant token replaces the session. */
export async function startGrant(input: {
  provider: CredentialProvider;
  agencyId: number;
  returnTo: string;
  token?: string;
}): Promise<string> {
  const init = jsonBody('POST', input);
  const { body, ok, status } = await sendRequest('/api/oauth/start', init, { auth: input.token === undefined });
  const error = errorText(body);
  if (error || !ok) throw new ApiError(error ?? `Request failed (${status})`, status, body);
  const url = isRecord(body) ? text(body, 'url') : '';
  if (!url) throw new ApiError(`Request failed (${status})`, status, body);
  return url;
}

/** Removes a grant (revoked at the provider first), through each provider's own call (LinkedIn: the generic one). */
export async function removeGrant(agencyId: number, grant: AgencyGrant): Promise<void> {
  if (grant.provider === 'google') {
    const query = new URLSearchParams({ agencyId: String(agencyId), googleUserId: grant.externalId });
    await apiFetch(`/api/googleCredentialsRemoveTokensNew/?${query.toString()}`);
    return;
  }
  if (grant.provider === 'linkedin') {
    await apiFetch(
      '/api/connections/credentials/remove',
      jsonBody('POST', { agencyId, provider: 'linkedin', id: grant.id }),
    );
    return;
  }
  await apiFetch('/api/removeFacebookCredential', jsonBody('POST', { agencyId, id: grant.id }));
}

/** The shared Google grant link (7 days). */
export async function createSharedGoogleLink(
  agencyId: number,
): Promise<{ link: string; linkNew: string | null; expiresAt: string | null }> {
  const body = await apiFetch('/api/getGoogleCredentialsLink', jsonBody('POST', { agencyId }));
  const record = isRecord(body) ? body : {};
  return { link: text(record, 'link'), linkNew: maybe(record, 'linkNew'), expiresAt: maybe(record, 'expiresAt') };
}

/** What the public grant page learns of a shared grant token. */
export interface SharedGrantCheck {
  valid: boolean;
  agencyName: string;
  /** Who shared the link, and the server's refusal ('getSharedGoogleCredentials failed') when it is not valid. */
  sharedBy?: string;
  reason?: string;
}

export async function checkSharedGrant(agencyId: number, token: string, email: string): Promise<SharedGrantCheck> {
  const { ok, body } = await sendRequest(
    '/api/checkGoogleOAuthNew',
    jsonBody('POST', { agencyId, token, email }),
    { auth: false },
  );
  const record = isRecord(body) ? body : {};
  if (!ok || errorText(body)) return { valid: false, agencyName: '', reason: errorText(body) };
  return {
    valid: record.valid !== false,
    agencyName: text(record, 'agencyName', 'name'),
    sharedBy: text(record, 'sharedBy'),
  };
}

/** A Site Impact API key of the agency (masked). */
export interface SiteImpactKey {
  id: string;
  name: string;
  apiKey: string;
}

export const SITE_IMPACT_KEY = 'connectors/site-impact-keys';

export async function fetchSiteImpactKeys(agencyId: number): Promise<SiteImpactKey[]> {
  return (await fetchList(`/api/getSiteImpactCredential/?id=${agencyId}`)).map((r) => ({
    id: text(r, 'id', 'Id'),
    name: text(r, 'name', 'Name', 'accountName'),
    apiKey: text(r, 'apiKey', 'ApiKey'),
  }));
}

export async function addSiteImpactKey(agencyId: number, name: string, apiKey: string): Promise<void> {
  await apiFetch('/api/addSiteImpactCredential', jsonBody('POST', { id: agencyId, name, apiKey }));
}

/** Renames a key (`name` is its current label, `newName` the new one) and/or replaces its API key. */
export async function editSiteImpactKey(
  agencyId: number,
  currentName: string,
  newName: string,
  apiKey: string,
): Promise<void> {
  const change: Record<string, unknown> = { id: agencyId, name: currentName };
  if (newName && newName !== currentName) change.newName = newName;
  if (apiKey) change.apiKey = apiKey;
  await apiFetch('/api/editSiteImpactCredential', jsonBody('PATCH', change));
}

export async function removeSiteImpactKey(agencyId: number, name: string): Promise<void> {
  await apiFetch(`/api/removeSiteImpactCredential/${agencyId}/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

/** A named external account of the agency (LinkedIn ad account, CallRail account). */
export interface AgencyAccount {
  accountId: string;
  name: string;
}

export const ACCOUNTS_KEY = 'connectors/agency-accounts';

export type AccountKind = 'linkedin' | 'call-rail';

const accountBase = (kind: AccountKind, agencyId: number): string =>
  kind === 'linkedin' ? `/api/credential/linkedin/agency/${agencyId}/account` : `/api/credentials/call-rail/${agencyId}`;

export async function fetchAgencyAccounts(kind: AccountKind, agencyId: number): Promise<AgencyAccount[]> {
  return (await fetchList(accountBase(kind, agencyId))).map((r) => ({
    accountId: text(r, 'accountId'),
    name: text(r, 'name', 'accountName'),
  }));
}

export async function addAgencyAccount(kind: AccountKind, agencyId: number, account: AgencyAccount): Promise<void> {
  const body =
    kind === 'linkedin'
      ? { accountId: account.accountId, name: account.name }
      : { accountId: account.accountId, accountName: account.name };
  await apiFetch(accountBase(kind, agencyId), jsonBody('POST', body));
}

export async function removeAgencyAccount(kind: AccountKind, agencyId: number, name: string): Promise<void> {
  await apiFetch(`${accountBase(kind, agencyId)}/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

// ---- Feed tools (helper E) ----

/** A refused line of a CSV import. */
export interface FeedRefusal {
  line: number;
  message: string;
}

export interface FeedImportResult {
  status: 'loaded' | 'refused';
  rowsTotal: number;
  rowsLoaded: number;
  refusals: FeedRefusal[];
}

export function readImportResult(body: unknown): FeedImportResult {
  const record = isRecord(body) ? body : {};
  const refusals = listOf(record.refusals).map((r) => ({ line: count(r, 'line'), message: text(r, 'message', 'error') }));
  return {
    status: refusals.length > 0 || record.status === 'refused' ? 'refused' : 'loaded',
    rowsTotal: count(record, 'rowsTotal'),
    rowsLoaded: count(record, 'rowsLoaded'),
    refusals,
  };
}

/** One imported file of the load history. */
export interface FeedLoad {
  id: string;
  fileName: string;
  status: string;
  rowsTotal: number;
  rowsLoaded: number;
  createdAt: string;
  createdBy: string;
}

export function readFeedLoad(r: JsonRecord): FeedLoad {
  return {
    id: text(r, 'id'),
    fileName: text(r, 'fileName', 'file_name'),
    status: text(r, 'status'),
    rowsTotal: count(r, 'rowsTotal'),
    rowsLoaded: count(r, 'rowsLoaded'),
    createdAt: text(r, 'createdAt', 'created_at'),
    createdBy: text(r, 'createdBy', 'created_by'),
  };
}

/** One linked object with its sync state (the feed tools' sync status). */
export interface FeedConnection {
  linkId: number;
  advertiserId: number;
  advertiserName: string;
  source: ConnectorId;
  externalName: string;
  state: ConnectionState;
  daysDone: number;
  daysTotal: number;
  dataThrough: string | null;
}

/** A `LinkStatus & {advertiserName}` of the feed connections page; progress lives in its `sync`. */
export function readFeedConnection(r: JsonRecord): FeedConnection {
  const sync = isRecord(r.sync) ? r.sync : r;
  return {
    linkId: count(r, 'linkId') || count(r, 'id'),
    advertiserId: count(r, 'advertiserId'),
    advertiserName: text(r, 'advertiserName') || text(r, 'advertiserId'),
    source: text(r, 'source') as ConnectorId,
    externalName: text(r, 'name', 'externalName', 'externalId'),
    state: (text(r, 'state') || 'linked') as ConnectionState,
    daysDone: count(sync, 'daysDone'),
    daysTotal: count(sync, 'daysTotal'),
    dataThrough: maybe(r, 'dataThrough'),
  };
}

// ---- The connections page's further calls (issue 26, session 2) ----

/** Asks Facebook again for a grant's token and profile; a revoked grant comes back needs re-authorisation. */
export async function syncFacebookGrant(agencyId: number, id: string): Promise<AgencyGrant> {
  const body = await apiFetch('/api/syncFacebookCredential', jsonBody('POST', { agencyId, id }));
  return readGrant(isRecord(body) ? body : {});
}

/** Renames an agency account and/or changes its id (LinkedIn: PATCH {accountId, newName}; CallRail: {accountId, accountName}). */
export async function editAgencyAccount(
  kind: AccountKind,
  agencyId: number,
  currentName: string,
  account: AgencyAccount,
): Promise<void> {
  const body =
    kind === 'linkedin'
      ? { accountId: account.accountId, newName: account.name }
      : { accountId: account.accountId, accountName: account.name };
  await apiFetch(`${accountBase(kind, agencyId)}/${encodeURIComponent(currentName)}`, jsonBody('PATCH', body));
}

/** The newest sync job of a feed connection (`sync` of the feed connections answer). */
export interface FeedSyncJob {
  kind: SyncKind;
  status: SyncStatus;
  rangeStart: string | null;
  rangeEnd: string | null;
  daysDone: number;
  daysTotal: number;
  error: string | null;
}

/** The newest sync job of a `readFeedConnection` record, or null when the link has none yet. */
export function readFeedSyncJob(r: JsonRecord): FeedSyncJob | null {
  if (!isRecord(r.sync)) return null;
  const sync = r.sync;
  return {
    kind: (text(sync, 'kind') || 'backfill') as SyncKind,
    status: (text(sync, 'status') || 'queued') as SyncStatus,
    rangeStart: maybe(sync, 'rangeStart'),
    rangeEnd: maybe(sync, 'rangeEnd'),
    daysDone: count(sync, 'daysDone'),
    daysTotal: count(sync, 'daysTotal'),
    error: maybe(sync, 'error'),
  };
}
