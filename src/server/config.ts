import path from 'node:path';
import {
  CONNECTOR_IDS,
  CREDENTIAL_KINDS,
  CREDENTIAL_PROVIDERS,
  type ConnectorId,
  type CredentialProvider,
} from '../domain/connectors';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** Settings read from the environment once at start (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  demoScale: 'small' | 'demo' | 'large';
  maintenance: boolean;
  /** Seed demo tenants and sign-ins into an empty database (never in production). */
  seedDemo: boolean;
  production: boolean;
  jwtSecret: string | null;
  partnerSecret: string | null;
  distDir: string;
  /** A superuser created on start when no account has this e-mail (how a production install gets its first admin). */
  admin: { email: string; password: string } | null;
  /** Agency-wide overview calls refuse (501) a caller who sees more advertisers than this, unless filtered. */
  dataVolumeLimit: number;
  /** Where the shipped default layouts live (`<tactic>.json`); read once per app instance. */
  layoutsDir: string;
  /** Proxies whose `X-Forwarded-For` gives the client's address (`TRUST_PROXY`); none by default. */
  trustProxy: TrustProxy;
  /**
   * Warm the export browser at start-up (`WARM_EXPORTS`, on unless "0" or "false"): Chromium is launched and the
   * print page loaded once in the background, so the first export after a start is not the slow one.
   */
  warmExports: boolean;
  /** The e-mail settings (server/mail): `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`. */
  mail: MailConfig;
  /** How long a scheduled report's files are kept for resending (`REPORT_RETENTION_DAYS`). @default 30 */
  reportRetentionDays: number;
  /** External sources (issue 26; docs/connectors.md). */
  connectors: ConnectorConfig;
}

/** One OAuth 2.0 client of a provider: its endpoints and the client's id and secret. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Who consented (e-mail, names, picture). */
  userInfoUrl: string;
}

/** How the portal reaches the sources. */
export interface ConnectorConfig {
  /** `CONNECTOR_KEY`: the key tokens are encrypted with; null: a secret kept in the database. */
  key: string | null;
  /** `CONNECTOR_SANDBOX`: mount the local sandbox of every source (default on unless NODE_ENV=production). */
  sandbox: boolean;
  /** Vendors configured by `OAUTH_<PROVIDER>_{CLIENT_ID,CLIENT_SECRET,AUTHORIZE_URL,TOKEN_URL,REVOKE_URL,USERINFO_URL}`. */
  oauth: Partial<Record<CredentialProvider, OAuthClientConfig>>;
  /** `CONNECTOR_API_<ID>` (id upper-cased, '-' as '_'): a source's API root instead of the sandbox's. */
  apiRoots: Partial<Record<ConnectorId, string>>;
  /** `OAUTH_RETURN_ORIGINS`: origins (besides the portal's own) a grant may return the user to, comma-separated. */
  returnOrigins: string[];
}

/** How e-mail leaves the portal and where its links point. */
export interface MailConfig {
  /** `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); null: `.eml` files under `<DATA_DIR>/outbox`. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender's address when an agency names none. @default "no-reply@localhost" */
  fromAddress: string;
  /**
   * `PUBLIC_URL`: the portal's own address (`https://portal.example.com`), used for links of an agency without a
   * host of its own and to tell which environment's host of a theme to use; null: `http://localhost:PORT`.
   */
  publicUrl: string | null;
}

/** The repository root (this file is src/server/config.ts). */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const SCALES = ['small', 'demo', 'large'] as const;

function parseScale(value: string | undefined): ServerConfig['demoScale'] {
  const scale = (value ?? 'demo').toLowerCase();
  if (!(SCALES as readonly string[]).includes(scale)) {
    throw new Error(`DEMO_SCALE must be one of ${SCALES.join(', ')} (got "${value}")`);
  }
  return scale as ServerConfig['demoScale'];
}

/** `PUBLIC_URL` without a trailing slash; refused at start unless it is an http(s) address. */
function parsePublicUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`PUBLIC_URL must be an http or https address (got "${value}")`);
  }
  return url.origin;
}

/** `REPORT_RETENTION_DAYS`: a whole number of days, 1 or more; 30 when unset. */
function parseRetentionDays(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 30;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`REPORT_RETENTION_DAYS must be a whole number of days, 1 or more (got "${value}")`);
  }
  return days;
}

/** The vendors configured in the environment: all six settings of a provider, or none of it. */
function parseOAuth(env: NodeJS.ProcessEnv): ConnectorConfig['oauth'] {
  const out: ConnectorConfig['oauth'] = {};
  for (const provider of CREDENTIAL_PROVIDERS) {
    if (CREDENTIAL_KINDS[provider] !== 'oauth') continue;
    const at = (name: string): string | undefined =>
      env[`OAUTH_${provider.toUpperCase()}_${name}`]?.trim() || undefined;
    const values = {
      clientId: at('CLIENT_ID'),
      clientSecret: at('CLIENT_SECRET'),
      authorizeUrl: at('AUTHORIZE_URL'),
      tokenUrl: at('TOKEN_URL'),
      revokeUrl: at('REVOKE_URL'),
      userInfoUrl: at('USERINFO_URL'),
    };
    const given = Object.values(values).filter(Boolean).length;
    if (given === 0) continue;
    if (given < 6) {
      throw new Error(
        `OAUTH_${provider.toUpperCase()}_* needs CLIENT_ID, CLIENT_SECRET, AUTHORIZE_URL, TOKEN_URL, REVOKE_URL and USERINFO_URL`,
      );
    }
    out[provider] = values as OAuthClientConfig;
  }
  return out;
}

function parseApiRoots(env: NodeJS.ProcessEnv): ConnectorConfig['apiRoots'] {
  const out: Partial<Record<ConnectorId, string>> = {};
  for (const id of CONNECTOR_IDS) {
    const value = env[`CONNECTOR_API_${id.toUpperCase().replace(/-/g, '_')}`]?.trim();
    if (value) out[id] = value.replace(/\/$/, '');
  }
  return out;
}

function parseConnectors(env: NodeJS.ProcessEnv, production: boolean): ConnectorConfig {
  const sandbox = env.CONNECTOR_SANDBOX?.trim();
  return {
    key: env.CONNECTOR_KEY?.trim() || null,
    sandbox: sandbox ? !['0', 'false'].includes(sandbox.toLowerCase()) : !production,
    oauth: parseOAuth(env),
    apiRoots: parseApiRoots(env),
    returnOrigins: (env.OAUTH_RETURN_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    demoScale: parseScale(env.DEMO_SCALE),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !production,
    production,
    jwtSecret: env.JWT_SECRET || null,
    partnerSecret: env.AH_PARTNER_SECRET || null,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD }
        : null,
    dataVolumeLimit: Number(env.DATA_VOLUME_LIMIT ?? 2000),
    layoutsDir: path.join(REPO_ROOT, 'layouts'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    warmExports: !['0', 'false'].includes((env.WARM_EXPORTS ?? '').trim().toLowerCase()),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      fromAddress: env.MAIL_FROM?.trim() || 'no-reply@localhost',
      publicUrl: parsePublicUrl(env.PUBLIC_URL),
    },
    reportRetentionDays: parseRetentionDays(env.REPORT_RETENTION_DAYS),
    connectors: parseConnectors(env, production),
  };
}
