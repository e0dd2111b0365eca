import type { LayoutEditorService } from './services/layout-editor';
import type { ThumbnailService } from './services/thumbnails';
import type { ShareService } from './services/shares';
import type { ExportJobs } from './exports/jobs';
import type { ServiceContext } from './kernel/context';
import type { MailService } from './mail/service';
import type { PasswordLinkService } from './areas/passwords/service';
import type { ReportScheduler } from './jobs/scheduler';
import type { ReportWorker } from './areas/reports/delivery/worker';
import type { ConnectorSyncEngine } from './areas/connectors/sync/engine';
import type { AlertEngine } from './areas/alerts/engine';

/** Everything a route needs: the foundation and the area services built on it, once per app instance. */
export interface AppContext extends ServiceContext {
  /** The layout editor's saves, resets, restores and history. */
  layoutEditor: LayoutEditorService;
  shares: ShareService;
  /** Signed dashboard thumbnails of share links. */
  thumbnails: ThumbnailService;
  /** Dashboard export jobs and the browser pool that renders them. */
  exports: ExportJobs;
  /** The portal's e-mail: branded templates, the outbox and its retry loop (server/mail). */
  mail: MailService;
  /** Invitations and password links: `invite(userId, actor, trx?)` for the users area (areas/passwords). */
  invitations: PasswordLinkService;
  /** Scheduled reports' runs: the loop, and `enqueue`/`reschedule` for the report calls (jobs/scheduler.ts). */
  reportScheduler: ReportScheduler;
  /** Scheduled report runs: render, store, e-mail (areas/reports/delivery). */
  reportWorker: ReportWorker;
  /** Connector backfills and daily syncs: the loop and `tick()` (areas/connectors/sync/engine.ts). */
  connectorSync: ConnectorSyncEngine;
  /** Automated alerts: the daily evaluation per agency, its digests, and `tick()`/`evaluateNow` (areas/alerts). */
  alerts: AlertEngine;
}
