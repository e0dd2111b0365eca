/**
 * Response caching for performance calls. The key holds the call, the caller's scope and spend view and the
 * normalised request (resolved days, sorted campaign ids), so an answer is never shared across scopes or
 * spend views; the data generation inside `ctx.cache` invalidates it when facts or campaigns change.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../kernel/context';
import type { AdvertiserAccess } from '../../kernel/access';
import { sendStored } from '../stored-reply';

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

/** A cached performance call: its name, the caller's access and the normalised request (the key), and its loader. */
export interface CachedCall<T> {
  call: string;
  access: Pick<AdvertiserAccess, 'scope' | 'view' | 'advertiserId'>;
  params: unknown;
  load: () => Promise<T>;
}

/** The response cache key of a performance call: never shared across scopes or spend views. */
function keyOf(call: string, access: CachedCall<unknown>['access'], params: unknown): string {
  return `performance:${call}|${stableKey(access.scope)}|${access.view}|${stableKey(params)}`;
}

/**
 * Serves `load` through the response cache as a value (for callers that use the answer: exports, checks) and says
 * which it was in `x-cache: hit|miss`. A route that only returns the answer uses `sendCachedAnswer`.
 */
export async function cachedAnswer<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: string,
  access: CachedCall<T>['access'],
  params: unknown,
  load: () => Promise<T>,
): Promise<T> {
  const outcome = await ctx.cache.get(keyOf(call, access, params), load, {
    bypass: wantsReload(request),
    advertiserId: access.advertiserId,
  });
  void reply.header('x-cache', outcome.hit ? 'hit' : 'miss');
  return outcome.value;
}

/**
 * Answers the request through the response cache as stored bytes: the JSON serialised once on the miss (and its
 * compressed forms once each), so a hit writes what was stored; the same entry as `cachedAnswer`'s.
 */
export async function sendCachedAnswer<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: string,
  access: CachedCall<T>['access'],
  params: unknown,
  load: () => Promise<T>,
): Promise<FastifyReply> {
  const { body, hit } = await ctx.cache.getStored(keyOf(call, access, params), load, {
    bypass: wantsReload(request),
    advertiserId: access.advertiserId,
  });
  return sendStored(request, reply, body, hit);
}

/** `cachedAnswer` of a call described once (shared by a route and an export). */
export function answerOf<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  c: CachedCall<T>,
): Promise<T> {
  return cachedAnswer(ctx, request, reply, c.call, c.access, c.params, c.load);
}

/** `sendCachedAnswer` of a call described once. */
export function sendAnswerOf<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  c: CachedCall<T>,
): Promise<FastifyReply> {
  return sendCachedAnswer(ctx, request, reply, c.call, c.access, c.params, c.load);
}
