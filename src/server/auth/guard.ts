import type { FastifyInstance } from 'fastify';
import type { AppContext, Caller } from '../context';
import { HttpError } from '../http/errors';
import { bearer } from './tokens';

/** Resolves the caller of a bearer access token, or null when the token or its session is not valid. */
export async function callerFromToken(ctx: AppContext, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims || !(await ctx.sessions.isActive(claims.sessionId))) return null;
  const user = await ctx.users.load(claims.userId, claims);
  return user ? { user, sessionId: claims.sessionId } : null;
}

/**
 * Every `/api` route needs `ahauth: Bearer <access>` unless its config says `public`; a revoked session's
 * access token stops working at once, not when it expires.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api') || request.is404) return;
    request.caller = await callerFromToken(ctx, bearer(request.headers.ahauth));
    if (!request.caller && !request.routeOptions.config?.public) throw new HttpError(401, 'Not authenticated');
  });
}

/** The caller of a route that is not public (the hook above has already refused anonymous calls). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new HttpError(401, 'Not authenticated');
  return request.caller;
}
