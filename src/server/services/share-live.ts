/**
 * Whether a share link still holds for its guests (issue 29: a cache hit is nearly free). Every call of a guest
 * asks, a cache hit too, so a live link is kept as a tenancy decision of the response cache (`admit`,
 * ADMISSION_MS) instead of a `share_links` read per call. What ends a link drops the decision: a revoke or a
 * rotation at once on this instance and within the generation check on the others (`endShareSessions`), a
 * campaign move or a data load with the advertiser's answers, a change of users with the users' epoch. The link's
 * own end (`expires_at`) is compared on every call, and a refusal is never kept, so a link brought back (a move
 * undone) works at once.
 */
import type { Grant } from '../auth/grants';
import type { Db } from '../db/database';
import type { ServiceContext } from '../kernel/context';
import { bumpAdvertiserClear } from './data-generation';

/** When the grant's link ends (epoch ms, Infinity for never), or undefined when it does not hold now. */
async function liveUntil(ctx: ServiceContext, shareId: number, generation: number): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('share_links')
    .select(['revoked_at', 'expires_at', 'generation'])
    .where('id', '=', shareId)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.generation !== generation) return undefined;
  const until = row.expires_at ?? Number.POSITIVE_INFINITY;
  return until > ctx.now() ? until : undefined;
}

/** Whether a grant holds: an export grant always; a share grant while its link is live and not rotated since. */
export async function isShareLive(ctx: ServiceContext, grant: Grant): Promise<boolean> {
  if (grant.kind !== 'share') return true;
  const { shareId, generation } = grant;
  if (shareId === null) return false;
  const key = `share-live|${ctx.users.epoch}|${shareId}|${generation}`;
  const until = await ctx.cache.admit(key, grant.advertiserId, () => liveUntil(ctx, shareId, generation));
  return until !== undefined && until > ctx.now();
}

/**
 * Makes a change that ends a link's guest sessions (revoke, rotate) with the advertiser's clear counter moved in
 * the same transaction, so every instance drops its kept decision that the link is live within its generation
 * check, and this one at once. The advertiser's cached answers go with it: a revoke is rare, a stale guest is not
 * acceptable.
 */
export async function endShareSessions(
  ctx: ServiceContext,
  advertiserId: number,
  change: (trx: Db) => Promise<unknown>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await change(trx);
    await bumpAdvertiserClear(trx, advertiserId);
  });
  ctx.cache.clearAdvertiser(advertiserId);
}
