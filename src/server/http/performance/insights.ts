/**
 * POST /api/advertiser/performance/benchmarks and /audience-overlap (paths ours; 000 §4 benchmarks chart and venn
 * diagram). Bodies, checks and caching are those of the pair calls (001 §7).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typedRoutes } from '../../kernel/route';
import { audienceOverlap } from '../../services/performance/audience-overlap';
import { benchmarkComparison } from '../../services/performance/benchmarks';
import { sendCachedAnswer } from '../../services/performance/cache';
import { normalised, openRequest, pairsBody, rangeEcho } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

/** Registers the benchmarks comparison and the audience overlap. */
export function registerInsightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post(
    '/api/advertiser/performance/benchmarks',
    { config: BATCHABLE, schema: { body: pairsBody() } },
    async (request, reply) => {
      const opened = await openRequest(ctx, request, request.body ?? {});
      return sendCachedAnswer(ctx, request, reply, 'benchmarks', opened.access, normalised(opened), async () => ({
        ...rangeEcho(opened.range),
        ...(await benchmarkComparison(ctx.db, opened.access.advertiserId, opened.campaigns, opened.range)),
      }));
    },
  );

  routes.post(
    '/api/advertiser/performance/audience-overlap',
    { config: BATCHABLE, schema: { body: pairsBody() } },
    async (request, reply) => {
      const opened = await openRequest(ctx, request, request.body ?? {});
      return sendCachedAnswer(ctx, request, reply, 'audience-overlap', opened.access, normalised(opened), async () => ({
        ...rangeEcho(opened.range),
        ...(await audienceOverlap(ctx.db, opened.access.advertiserId, opened.campaigns)),
      }));
    },
  );
}
