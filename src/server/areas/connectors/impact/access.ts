/**
 * Who a D2 call acts for (issue 26), after the route's rule: an agency the caller may manage credentials of
 * (superusers: any agency that exists; anyone else: their active agency only), or an advertiser in the caller's
 * scope. Anything else is 404, exactly like something that does not exist: another agency's keys, accounts and
 * links stay invisible.
 */
import type { AuditActor } from '../../../audit/audit-log';
import type { SessionUser } from '../../../../domain/user';
import { openAdvertiser } from '../../../kernel/access';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';

/** The agency id if the caller may act for it, else 404 'Agency not found'. */
export async function agencyFor(ctx: ServiceContext, user: SessionUser, agencyId: number): Promise<number> {
  if (!user.is_superuser && user.active_agency_id !== agencyId) throw new AppError(404, 'agencyNotFound');
  const row = await ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
  if (!row) throw new AppError(404, 'agencyNotFound');
  return agencyId;
}

/** The advertiser's agency if the advertiser is in the caller's scope, else 404 'Advertiser not found'. */
export async function advertiserFor(
  ctx: ServiceContext,
  user: SessionUser,
  advertiserId: number,
): Promise<{ advertiserId: number; agencyId: number }> {
  const access = await openAdvertiser(ctx, user, advertiserId);
  return { advertiserId, agencyId: access.agencyId };
}

/** The audit actor of a caller. */
export const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/** An API key as answers show it: the last four characters only, never its length. */
export function maskKey(apiKey: string): string {
  return `****${apiKey.slice(-4)}`;
}
