/**
 * Who a report goes to and whom it runs as (issue 25 §2, §4). Users are recipients only when they are active and
 * see every advertiser the report covers (in the report's agency: the caller's tenant tree); outside addresses only
 * when every covered advertiser's effective allow-list (agency ← sub-agency ← station, src/domain/email-domains.ts)
 * allows their domain, refused on save naming the address. The owner must be able to read the report; someone other
 * than the caller may be made owner only by a superuser or an agency admin of the report's agency (an update may keep
 * the current owner).
 */
import { domainAllowed, effectiveEmailDomains, type DomainList } from '../../../domain/email-domains';
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS } from '../../../domain/rights';
import type { ReportRecipients } from '../../../domain/scheduled-reports';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { canSeeAdvertiser, scopeOf } from '../../kernel/tenancy';
import { holdsAgencyRight, holdsReportRight } from './queries';

/** A stored allow-list (JSON text) as a list; null inherits or allows any domain. */
function listOf(stored: string | null | undefined): DomainList {
  if (stored == null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null;
}

/** Each advertiser's effective allow-list (null: any domain). */
export async function allowListsOf(db: Db, advertiserIds: readonly number[]): Promise<(readonly string[] | null)[]> {
  if (advertiserIds.length === 0) return [];
  const rows = await db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .leftJoin('sub_agencies', 'sub_agencies.id', 'advertisers.sub_agency_id')
    .leftJoin('stations', 'stations.id', 'advertisers.station_id')
    .select([
      'agencies.allowed_email_domains as agency_list',
      'sub_agencies.allowed_email_domains as sub_agency_list',
      'stations.allowed_email_domains as station_list',
    ])
    .where('advertisers.id', 'in', [...advertiserIds])
    .execute();
  return rows.map((row) =>
    effectiveEmailDomains(listOf(row.agency_list), listOf(row.sub_agency_list), listOf(row.station_list)),
  );
}

/** The addresses as stored (trimmed, lower case, each once); 400 naming the first one a list refuses. */
export async function checkedEmails(
  db: Db,
  emails: readonly string[],
  advertiserIds: readonly number[],
): Promise<string[]> {
  const normal = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (normal.length === 0) return normal;
  const lists = await allowListsOf(db, advertiserIds);
  for (const [index, email] of normal.entries()) {
    const refusing = lists.find((list) => !domainAllowed(email, list));
    if (refusing) {
      const field = `recipients.emails.${index}`;
      throw new AppError(400, 'reportRecipientDomain', {
        params: { email, domains: refusing.join(', ') || '-', field },
        details: { field, email },
      });
    }
  }
  return normal;
}

/** The user as they would work in the report's agency, or null when they cannot sign in there. */
async function userIn(ctx: ServiceContext, userId: number, agencyId: number): Promise<SessionUser | null> {
  const user = await ctx.users.load(userId, { agency_id: agencyId, sub_agency_id: null, station_id: null });
  if (!user || (!user.is_superuser && user.active_agency_id !== agencyId)) return null;
  return user;
}

/** Whether a user sees every one of the advertisers. */
async function seesAll(ctx: ServiceContext, user: SessionUser, advertiserIds: readonly number[]): Promise<boolean> {
  const scope = await scopeOf(ctx.db, user, ctx.now());
  for (const id of advertiserIds) if (!(await canSeeAdvertiser(ctx.db, scope, user, id))) return false;
  return true;
}

/** 400 naming the first recipient user who is inactive, outside the agency or blind to an advertiser. */
export async function checkRecipientUsers(
  ctx: ServiceContext,
  userIds: readonly number[],
  agencyId: number,
  advertiserIds: readonly number[],
): Promise<void> {
  for (const [index, id] of userIds.entries()) {
    const user = await userIn(ctx, id, agencyId);
    if (!user || !(await seesAll(ctx, user, advertiserIds))) {
      const field = `recipients.userIds.${index}`;
      throw new AppError(400, 'reportRecipientUser', { params: { id, field }, details: { field } });
    }
  }
}

/** The checked recipients as stored. */
export async function checkedRecipients(
  ctx: ServiceContext,
  recipients: ReportRecipients,
  agencyId: number,
  advertiserIds: readonly number[],
): Promise<ReportRecipients> {
  if (recipients.userIds.length + recipients.emails.length === 0)
    throw new AppError(400, 'reportRecipientsNeeded', {
      params: { field: 'recipients' },
      details: { field: 'recipients' },
    });
  await checkRecipientUsers(ctx, recipients.userIds, agencyId, advertiserIds);
  return { userIds: [...recipients.userIds], emails: await checkedEmails(ctx.db, recipients.emails, advertiserIds) };
}

/**
 * The report's owner: the caller by default; another user only for a superuser or the agency's AGENCY_ADMIN, and
 * only one who may read the report (the right of its level, every advertiser in sight).
 */
export async function checkedOwner(
  ctx: ServiceContext,
  caller: SessionUser,
  ownerUserId: number | undefined,
  report: { agencyId: number; advertiserId: number | null; advertiserIds: readonly number[] },
  /** On update: the current owner, whom anyone who may edit the report may keep. */
  currentOwner?: number,
): Promise<number> {
  const field = 'ownerUserId';
  if (ownerUserId === undefined || ownerUserId === caller.user_id) return caller.user_id;
  const admin =
    caller.is_superuser ||
    (caller.active_agency_id === report.agencyId && hasPermissions(caller, [RIGHTS.AGENCY_ADMIN]));
  if (!admin && ownerUserId !== currentOwner)
    throw new AppError(403, 'reportOwnerOther', { params: { field }, details: { field } });
  const owner = await userIn(ctx, ownerUserId, report.agencyId);
  const reads =
    !!owner &&
    (report.advertiserId === null ? holdsAgencyRight(owner) : holdsReportRight(owner)) &&
    (await seesAll(ctx, owner, report.advertiserIds));
  if (!reads)
    throw new AppError(400, 'reportOwnerCannotRead', { params: { id: ownerUserId, field }, details: { field } });
  return ownerUserId;
}
