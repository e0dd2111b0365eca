/**
 * The front door of every performance call: who asks, which advertiser, which days and which campaigns. An
 * advertiser or campaign outside the caller's scope answers 404 exactly like one that does not exist.
 */
import { DateTime } from 'luxon';
import { inferDateRange } from '../../domain/date-range';
import { resolveDateRange, type ResolvedRange } from '../../domain/date-presets';
import type { SpendView } from '../../domain/spend';
import type { SessionUser } from '../../domain/user';
import { hasPermissions } from '../../domain/permissions';
import { RIGHTS } from '../../domain/rights';
import { visibleAdvertisers, type Scope } from './tenancy';
import type { ServiceContext } from './context';
import { AppError } from './errors';

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
  ctx: ServiceContext,
  user: SessionUser,
  advertiserId: number,
): Promise<AdvertiserAccess> {
  const scope = await ctx.users.scopeOf(user);
  // Kept as long as the scope it rests on is (ResponseCache.admit): a cached answer then costs no tenancy query.
  const demo = hasPermissions(user, [RIGHTS.SHOW_DEMO_ADVERTISER]);
  const key = `advertiser|${ctx.users.epoch}|${JSON.stringify(scope)}|${demo}|${advertiserId}`;
  // The tenancy check and the advertiser's agency in one query: no row when the caller may not see it.
  const row = await ctx.cache.admit(key, advertiserId, () =>
    visibleAdvertisers(ctx.db, scope, user)
      .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
      .select(['advertisers.agency_id', 'agencies.time_zone'])
      .where('advertisers.id', '=', advertiserId)
      .executeTakeFirst(),
  );
  if (!row) throw new AppError(404, 'advertiserNotFound');
  // A guest reads with its grant's view: a share shows client spend, an export the spend its requester sees.
  const view = ctx.users.grantOf(user)?.view ?? spendViewOf(scope);
  return { advertiserId, agencyId: row.agency_id, timeZone: row.time_zone, scope, view };
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
export function resolveRange(ctx: ServiceContext, access: AdvertiserAccess, params: RangeParams): ResolvedRange {
  const name = inferDateRange(params.daterange, params.startDate, params.endDate);
  const at = ctx.now();
  const key = `${name ?? ''}|${params.startDate ?? ''}|${params.endDate ?? ''}|${access.timeZone}`;
  let range = recentRanges.get(at, key);
  if (range === undefined) {
    range = resolveDateRange(name, {
      startDate: params.startDate,
      endDate: params.endDate,
      timeZone: access.timeZone,
      now: DateTime.fromMillis(at),
    });
    recentRanges.set(at, key, range);
  }
  if (!range) throw new AppError(400, 'invalidDateRange');
  return range;
}

/**
 * Ranges resolved within the current second. Luxon's time-zone work was a good part of a dashboard call's
 * time, and an answer depends only on the request and the date in the zone, which cannot change inside a
 * second (midnight falls on a whole second in every zone). Pure, so one memo serves every app instance.
 */
const recentRanges = {
  second: NaN,
  entries: new Map<string, Readonly<ResolvedRange> | null>(),
  get(at: number, key: string): Readonly<ResolvedRange> | null | undefined {
    return Math.floor(at / 1000) === this.second ? this.entries.get(key) : undefined;
  },
  set(at: number, key: string, range: ResolvedRange | null): void {
    const second = Math.floor(at / 1000);
    if (second !== this.second) [this.second, this.entries] = [second, new Map()];
    if (this.entries.size < 1_000) this.entries.set(key, range ? Object.freeze(range) : null);
  },
};
