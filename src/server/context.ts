import type { SessionUser } from '../domain/user';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { LoginThrottle } from './auth/throttle';
import type { SessionStore } from './auth/sessions';
import type { SessionUserLoader } from './auth/session-user';
import type { AccessTokens } from './auth/tokens';
import type { Grant, GrantTokens } from './auth/grants';
import type { LayoutEditorService } from './services/layout-editor';
import type { ThumbnailService } from './services/thumbnails';
import type { LayoutService } from './services/layouts';
import type { ShareService } from './services/shares';
import type { ExportJobs } from './exports/jobs';
import type { ResponseCache } from './services/response-cache';
import type { ThemeStore } from './services/themes';

/** Everything a route needs, built once per app instance (no module-level state). */
export interface AppContext {
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
  /** The layout editor's saves, resets, restores and history. */
  layoutEditor: LayoutEditorService;
  /** Share-link guest and export tokens. */
  grants: GrantTokens;
  shares: ShareService;
  /** Signed dashboard thumbnails of share links. */
  thumbnails: ThumbnailService;
  /** Dashboard export jobs and the browser pool that renders them. */
  exports: ExportJobs;
  partnerSecret: string;
  now: () => number;
}

/** The signed-in caller of a request. */
export interface Caller {
  user: SessionUser;
  sessionId: string;
  /** Set for share-link guests and export renders: what they may read (auth/grants.ts). */
  grant?: Grant;
}
