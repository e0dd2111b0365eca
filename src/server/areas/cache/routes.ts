/** System Admin › cache: this instance's response cache, clear all, clear one advertiser (MANAGE_SYSTEM). */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { AppContext } from '../../context';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { advertiserParams, cacheStats } from './schemas';
import { CacheService } from './service';

const TAGS = ['system'];
const rights = AREA_RIGHTS.systemAdmin;

/** Registers GET and DELETE /api/admin/cache and DELETE /api/admin/cache/advertiser/{advertiserId}. */
export function registerCacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new CacheService(ctx);
  const routes = typedRoutes(app);
  const actorOf = (request: Parameters<typeof callerOf>[0]) => {
    const { user } = callerOf(request);
    return { id: user.user_id, email: user.email };
  };

  routes.get(
    '/api/admin/cache',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'This instance’s response cache',
        querystring: S.none(),
        response: { 200: cacheStats },
      },
    },
    async () => cache.stats(),
  );

  routes.delete(
    '/api/admin/cache',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'Clears the response cache on every instance',
        querystring: S.none(),
        response: { 200: cacheStats },
      },
    },
    async (request) => cache.clearAll(actorOf(request)),
  );

  routes.delete(
    '/api/admin/cache/advertiser/:advertiserId',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'Clears one advertiser’s cached answers on every instance',
        params: advertiserParams,
        querystring: S.none(),
        response: { 200: cacheStats },
      },
    },
    async (request) => cache.clearAdvertiser(actorOf(request), request.params.advertiserId),
  );
}
