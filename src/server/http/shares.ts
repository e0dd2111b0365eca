/**
 * Share links: POST /api/getShareDashboardLink (001 §7), the creator's and admins' list, revoke and rotate, and
 * GET /api/getSharedDashboard (000 §4) that a guest's page opens with `id` (short id) or `t` (token), and the
 * public dashboard thumbnail of a link (000 §9 screenshot parameters; services/thumbnails.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_ID } from '../../domain/ids';
import { SHARE_PASSWORD_HEADER, type ShareSummary } from '../../domain/share';
import { environmentFromHost } from '../../domain/theme-code';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import { dashboardPayload } from '../services/dashboard-payload';
import type { IssuedShare } from '../services/shares';
import { THUMBNAIL_WIDTH } from '../services/thumbnails';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { MAX_TIMESTAMP_MS, S } from '../kernel/schema';

const shareBody = S.object(
  {
    advertiserId: S.id(),
    tab: S.string(64, 1),
    campaignIds: { type: 'array', maxItems: 500, items: S.id() },
    viewCampaignId: S.nullableId(),
    summaryView: { type: 'boolean' },
    daterange: S.string(40),
    startDate: S.string(30),
    endDate: S.string(30),
    editableRange: { type: 'boolean' },
    expiresAt: S.nullableInteger(0, MAX_TIMESTAMP_MS),
    password: { type: ['string', 'null'], maxLength: 200 },
    orderId: S.nullableId(),
  },
  ['advertiserId', 'tab'],
);

const idParams = S.object({ id: S.id() }, ['id']);

/** Paths a link opens: `/s/{shortId}`, and `/shared-preview?t=` for the token. */
function withUrls(share: IssuedShare): IssuedShare & { shortUrl: string; url: string } {
  return { ...share, shortUrl: `/s/${share.shortId}`, url: `/shared-preview?t=${share.token}` };
}

/** A link's thumbnail path for the environment of the host asked (none for password-protected links). */
function withThumbnail<T extends ShareSummary>(ctx: AppContext, host: string, share: T): T {
  const thumbnailUrl =
    share.hasPassword || share.status !== 'active' ? null : ctx.thumbnails.url(share, environmentFromHost(host));
  return { ...share, thumbnailUrl };
}

const thumbnailQuery = S.object(
  {
    dsc: S.string(64, 1),
    ppid: S.id(),
    v: S.integer(1, MAX_ID),
    env: { type: 'string', enum: ['local', 'dev', 'staging', 'production'] },
    tmpl: S.string(16, 1),
    demohash: S.string(128, 1),
    thumbWidth: S.integer(THUMBNAIL_WIDTH.min, THUMBNAIL_WIDTH.max),
  },
  ['dsc', 'ppid', 'v', 'env', 'tmpl', 'demohash'],
);

export function registerShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post('/api/getShareDashboardLink', { schema: { body: shareBody } }, async (request, reply) => {
    const share = await ctx.shares.create(callerOf(request).user, request.body);
    return reply.code(201).send(withThumbnail(ctx, request.host, withUrls(share)));
  });

  routes.get('/api/shares', { schema: { querystring: S.object({ advertiserId: S.id() }) } }, async (request) => ({
    shares: (await ctx.shares.list(callerOf(request).user, request.query.advertiserId)).map((share) =>
      withThumbnail(ctx, request.host, share),
    ),
  }));

  routes.post('/api/shares/:id/revoke', { schema: { params: idParams } }, async (request) =>
    ctx.shares.revoke(callerOf(request).user, request.params.id),
  );

  routes.post('/api/shares/:id/rotate', { schema: { params: idParams } }, async (request) =>
    withThumbnail(ctx, request.host, withUrls(await ctx.shares.rotate(callerOf(request).user, request.params.id))),
  );

  routes.get(
    '/api/dashboard/thumbnail',
    { config: { public: true }, schema: { querystring: thumbnailQuery } },
    async (request, reply) => {
      const picture = await ctx.thumbnails.picture(request.query);
      void reply.header('etag', picture.etag).header('cache-control', 'private, max-age=600');
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.type('image/png').send(picture.png);
    },
  );

  routes.get(
    '/api/getSharedDashboard',
    {
      config: { public: true },
      schema: { querystring: S.object({ id: S.string(64), t: S.string(128) }) },
    },
    async (request, reply) => {
      const { id, t } = request.query;
      if (!id && !t) throw new AppError(400, 'missingParameters');
      const header = request.headers[SHARE_PASSWORD_HEADER];
      const password = Array.isArray(header) ? header[0] : header;
      const opened = await ctx.shares.open(t ? { token: t } : { shortId: id }, password, request.ip);
      const etoken = await ctx.grants.sign(opened.grant, opened.seconds);
      void reply.header('cache-control', 'no-store');
      return dashboardPayload(ctx, opened.grant, etoken, {
        viewCampaignId: opened.row.view_campaign_id,
        summaryView: opened.row.summary_view === 1,
      });
    },
  );
}
