/**
 * The portal's side of an OAuth grant (issue 26), with arctic's OAuth2Client (authorization code + PKCE S256):
 * - `start`: a state row (a random nonce bound to the user, the agency and the provider; the PKCE verifier sealed;
 *   ten minutes; used once) and the provider's authorization URL;
 * - `callback`: the state must exist, be unused, unexpired and of this provider, else nothing is stored and the
 *   user returns with `grantError=state`; then the code is exchanged (the verifier proves it is ours), the
 *   provider's userinfo names who consented, the credential is stored (sealed tokens, scopes, expiries, healthy) and
 *   audited, and the user returns to `return_to` with `granted=<provider>`.
 * Return addresses: the portal's own origin or one of OAUTH_RETURN_ORIGINS only.
 */
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { CONNECTOR_LIST } from '../../../../../connectors';
import type { CredentialProvider } from '../../../../domain/connectors';
import type { AuditActor } from '../../../audit/audit-log';
import type { OAuthClientConfig } from '../../../config';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { CredentialStore, type GrantResult } from '../credentials/store';

/** The OAuth providers a grant can be started for. */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'linkedin'] as const satisfies readonly CredentialProvider[];
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** A state row lives this long. */
export const STATE_TTL_MS = 10 * 60_000;

/** Why a grant came back without a credential (the return page's `grantError`). */
export type GrantErrorCode = 'state' | 'denied' | 'failed';

/** Every scope the provider's sources need (one grant serves them all). */
export function scopesOf(provider: CredentialProvider): string[] {
  return [...new Set(CONNECTOR_LIST.filter((c) => c.provider === provider).flatMap((c) => c.scopes))];
}

/** Where the connections page is: the default return of a grant started from a session. */
export const CONNECTIONS_PATH = '/connections';

export interface StartRequest {
  provider: OAuthProvider;
  agencyId: number;
  /** Who the state binds (the signed-in admin, or the shared link's creator). */
  userId: number;
  returnTo: string | null;
  /** The e-mail the granting person expects to use (the provider's login hint). */
  loginHint?: string | null;
}

export class OAuthGrants {
  readonly credentials: CredentialStore;

  constructor(
    private readonly ctx: ServiceContext,
    /** Where a failed exchange is reported (the error's name and OAuth code only: never a token or a code). */
    private readonly warn: (details: Record<string, unknown>, message: string) => void = () => {},
  ) {
    this.credentials = new CredentialStore(ctx);
  }

