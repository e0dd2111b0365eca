import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_ACCESS } from '../../domain/messages';
import type { AppContext, Caller } from '../context';
import { HttpError } from '../http/errors';
import { isGuestRoute } from './grants';
import { bearer } from './tokens';

/** Resolves the caller of a bearer access token, or null when the token or its session is not valid. */
export async function callerFromToken(ctx: AppContext, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return callerFromGrant(ctx, token);
  // The session must be the token's user's own: a token pairing one user with another's session is refused.
  if (!(await ctx.sessions.isActive(claims.sessionId, claims.userId))) return null;
  const user = await ctx.users.load(claims.userId, claims);
  return user ? { user, sessionId: claims.sessionId } : null;
}

/** The guest of a share or export token, or null when the token is not valid or its link no longer holds. */
export async function callerFromGrant(ctx: AppContext, token: string): Promise<Caller | null> {
  const grant = await ctx.grants.verify(token);
  if (!grant || !(await ctx.shares.isLive(grant))) return null;
  return { user: ctx.users.guest(grant, ''), sessionId: `${grant.kind}:${grant.shareId ?? grant.advertiserId}`, grant };
}

/** The catalogue's optional `token` parameter (body or query) of a shared call, when no header carries one. */
function sharedTokenParameter(request: FastifyRequest): string | null {
  for (const source of [request.body, request.query]) {
    if (typeof source === 'object' && source !== null && 'token' in source && typeof source.token === 'string')
      return source.token;
  }
  return null;
}

/**
 * Every `/api` route needs `ahauth: Bearer <access>` unless its config says `public`; a revoked session's
 * access token stops working at once, not when it expires.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/graph')) {
      // Guests never reach GraphQL: no layout edits, no notes, nothing beyond their one dashboard's calls.
      // Answered here, since mercurius' own error handler would turn a thrown error into a 200.
      const token = bearer(request.headers.authorization) ?? bearer(request.headers.ahauth);
      if (token && (await ctx.grants.verify(token))) return reply.code(403).send({ error: NO_ACCESS });
      return;
    }
    if (!request.url.startsWith('/api') || request.is404) return;
    const header = bearer(request.headers.ahauth);
    const parameter = header ? null : sharedTokenParameter(request);
    request.caller = header
      ? await callerFromToken(ctx, header)
      : parameter
        ? await callerFromGrant(ctx, parameter)
        : null;
    const isPublic = !!request.routeOptions.config?.public;
    if (request.caller?.grant && !isGuestRoute(request.routeOptions.url)) {
      if (!isPublic) throw new HttpError(403, NO_ACCESS);
      request.caller = null;
    }
    if (!request.caller && !isPublic) throw new HttpError(401, 'Not authenticated');
  });
}

/** The caller of a route that is not public (the hook above has already refused anonymous calls). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new HttpError(401, 'Not authenticated');
  return request.caller;
}
