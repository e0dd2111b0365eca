/**
 * What a source's adapter authenticates with for an agency credential: its opened secrets (issue 26), the one read
 * every caller goes through. With the connectors' context (the fourth argument: pass the app's `ctx`), an OAuth
 * access token within a minute of its expiry is refreshed first (the provider's token endpoint, arctic's
 * `refreshAccessToken`); a refresh the provider refuses (`invalid_grant`) marks the credential `needs_reauth`
 * (`markNeedsReauth`, audited once), and from then on nothing asks the provider again until a new grant of that
 * user (the grant callback) makes it healthy.
 */
import { OAuth2Client, OAuth2RequestError } from 'arctic';
import type { CredentialProvider } from '../../../domain/connectors';
import { AuditLog } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { TokenVault } from '../../kernel/vault';
import type { ConnectorEndpoints } from './endpoints';
import type { ProviderAuth } from './provider';

/** A credential that cannot be used: missing, or its grant needs renewing. */
export class CredentialUnavailable extends Error {
  override readonly name = 'CredentialUnavailable';
  constructor(
    readonly credentialId: number,
    readonly reason: 'missing' | 'needs_reauth',
  ) {
    super(`credential ${credentialId} is ${reason === 'missing' ? 'gone' : 'waiting for a new grant'}`);
  }
}

/** An access token this close to its expiry (ms) is refreshed before use. */
export const REFRESH_AHEAD_MS = 60_000;

/** What refreshing needs: the app context's connectors and clock (pass `ctx`). */
export interface RefreshContext {
  connectors: { endpoints: ConnectorEndpoints };
  now: () => number;
}

/**
 * The opened secrets of a credential; refuses one that is gone or needs re-authorisation. With `refresh`, an
 * OAuth access token about to expire is renewed first (and a refused renewal marks the credential needs_reauth).
 */
export async function credentialAuth(
  db: Db,
  vault: TokenVault,
  credentialId: number,
  refresh?: RefreshContext,
): Promise<ProviderAuth> {
  const row = await db
    .selectFrom('connector_credentials')
    .select([
      'status',
      'provider',
      'access_token_enc',
      'refresh_token_enc',
      'access_expires_at',
      'scopes',
      'api_key_enc',
      'external_id',
      'kind',
    ])
    .where('id', '=', credentialId)
    .executeTakeFirst();
  if (!row) throw new CredentialUnavailable(credentialId, 'missing');
  if (row.status === 'needs_reauth') throw new CredentialUnavailable(credentialId, 'needs_reauth');
  let accessToken = row.access_token_enc ? openOrNull(vault, row.access_token_enc) : null;
  const due =
    row.kind === 'oauth' &&
    refresh !== undefined &&
    (accessToken === null ||
      (row.access_expires_at !== null && row.access_expires_at - refresh.now() <= REFRESH_AHEAD_MS));
  if (due) accessToken = await refreshAccess(db, vault, credentialId, row, refresh);
  return {
    accessToken,
    apiKey: row.api_key_enc ? vault.open(row.api_key_enc) : null,
    accountId: row.kind === 'oauth' ? null : row.external_id,
  };
}

function openOrNull(vault: TokenVault, sealed: string): string | null {
  try {
    return vault.open(sealed);
  } catch {
    return null;
  }
}

/** Renews the access token with the stored refresh token; a refusal marks the credential and throws. */
async function refreshAccess(
  db: Db,
  vault: TokenVault,
  credentialId: number,
  row: { provider: CredentialProvider; refresh_token_enc: string | null },
  context: RefreshContext,
): Promise<string> {
  const config = context.connectors.endpoints.oauth(row.provider);
  const refreshToken = row.refresh_token_enc ? openOrNull(vault, row.refresh_token_enc) : null;
  if (!config || !refreshToken) {
    await markNeedsReauth(db, credentialId, 'no refresh token', context.now);
    throw new CredentialUnavailable(credentialId, 'needs_reauth');
  }
  const client = new OAuth2Client(config.clientId, config.clientSecret, null);
  try {
    // No scopes: the refreshed token keeps the grant's (RFC 6749 §6).
    const tokens = await client.refreshAccessToken(config.tokenUrl, refreshToken, []);
    const now = context.now();
    const data = tokens.data as Record<string, unknown>;
    await db
      .updateTable('connector_credentials')
      .set({
        access_token_enc: vault.seal(tokens.accessToken()),
        access_expires_at: 'expires_in' in data ? now + tokens.accessTokenExpiresInSeconds() * 1000 : null,
        ...(tokens.hasRefreshToken() ? { refresh_token_enc: vault.seal(tokens.refreshToken()) } : {}),
        ...(typeof data.refresh_token_expires_in === 'number'
          ? { grant_expires_at: now + data.refresh_token_expires_in * 1000 }
          : {}),
        updated_at: now,
      })
      .where('id', '=', credentialId)
      .where('status', '=', 'healthy')
      .execute();
    return tokens.accessToken();
  } catch (error) {
    if (
      error instanceof OAuth2RequestError &&
      (error.code === 'invalid_grant' || error.code === 'unauthorized_client')
    ) {
      await markNeedsReauth(db, credentialId, `refresh refused: ${error.code}`, context.now);
      throw new CredentialUnavailable(credentialId, 'needs_reauth');
    }
    // A network failure or a provider outage: not the grant's fault; the caller retries later.
    throw error;
  }
}

/**
 * Marks a credential as needing a new grant (a refused refresh, or a source that answered 401 to its token: call it
 * with the reason). Only a healthy credential changes, so it is audited once however many callers report it; nothing
 * uses the credential again until its user grants anew. Answers whether this call changed it.
 */
export async function markNeedsReauth(
  db: Db,
  credentialId: number,
  reason: string,
  now: () => number = Date.now,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const changed = await trx
      .updateTable('connector_credentials')
      .set({ status: 'needs_reauth', status_reason: reason.slice(0, 200), updated_at: at })
      .where('id', '=', credentialId)
      .where('status', '=', 'healthy')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    const row = await trx
      .selectFrom('connector_credentials')
      .select(['agency_id', 'provider', 'name', 'external_id'])
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    await new AuditLog(db, now).write(trx, {
      actor: { id: null, email: 'system' },
      agencyId: row.agency_id,
      area: 'connectors',
      objectType: 'credential',
      objectId: credentialId,
      objectLabel: `${row.provider}: ${row.name}`,
      action: 'needs_reauth',
      before: { status: 'healthy' },
      after: { status: 'needs_reauth', reason, externalId: row.external_id },
    });
    return true;
  });
}
