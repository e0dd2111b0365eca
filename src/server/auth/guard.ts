import type { AppContext } from '../context';
import type { Caller } from '../kernel/context';

/** Resolves the caller of a bearer access token, or null when the token or its session is not valid. */
export async function callerFromToken(ctx: AppContext, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return callerFromGrant(ctx, token);
  // The session must be the token's user's own: a token pairing one user with another's session is refused.
  if (!(await ctx.sessions.isActive(claims.sessionId, claims.userId))) return null;
  const user = await ctx.users.load(claims.userId, claims);
  if (!user) return null;
  return claims.viewAsBy != null
    ? { user, sessionId: claims.sessionId, viewAsBy: claims.viewAsBy }
    : { user, sessionId: claims.sessionId };
}

/** The guest of a share or export token, or null when the token is not valid or its link no longer holds. */
export async function callerFromGrant(ctx: AppContext, token: string): Promise<Caller | null> {
  const grant = await ctx.grants.verify(token);
  if (!grant || !(await ctx.shares.isLive(grant))) return null;
  return { user: ctx.users.guest(grant, ''), sessionId: `${grant.kind}:${grant.shareId ?? grant.advertiserId}`, grant };
}
