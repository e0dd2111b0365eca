import { createHash } from 'node:crypto';
import { validateLayout } from '../domain/layout/validate';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_OFFLINE } from '../domain/messages';
import { installGuard } from './kernel/guard';
import { isUnder, routePathOf } from './kernel/request-path';
import { secretKeys } from './auth/secret-keys';
import { sharedSecret } from './auth/secrets';
import { SessionUserLoader } from './auth/session-user';
import { SessionStore } from './auth/sessions';
import { LoginThrottle, type ThrottleLimits } from './auth/throttle';
import { GrantTokens } from './auth/grants';
import { AccessTokens } from './auth/tokens';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { ServiceContext } from './kernel/context';
import type { Db } from './db/database';
import { registerGraphql } from './graphql/index';
import { registerAuthRoutes } from './http/auth';
import { registerBrandRoutes } from './http/brand';
import { registerPingRoute } from './http/ping';
import { installRequestAbort } from './kernel/request-abort';
import { installRestErrors } from './kernel/rest-errors';
import { healthHandler } from './kernel/database-outage';
import { registerSpa } from './http/spa';
import { registerTooltipArea } from './areas/tooltips/routes';
import { registerAuditArea } from './areas/audit/routes';
import { registerUserRoutes } from './http/user';
import { registerPerformanceRoutes } from './http/performance';
import { registerOrderRoutes } from './http/orders';
import { registerOverviewRoutes } from './http/overview';
import { registerGeoRoutes } from './http/geo';
import { registerBinaryExportRoutes } from './http/exports';
import { registerOpenApi } from './http/openapi';
import { LayoutEditorService } from './services/layout-editor';
import { ThumbnailService } from './services/thumbnails';
import { LayoutService } from './services/layouts';
import { ResponseCache } from './services/response-cache';
import { ShareService } from './services/shares';
import { ThemeStore } from './services/themes';
import { registerShareRoutes } from './http/shares';
import { registerExportJobRoutes } from './http/export-jobs';
import { ExportJobs } from './exports/jobs';
import { AuditLog } from './audit/audit-log';
import { registerImagePipeline } from './uploads/images';
import { registerUsageRoutes } from './areas/usage/routes';
import { registerModuleRoutes } from './areas/modules/routes';
import { registerCacheRoutes } from './areas/cache/routes';
import { registerPublisherLogoRoutes } from './areas/publisher-logos/routes';
import { registerAdvertiserLogoRoutes } from './areas/advertiser-logo/routes';
import { registerThemeRoutes } from './areas/themes/routes';
import { registerAccessRoutes } from './areas/access/routes';
import { MailService, type MailServiceOptions } from './mail/service';
import { PasswordLinkService } from './areas/passwords/service';
import { registerPasswordRoutes } from './areas/passwords/routes';
import { registerUserAdminRoutes } from './areas/users/routes';
import { registerTenantArea } from './areas/tenants/routes';
import { registerAdvertiserArea } from './areas/advertisers/routes';
import { registerCampaignMoveArea } from './areas/campaigns/move-routes';
import { registerCampaignStateArea } from './areas/campaigns/state-routes';
import { CampaignReverts } from './areas/campaigns/facets';
import { registerCampaignHistoryArea } from './areas/campaigns/history-routes';
import { registerBusinessReviewArea } from './areas/reports/business-review/routes';
import { BusinessReviewBuilder } from './areas/reports/business-review/builder';
import { ReportScheduler, type ReportSchedulerOptions } from './jobs/scheduler';
import type { RunWorker } from './jobs/types';
import { ReportWorker } from './areas/reports/delivery/worker';
import { registerReportDeliveryRoutes } from './areas/reports/delivery/routes';
import { registerScheduledReportArea } from './areas/reports/routes';
import type { RunQueue } from './jobs/types';
import { ConnectorEndpoints } from './areas/connectors/endpoints';
import { SandboxTokenBook } from './sandbox/tokens';
import { registerSandbox } from './sandbox';
import { registerOAuthArea } from './areas/connectors/oauth/routes';
import { registerImpactArea } from './areas/connectors/impact/routes';
import { registerCallRailArea } from './areas/connectors/call-rail/routes';
import { registerAnalyticsArea } from './areas/connectors/analytics/routes';
import { registerSocialConnectorArea } from './areas/connectors/social/routes';
import { TokenVault } from './kernel/vault';
import { registerGoogleSourceRoutes } from './areas/connectors/google-ads/routes';
import { ConnectorSyncEngine, type ConnectorSyncOptions } from './areas/connectors/sync/engine';
import { registerConnectorSyncArea } from './areas/connectors/sync/routes';
import { registerFeedToolsArea } from './areas/connectors/feed/routes';
import { AlertEngine, type AlertEngineOptions } from './areas/alerts/engine';
import { registerAlertArea } from './areas/alerts/routes';
import { registerHealthArea } from './areas/health/routes';
import { registerSalesArea } from './areas/sales/routes';
import { registerBatchArea } from './areas/batch/routes';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean | { level: string };
  now?: () => number;
  throttleLimits?: ThrottleLimits;
  /**
   * Checks a stored layout customisation before it is served (the layout schema's validator); one it rejects is
   * skipped and the next level of the chain applies. Without it, every stored customisation that parses is served.
   */
  validateLayout?: (document: unknown) => boolean;
  /** The mail service's transport, retry schedule and loop interval instead of the configured ones (tests). */
  mail?: Partial<MailServiceOptions>;
  /** Forgot-password limits instead of FORGOT_LIMITS (tests). */
  forgotLimits?: ThrottleLimits;
  /**
   * The report scheduler (issue 25): `autoStart: false` leaves the loop off (tests call `ctx.reportScheduler.tick()`
   * with a moved clock); `worker` instead of the app's report worker; the other options as ReportScheduler's.
   */
  scheduler?: { autoStart?: boolean; worker?: RunWorker } & Partial<ReportSchedulerOptions>;
  /** The queue the report calls start runs on instead of the scheduler (tests observe it). */
  reportQueue?: RunQueue;
  /** Connectors (issue 26): `base`, the portal's own address the sandbox answers on (tests set it after listen). */
  connectors?: { base?: string };
  /** The connector sync engine (issue 26): `autoStart: false` leaves its loop off (tests call `tick()`). */
  connectorSync?: { autoStart?: boolean } & Partial<ConnectorSyncOptions>;
  /** Automated alerts (issue 27): `autoStart: false` leaves the daily loop off (tests call `ctx.alerts.tick()`). */
  alerts?: { autoStart?: boolean } & Partial<AlertEngineOptions>;
  /** Health checks (issue 27): `autoStart: false` leaves their schedule off (tests run them through the calls). */
  health?: { autoStart?: boolean; instanceId?: string };
}

