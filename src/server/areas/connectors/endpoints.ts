/**
 * Where each provider's OAuth endpoints and each source's API live (issue 26). A provider configured in the settings
 * (`OAUTH_<PROVIDER>_*`, config.ts) uses the vendor's endpoints and client; otherwise, in sandbox mode, the local
 * sandbox mounted under `/sandbox` of this server (src/server/sandbox) with the sandbox client. The base address is
 * the portal's own (`PUBLIC_URL`, else `http://127.0.0.1:PORT`); tests set it once their server listens.
 */
import type { ConnectorId, CredentialProvider } from '../../../domain/connectors';
import type { ConnectorConfig, OAuthClientConfig } from '../../config';

/** The sandbox's OAuth client (the sandbox authorization servers accept exactly this one). */
export const SANDBOX_CLIENT = { clientId: 'sightline-sandbox', clientSecret: 'sightline-sandbox-secret' } as const;

/** Where the sandbox is mounted on the portal's own server. */
export const SANDBOX_PREFIX = '/sandbox';

/** Where an OAuth provider's grant returns (the portal's callback route, one per provider). */
export const OAUTH_CALLBACK_PATH = '/api/oauth/callback';

export class ConnectorEndpoints {
  #base: string | null;

  constructor(
    private readonly config: ConnectorConfig,
    base: string | null,
  ) {
    this.#base = base?.replace(/\/$/, '') ?? null;
  }

  /** Sets the portal's own address (tests, once their server listens on a free port). */
  setBase(url: string): void {
    this.#base = url.replace(/\/$/, '');
  }

  /** The portal's own address. */
  base(): string {
    if (!this.#base) throw new Error('the connectors have no base address yet (PUBLIC_URL, or setBase in tests)');
    return this.#base;
  }

  /** Whether the sandbox answers for a provider: sandbox mode on and no vendor configured. */
  usesSandbox(provider: CredentialProvider): boolean {
    return this.config.sandbox && !this.config.oauth[provider];
  }

  /** The OAuth client and endpoints of a provider; null when neither the vendor nor the sandbox is available. */
  oauth(provider: CredentialProvider): OAuthClientConfig | null {
    const vendor = this.config.oauth[provider];
    if (vendor) return vendor;
    if (!this.config.sandbox) return null;
    const root = `${this.base()}${SANDBOX_PREFIX}/oauth/${provider}`;
    return {
      ...SANDBOX_CLIENT,
      authorizeUrl: `${root}/authorize`,
      tokenUrl: `${root}/token`,
      revokeUrl: `${root}/revoke`,
      userInfoUrl: `${root}/userinfo`,
    };
  }

  /** The redirect URI a provider's grant returns to. */
  redirectUri(provider: CredentialProvider): string {
    return `${this.base()}${OAUTH_CALLBACK_PATH}/${provider}`;
  }

  /** The API root of a source: the vendor's (`CONNECTOR_API_<ID>`) or the sandbox's. */
  apiRoot(source: ConnectorId): string {
    return this.config.apiRoots[source] ?? `${this.base()}${SANDBOX_PREFIX}/api/${source}`;
  }
}
