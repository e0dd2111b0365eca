/**
 * Dashboard exports (issue 6): start a PDF, PPT or XLS export of the dashboard in front of the user, follow its
 * progress by export key, fetch the file; and the payload the print page `/export/{token}` reads with its token.
 */
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../exports/file-name';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import { dashboardPayload } from '../services/dashboard-payload';
import { bearer } from '../auth/tokens';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

const startBody = S.object(
  {
    advertiserId: S.id(),
    tab: S.string(64, 1),
    format: { type: 'string', enum: ['pdf', 'pptx', 'xlsx'] },
    campaignIds: { type: 'array', maxItems: 500, items: S.id() },
    daterange: S.string(40),
    startDate: S.string(30),
    endDate: S.string(30),
    fileName: S.string(200),
    orderId: S.id(),
  },
  ['advertiserId', 'tab', 'format'],
);

const keyParams = S.object({ key: { type: 'string', pattern: '^[A-Za-z0-9_-]{10,64}$' } }, ['key']);

/** Registers the dashboard export calls: start, progress, file, and the print page's payload. */
export function registerExportJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post('/api/export/dashboard', { schema: { body: startBody } }, async (request, reply) => {
    const { user, grant } = callerOf(request);
    if (grant) throw new AppError(403, 'noAccess');
    return reply.code(202).send(await ctx.exports.start(user, request.body));
  });

  routes.get('/api/export/jobs/:key', { schema: { params: keyParams } }, async (request) =>
    ctx.exports.status(callerOf(request).user, request.params.key),
  );

  routes.get('/api/export/jobs/:key/file', { schema: { params: keyParams } }, async (request, reply) => {
    const { file, fileName, mime } = ctx.exports.take(callerOf(request).user, request.params.key);
    return reply
      .type(mime)
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'no-store')
      .send(file);
  });

  // The print page's one session call: the dashboard of its export token (a guest route, see auth/grants.ts).
  routes.get('/api/export/payload', async (request) => {
    const { grant } = callerOf(request);
    if (!grant || grant.kind !== 'export') throw new AppError(403, 'noAccess');
    const payload = await dashboardPayload(ctx, grant, bearer(request.headers.ahauth) ?? '', {
      viewCampaignId: null,
      summaryView: false,
    });
    return grant.notice ? { ...payload, notice: grant.notice } : payload;
  });
}
