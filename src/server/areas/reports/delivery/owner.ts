/**
 * Whom a report runs as: its owner, with their access today. A deactivated owner, one without the scheduled-report
 * right, or one who can no longer see an advertiser of the report stops the report (the run is skipped).
 */
import { meetsRequirement } from '../../../../domain/permissions';
import { AREA_RIGHTS } from '../../../../domain/rights';
import { USER_STATUS } from '../../../../domain/rights';
import { messageText } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { ServiceContext } from '../../../kernel/context';
import { openAdvertiser } from '../../../kernel/access';
import { AppError } from '../../../kernel/errors';
import type { RunReport } from './report-row';

export type OwnerCheck = { ok: true; user: SessionUser } | { ok: false; cause: string };

export async function checkOwner(ctx: ServiceContext, report: RunReport): Promise<OwnerCheck> {
  const row = await ctx.db.selectFrom('users').select('status').where('id', '=', report.ownerUserId).executeTakeFirst();
  // The database, not the session cache, says whether the owner is active now.
  const user =
    row?.status === USER_STATUS.Active
      ? await ctx.users.load(report.ownerUserId, { agency_id: report.agencyId })
      : null;
  if (!user) return { ok: false, cause: messageText('reportCauseOwnerInactive') };
  if (!meetsRequirement(user, AREA_RIGHTS.scheduledReports))
    return { ok: false, cause: messageText('reportCauseOwnerNoRight') };
  for (const { advertiserId } of report.definition.advertisers) {
    try {
      await openAdvertiser(ctx, user, advertiserId);
    } catch (error) {
      if (error instanceof AppError)
        return { ok: false, cause: messageText('reportCauseOwnerNoAdvertiser', { advertiserId }) };
      throw error;
    }
  }
  return { ok: true, user };
}
