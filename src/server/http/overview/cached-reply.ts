import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { wantsReload } from '../../services/performance/cache';

/**
 * Serves a data answer through the response cache, like the performance calls: `reload=true` or
 * `Cache-Control: no-cache` bypasses it, and `x-cache: hit|miss` says where the answer came from.
 */
export async function cachedReply<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const { value, hit } = await ctx.cache.get(key, load, { bypass: wantsReload(request) });
  void reply.header('x-cache', hit ? 'hit' : 'miss');
  return value;
}
