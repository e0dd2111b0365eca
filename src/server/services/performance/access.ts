/**
 * The front door of every performance call: who asks, which advertiser, which days and which campaigns. An
 * advertiser or campaign outside the caller's scope answers 404 exactly like one that does not exist.
 */
import { DateTime } from 'luxon';
import { inferDateRange } from '../../../domain/date-range';
import { resolveDateRange, type ResolvedRange } from '../../../domain/date-presets';
import type { SpendView } from '../../../domain/spend';
import type { SessionUser } from '../../../domain/user';
import { canSeeAdvertiser, scopeOf, type Scope } from '../../auth/tenancy';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';

/** Answer to an advertiser the caller may not see (or that does not exist). */
export const ADVERTISER_NOT_FOUND = 'Advertiser not found';
/** Answer to a campaign that is not the advertiser's (or does not exist). */
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
/** An unknown range name, or a custom range with bad or reversed dates. */
export const INVALID_DATE_RANGE = 'Invalid date range';

/** A caller admitted to one advertiser's data. */
export interface AdvertiserAccess {
  advertiserId: number;
  agencyId: number;
  timeZone: string;
  scope: Scope;
  /** Advertiser users see client spend only; everyone else raw cost too. */
  view: SpendView;
}

/** The spend view of a scope: advertiser users (scope kind 'advertisers') never see raw cost. */
export function spendViewOf(scope: Scope): SpendView {
  return scope.kind === 'advertisers' ? 'client' : 'agency';
}

/** Admits the caller to an advertiser's data or answers 404 'Advertiser not found'. */
export async function openAdvertiser(
  ctx: AppContext,
  user: SessionUser,
  advertiserId: number,
): Promise<AdvertiserAccess> {
  const scope = await scopeOf(ctx.db, user);
  if (!(await canSeeAdvertiser(ctx.db, scope, user, advertiserId))) throw new HttpError(404, ADVERTISER_NOT_FOUND);
  const row = await ctx.db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select(['advertisers.agency_id', 'agencies.time_zone'])
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirstOrThrow();
  return { advertiserId, agencyId: row.agency_id, timeZone: row.time_zone, scope, view: spendViewOf(scope) };
}

/** The date part of a request: a range name, or start and end dates (which imply `customRange`). */
export interface RangeParams {
  daterange?: string;
  startDate?: string;
  endDate?: string;
}

/** Whether a request names a range at all (a name, or both dates). */
export function hasRange(params: RangeParams): boolean {
  return !!params.daterange || (!!params.startDate && !!params.endDate);
}

/** Resolves the request's range in the advertiser's agency time zone; 400 when it cannot be resolved. */
export function resolveRange(ctx: AppContext, access: AdvertiserAccess, params: RangeParams): ResolvedRange {
  const name = inferDateRange(params.daterange, params.startDate, params.endDate);
  const range = resolveDateRange(name, {
    startDate: params.startDate,
    endDate: params.endDate,
    timeZone: access.timeZone,
    now: DateTime.fromMillis(ctx.now()),
  });
  if (!range) throw new HttpError(400, INVALID_DATE_RANGE);
  return range;
}