  #config(provider: CredentialProvider): OAuthClientConfig {
    const config = this.ctx.connectors.endpoints.oauth(provider);
    if (!config) throw new AppError(503, 'oauthProviderUnavailable');
    return config;
  }

  #client(provider: CredentialProvider): { client: OAuth2Client; config: OAuthClientConfig } {
    const config = this.#config(provider);
    return {
      client: new OAuth2Client(
        config.clientId,
        config.clientSecret,
        this.ctx.connectors.endpoints.redirectUri(provider),
      ),
      config,
    };
  }

  /** A checked return address (absolute), or 400 for one outside the allowed origins. */
  returnAddress(returnTo: string | null | undefined, fallbackPath: string): string {
    const base = this.ctx.connectors.endpoints.base();
    if (!returnTo) return `${base}${fallbackPath}`;
    let url: URL;
    try {
      url = new URL(returnTo, `${base}/`);
    } catch {
      throw new AppError(400, 'oauthReturnRefused');
    }
    const allowed = [new URL(base).origin, ...this.ctx.config.connectors.returnOrigins.map(originOf)];
    if (!/^https?:$/.test(url.protocol) || !allowed.includes(url.origin)) throw new AppError(400, 'oauthReturnRefused');
    return url.toString();
  }

  /** Starts a grant: stores the state and answers the provider's authorization URL. */
  async start(request: StartRequest): Promise<{ url: string; expiresAt: string }> {
    const { client, config } = this.#client(request.provider);
    const state = generateState();
    const verifier = generateCodeVerifier();
    const now = this.ctx.now();
    const returnTo = this.returnAddress(request.returnTo, CONNECTIONS_PATH);
    await this.ctx.db
      .insertInto('oauth_states')
      .values({
        state,
        provider: request.provider,
        user_id: request.userId,
        agency_id: request.agencyId,
        code_verifier_enc: this.ctx.connectors.vault.seal(verifier),
        redirect_uri: this.ctx.connectors.endpoints.redirectUri(request.provider),
        return_to: returnTo,
        created_at: now,
        expires_at: now + STATE_TTL_MS,
        used_at: null,
      })
      .execute();
    // Old states are of no use to anyone: dropped as new ones come.
    await this.ctx.db
      .deleteFrom('oauth_states')
      .where('expires_at', '<', now - STATE_TTL_MS)
      .execute();
    const url = client.createAuthorizationURLWithPKCE(
      config.authorizeUrl,
      state,
      CodeChallengeMethod.S256,
      verifier,
      scopesOf(request.provider),
    );
    if (request.provider === 'google') {
      // Google sends a refresh token only for offline access, and again only when asked to show consent.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
    }
    if (request.loginHint) url.searchParams.set('login_hint', request.loginHint);
    return { url: url.toString(), expiresAt: new Date(now + STATE_TTL_MS).toISOString() };
  }

  /**
   * The provider's return: answers where to send the browser. A bad state stores nothing and returns to the
   * connections page (no return address can be trusted without it).
   */
  async callback(provider: string, query: { code?: string; state?: string; error?: string }): Promise<string> {
    const base = this.ctx.connectors.endpoints.base();
    const refuse = (to: string, code: GrantErrorCode) => withParams(to, { grantError: code, provider });
    if (!isOAuthProvider(provider) || !query.state) return refuse(`${base}${CONNECTIONS_PATH}`, 'state');
    const now = this.ctx.now();
    const row = await this.ctx.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', query.state)
      .executeTakeFirst();
    if (!row || row.provider !== provider || row.used_at !== null || row.expires_at <= now)
      return refuse(`${base}${CONNECTIONS_PATH}`, 'state');
    // Used once: the conditional update wins for exactly one of two racing callbacks.
    const claimed = await this.ctx.db
      .updateTable('oauth_states')
      .set({ used_at: now })
      .where('state', '=', row.state)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    const returnTo = row.return_to ?? `${base}${CONNECTIONS_PATH}`;
    if (Number(claimed.numUpdatedRows) === 0) return refuse(returnTo, 'state');
    if (query.error || !query.code) return refuse(returnTo, query.error === 'access_denied' ? 'denied' : 'failed');
    let grant: GrantResult;
    try {
      grant = await this.#exchange(
        provider,
        row.agency_id,
        query.code,
        this.ctx.connectors.vault.open(row.code_verifier_enc),
      );
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string };
      this.warn(
        { provider, agencyId: row.agency_id, error: name ?? 'Error', code: code ?? null },
        'OAuth grant failed',
      );
      return refuse(returnTo, 'failed');
    }
    const actor = await this.#actor(row.user_id);
    await this.credentials.storeGrant(grant, actor);
    return withParams(returnTo, { granted: provider });
  }

  async #actor(userId: number): Promise<AuditActor> {
    const user = await this.ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return { id: user?.id ?? userId, email: user?.email ?? 'unknown' };
  }

  async #exchange(provider: OAuthProvider, agencyId: number, code: string, verifier: string): Promise<GrantResult> {
    const { client, config } = this.#client(provider);
    const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, verifier);
    const now = this.ctx.now();
    const data = tokens.data as Record<string, unknown>;
    const profile = await fetchProfile(config.userInfoUrl, tokens.accessToken());
    return {
      agencyId,
      provider,
      ...profile,
      scopes: tokens.hasScopes() ? tokens.scopes() : scopesOf(provider),
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      accessExpiresAt: 'expires_in' in data ? now + tokens.accessTokenExpiresInSeconds() * 1000 : null,
      grantExpiresAt:
        typeof data.refresh_token_expires_in === 'number' ? now + data.refresh_token_expires_in * 1000 : null,
    };
  }

  /** The provider's profile of a credential's user again (the Facebook sync). */
  async profile(provider: CredentialProvider, accessToken: string) {
    return fetchProfile(this.#config(provider).userInfoUrl, accessToken);
  }
}

/** Who consented, from the provider's userinfo (OpenID Connect claim names). */
export interface ProviderProfileAnswer {
  externalId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

/** A provider that no longer accepts the access token (revoked): the credential needs a new grant. */
export class ProfileRefused extends Error {
  override readonly name = 'ProfileRefused';
}

export async function fetchProfile(url: string, accessToken: string): Promise<ProviderProfileAnswer> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403) throw new ProfileRefused(`userinfo ${response.status}`);
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
  const externalId = text(body.sub) ?? text(body.id);
  if (!externalId) throw new Error('userinfo named no user');
  return {
    externalId,
    email: text(body.email),
    firstName: text(body.given_name),
    lastName: text(body.family_name),
    pictureUrl: text(body.picture),
  };
}

function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return text;
  }
}

function withParams(address: string, values: Record<string, string>): string {
  const url = new URL(address);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}
