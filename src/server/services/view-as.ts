/**
 * "View as" sessions (issue 21 §4), beside the users area that starts them: what `GET /api/auth` says about a
 * visit, and its end (the end call, or sign-out of the visit's session), which revokes the session and writes
 * `viewAsEnd` to the audit log once. The kernel guard refuses every write of such a session (kernel/guard.ts).
 */
import type { ViewAsInfo } from '../../domain/view-as';
import type { ServiceContext } from '../kernel/context';

const iso = (ms: number): string => new Date(Number(ms)).toISOString();

/** Who looks through a view-as session and until when; null when the session is not one (or is gone). */
export async function viewAsInfo(ctx: ServiceContext, sessionId: string): Promise<ViewAsInfo | null> {
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.view_as_by')
    .select(['users.email', 'users.full_name', 'sessions.created_at', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row
    ? { byEmail: row.email, byName: row.full_name, startedAt: iso(row.created_at), endsAt: iso(row.expires_at) }
    : null;
}

/**
 * Ends a view-as session of `userId` opened by `byId`: revoked, and `viewAsEnd` written in the same transaction.
 * Nothing is written when it had already ended (a second end, or sign-out after the end call). Answers whether it
 * ended now.
 */
export async function endViewAs(
  ctx: ServiceContext,
  visit: { sessionId: string; userId: number; byId: number },
): Promise<boolean> {
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('users as target', 'target.id', 'sessions.user_id')
      .innerJoin('users as admin', 'admin.id', 'sessions.view_as_by')
      .select([
        'sessions.agency_id',
        'target.email as targetEmail',
        'target.full_name as targetName',
        'admin.email as adminEmail',
      ])
      .where('sessions.id', '=', visit.sessionId)
      .where('sessions.user_id', '=', visit.userId)
      .where('sessions.view_as_by', '=', visit.byId)
      .executeTakeFirst();
    if (!session) return false;
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: ctx.now() })
      .where('id', '=', visit.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) return false;
    await ctx.audit.write(trx, {
      actor: { id: visit.byId, email: session.adminEmail },
      agencyId: session.agency_id,
      area: 'users',
      objectType: 'user',
      objectId: visit.userId,
      objectLabel: `${session.targetName} (${session.targetEmail})`,
      action: 'viewAsEnd',
    });
    return true;
  });
  // Forgets the remembered session row, so the visit's tokens are refused from the next call on.
  await ctx.sessions.revoke(visit.sessionId);
  return ended;
}
