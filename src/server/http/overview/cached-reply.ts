import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { wantsReload } from '../../services/performance/cache';
import { sendStored } from '../../services/stored-reply';

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

/** `cachedReply` for a route that only returns the answer: the hit is written out as its stored bytes. */
export async function sendCachedReply(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { body, hit } = await ctx.cache.getStored(key, load, { bypass: wantsReload(request) });
  return sendStored(request, reply, body, hit);
}