/** Builds the whole HTTP surface on a ready (migrated) database; `main.ts` and the tests both use it. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, config } = options;
  const now = options.now ?? Date.now;
  const users = new SessionUserLoader(db, now);
  const jwtSecret = await sharedSecret(db, secretKeys.jwt, config.jwtSecret);
  const foundation: ServiceContext = {
    db,
    config,
    now,
    tokens: new AccessTokens(jwtSecret, now),
    grants: new GrantTokens(jwtSecret, now),
    sessions: new SessionStore(db, now),
    users,
    throttle: new LoginThrottle(db, options.throttleLimits, now),
    themes: new ThemeStore(db),
    cache: new ResponseCache(db),
    layouts: new LayoutService({
      db,
      users,
      layoutsDir: config.layoutsDir,
      validate: options.validateLayout ?? ((document: unknown) => validateLayout(document).ok),
      // Called only while serving requests, after `app` below exists.
      warn: (details, message) => app.log.warn(details, message),
    }),
    partnerSecret: await sharedSecret(db, secretKeys.partner, config.partnerSecret),
    audit: new AuditLog(db, now),
    connectors: {
      vault: await TokenVault.forDatabase(db, config.connectors.key),
      endpoints: new ConnectorEndpoints(
        config.connectors,
        options.connectors?.base ?? config.mail.publicUrl ?? `http://127.0.0.1:${config.port}`,
      ),
      sandbox: config.connectors.sandbox ? await SandboxTokenBook.forDatabase(db, config.connectors.key, now) : null,
    },
  };
  // The area services are built on the foundation, in the order they need each other.
  const exports = new ExportJobs(foundation, { log: (error) => app.log.error({ err: error }, 'export failed') });
  // Logs only once the loop runs or a request sends, after `app` below exists.
  const mail = new MailService(foundation, {
    ...options.mail,
    log: options.mail?.log ?? {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
      error: (details, message) => app.log.error(details, message),
    },
  });
  // Scheduled report runs (issue 25): dashboards through the export pipeline, business reviews from their builder.
  const reportWorker = new ReportWorker(foundation, {
    exports,
    mail,
    businessReviews: new BusinessReviewBuilder(foundation, exports),
    log: (details, message) => app.log.info(details, message),
  });
  const ctx: AppContext = {
    ...foundation,
    exports,
    mail,
    reportWorker,
    reportScheduler: new ReportScheduler(foundation, options.scheduler?.worker ?? reportWorker, {
      ...options.scheduler,
      log: options.scheduler?.log ?? {
        info: (details, message) => app.log.info(details, message),
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    }),
    connectorSync: new ConnectorSyncEngine(foundation, {
      ...options.connectorSync,
      log: options.connectorSync?.log ?? {
        info: (details, message) => app.log.info(details, message),
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    }),
    alerts: new AlertEngine(foundation, mail, {
      ...options.alerts,
      log: options.alerts?.log ?? {
        info: (details, message) => app.log.info(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    }),
    invitations: new PasswordLinkService(foundation, mail, options.forgotLimits),
    shares: new ShareService(foundation),
    thumbnails: new ThumbnailService(
      { ...foundation, exports },
      createHash('sha256').update(`thumbnail|${jwtSecret}`).digest(),
    ),
    layoutEditor: new LayoutEditorService({
      db,
      users,
      layouts: foundation.layouts,
      now: () => new Date(now()),
      audit: foundation.audit,
    }),
  };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Publisher logos may be given as https addresses (001 §7 createPublisherLogo).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.production,
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = routePathOf(request);
    if (config.maintenance && (isUnder(path, '/api') || isUnder(path, '/graph'))) {
      return reply.status(417).type('text/plain').send(API_OFFLINE);
    }
  });
  installRestErrors(app);
  installRequestAbort(app);
  installGuard(app, ctx);
  await registerOpenApi(app);
  await registerImagePipeline(app, db);
  app.get('/api/health', { config: { public: true } }, healthHandler(db, now));
  registerPingRoute(app);
  registerAuthRoutes(app, ctx);
  registerTenantArea(app, ctx);
  registerUserRoutes(app, ctx);
  registerAuditArea(app, ctx);
  registerTooltipArea(app, ctx);
  registerPerformanceRoutes(app, ctx);
  registerBatchArea(app); // A dashboard's data calls in one request (issue 29).
  registerOrderRoutes(app, ctx);
  registerOverviewRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  registerBinaryExportRoutes(app, ctx);
  registerShareRoutes(app, ctx);
  registerExportJobRoutes(app, ctx);
  app.addHook('onClose', async () => ctx.exports.close());
  registerBrandRoutes(app, ctx);
  // System Admin areas (issue 20).
  registerPublisherLogoRoutes(app, ctx);
  registerAdvertiserLogoRoutes(app, ctx);
  registerThemeRoutes(app, ctx);
  registerModuleRoutes(app, ctx);
  registerCacheRoutes(app, ctx);
  registerUsageRoutes(app, ctx);
  registerBusinessReviewArea(app, ctx);
  // Users, rights and groups (issue 21).
  registerAccessRoutes(app, ctx);
  // Issue 21: e-mail (its retry loop runs while the app does) and invitations and password links.
  registerPasswordRoutes(app, ctx.invitations);
  ctx.mail.start();
  app.addHook('onClose', async () => ctx.mail.stop());
  // Manage Users (issue 21).
  registerUserAdminRoutes(app, ctx, {
    invite: (userId, actor, trx, agencyId) => ctx.invitations.invite(userId, actor, trx, agencyId),
    sendQueued: () => ctx.mail.flush(),
    invitationStates: (ids) => ctx.invitations.invitationStates(ids),
  });
  registerReportDeliveryRoutes(app, ctx); // Report files and unsubscribe links of report e-mails (issue 25).
  registerAdvertiserArea(app, ctx); // Advertisers (clients), their info and contacts (issue 22).
  registerSalesArea(app, ctx); // The sales tool: prospects, calls, reservations, proposals and sales (issue 28).
  // Campaign management (issue 23): each part registers its facets' undo here.
  const campaignReverts = new CampaignReverts(ctx);
  registerCampaignMoveArea(app, ctx, campaignReverts);
  registerCampaignStateArea(app, ctx, campaignReverts);
  registerCampaignHistoryArea(app, ctx, campaignReverts);
  // Scheduled reports (issue 25): the scheduler's loop runs while the app does.
  if (options.scheduler?.autoStart !== false) ctx.reportScheduler.start();
  app.addHook('onClose', async () => ctx.reportScheduler.stop());
  registerScheduledReportArea(app, ctx, options.reportQueue ?? ctx.reportScheduler); // Scheduled reports (issue 25).
  registerOAuthArea(app, ctx); // OAuth grants and the agency's Google/Facebook/LinkedIn credentials (issue 26).
  registerGoogleSourceRoutes(app, ctx); // Ads, ad-server orders and TV streaming (issue 26).
  // Connector syncs (issue 26): backfills and daily syncs run while the app does; the feed tools' calls.
  if (options.connectorSync?.autoStart !== false) ctx.connectorSync.start();
  app.addHook('onClose', async () => ctx.connectorSync.stop());
  registerConnectorSyncArea(app, ctx);
  registerFeedToolsArea(app, ctx);
  registerSandbox(app, ctx); // The sources' local sandbox (issue 26), when CONNECTOR_SANDBOX is on.
  registerImpactArea(app, ctx); // Site Impact keys and campaigns (issue 26).
  registerCallRailArea(app, ctx); // CallRail accounts and tracking-campaign links (issue 26).
  registerAnalyticsArea(app, ctx); // Web analytics REST calls (issue 26).
  registerSocialConnectorArea(app, ctx); // Facebook and LinkedIn links and LinkedIn agency accounts (issue 26).
  // Automated alerts (issue 27): the daily evaluation per agency runs while the app does; the alert calls.
  if (options.alerts?.autoStart !== false) ctx.alerts.start();
  app.addHook('onClose', async () => ctx.alerts.stop());
  registerAlertArea(app, ctx, ctx.alerts);
  registerHealthArea(app, ctx, options.health); // Health checks, their schedule and status files (issue 27).
  await registerGraphql(app, ctx);
  await registerSpa(app, config.distDir);
  return { app, ctx };
}
