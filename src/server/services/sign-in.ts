import { USER_STATUS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import type { ActiveScope } from '../auth/session-user';
import type { ServiceContext } from '../kernel/context';
import { recordUsage } from '../areas/usage/record';

export interface SignedIn {
  auth: true;
  user: SessionUser & { accessToken: string; refreshToken: string };
}

/**
 * Opens a session for a user: picks the active scope (the requested one when allowed, else the agency whose
 * theme matches the sign-in host, else the first), issues tokens and notes the time. Null when the account
 * cannot sign in. A sign-in is counted in the usage report; an agency switch (`signIn` false) is not.
 */
export async function openSession(
  ctx: ServiceContext,
  userId: number,
  requested: Partial<ActiveScope>,
  hostTheme?: string | null,
  signIn = true,
): Promise<SignedIn | null> {
  // Read from the database, not the user cache: a user deactivated or deleted through any instance a moment ago
  // cannot sign in (000 §3).
  const account = await ctx.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  if (account?.status !== USER_STATUS.Active) return null;
  let user = await ctx.users.load(userId, requested);
  if (!user) return null;
  if (requested.agency_id == null && hostTheme) {
    const match = user.AvailableAgencies.find((a) => a.theme_code === hostTheme);
    if (match && match.id !== user.active_agency_id)
      user = (await ctx.users.load(userId, { agency_id: match.id })) ?? user;
  }
  const scope = {
    agency_id: user.active_agency_id,
    sub_agency_id: user.active_sub_agency_id,
    station_id: user.active_station_id,
  };
  const { session, refreshToken } = await ctx.sessions.create(userId, scope);
  const accessToken = await ctx.tokens.sign({ userId, sessionId: session.id, ...scope }, ctx.now());
  await ctx.db.updateTable('users').set({ last_login_at: ctx.now() }).where('id', '=', userId).execute();
  if (signIn) await recordUsage(ctx.db, { kind: 'sign_in', agencyId: scope.agency_id, userId, at: ctx.now() });
  return { auth: true, user: { ...user, accessToken, refreshToken } };
}
