/**
 * Response caching for performance calls. The key holds the call, the caller's scope and spend view and the
 * normalised request (resolved days, sorted campaign ids), so an answer is never shared across scopes or
 * spend views; the data generation inside `ctx.cache` invalidates it when facts or campaigns change.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../kernel/context';
import type { AdvertiserAccess } from '../../kernel/access';

/** Whether the request asks for a fresh answer: `reload=true` in query or body, or `Cache-Control: no-cache`. */
export function wantsReload(request: FastifyRequest): boolean {
  const flag = (source: unknown): boolean =>
    typeof source === 'object' &&
    source !== null &&
    'reload' in source &&
    [true, 'true'].includes(source.reload as never);
  const control = request.headers['cache-control'] ?? '';
  return flag(request.query) || flag(request.body) || /no-cache|no-store/i.test(control);
}

/** JSON with object keys sorted, so equal requests give equal keys whatever the field order. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Serves `load` through the response cache and says which it was in `x-cache: hit|miss`. */
export async function cachedAnswer<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: string,
  access: Pick<AdvertiserAccess, 'scope' | 'view' | 'advertiserId'>,
  params: unknown,
  load: () => Promise<T>,
): Promise<T> {
  const key = `performance:${call}|${stableKey(access.scope)}|${access.view}|${stableKey(params)}`;
  const outcome = await ctx.cache.get(key, load, { bypass: wantsReload(request), advertiserId: access.advertiserId });
  void reply.header('x-cache', outcome.hit ? 'hit' : 'miss');
  return outcome.value;
}
