/**
 * What every service is built from: the database, the configuration, the clock and the foundation services (auth,
 * tenancy, themes, the response cache, layouts). Area services take this, never the whole AppContext, so the app
 * context (src/server/context.ts), which holds the area services, imports them without an import circle.
 */
import type { SessionUser } from '../../domain/user';
import type { AuditLog } from '../audit/audit-log';
import type { Grant, GrantTokens } from '../auth/grants';
import type { SessionStore } from '../auth/sessions';
import type { SessionUserLoader } from '../auth/session-user';
import type { LoginThrottle } from '../auth/throttle';
import type { AccessTokens } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { LayoutService } from '../services/layouts';
import type { ResponseCache } from '../services/response-cache';
import type { ThemeStore } from '../services/themes';
import type { ConnectorEndpoints } from '../areas/connectors/endpoints';
import type { SandboxTokenBook } from '../sandbox/tokens';
import type { TokenVault } from './vault';

/** The foundation every service is built from, built first and once per app instance (no module-level state). */
export interface ServiceContext {
  db: Db;
  config: ServerConfig;
  tokens: AccessTokens;
  sessions: SessionStore;
  users: SessionUserLoader;
  throttle: LoginThrottle;
  themes: ThemeStore;
  /** Response cache keyed by request and data generation (shared by the data calls). */
  cache: ResponseCache;
  /** Dashboard layouts: default files ← agency ← advertiser customisations. */
  layouts: LayoutService;
  /** Share-link guest and export tokens. */
  grants: GrantTokens;
  partnerSecret: string;
  /** The append-only log every admin change writes (audit/audit-log.ts). */
  audit: AuditLog;
  now: () => number;
  /** External sources (issue 26): the token vault, where providers and sources answer, the sandbox's grant book. */
  connectors: {
    vault: TokenVault;
    endpoints: ConnectorEndpoints;
    /** Null unless the sandbox is mounted (CONNECTOR_SANDBOX). */
    sandbox: SandboxTokenBook | null;
  };
}

/** The signed-in caller of a request. */
export interface Caller {
  user: SessionUser;
  sessionId: string;
  /** Set for share-link guests and export renders: what they may read (auth/grants.ts). */
  grant?: Grant;
  /** Set for a view-as session (issue 21 §4): the admin looking, read-only, as `user`. */
  viewAsBy?: number;
}
