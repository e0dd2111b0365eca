import { createHash } from 'node:crypto';
import { parseIdList } from '../../../domain/ids';
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import { scopeOf, visibleAdvertisers, type Scope } from '../../kernel/tenancy';
import { spendViewOf } from '../../kernel/access';
import type { SpendView } from '../../../domain/spend';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { agencyTimeZone } from '../../kernel/date-range';

/** The "Filter By" dropdown of the overview: specific advertisers, or the advertisers of a specific user. */
export interface OverviewFilter {
  /** Comma-separated advertiser ids. */
  advertisers?: string;
  userId?: number;
}

/**
 * The advertisers an overview answer counts. Either whole agencies (read from `rollup_agency_day`), or an
 * explicit list of advertiser ids (read from `rollup_advertiser_day`).
 */
export type Audience = {
  /** Identifies exactly the counted advertisers, for cache keys. */
  key: string;
  timeZone: string;
  /** The caller's spend view: a client reader's campaign lists leave internal campaigns out (issue 23). */
  view: SpendView;
} & ({ agencyIds: number[] | 'all'; advertiserIds: null } | { agencyIds: null; advertiserIds: number[] });

/**
 * Works out what an overview call may count for this caller. Without a filter a caller who sees more than
 * `config.dataVolumeLimit` advertisers is refused with 501 and the spec's data-volume text; with a filter the
 * answer is narrowed to the filtered advertisers that the caller may also see (others are silently dropped,
 * so the filter cannot probe for advertisers outside the scope).
 */
export async function audienceOf(ctx: ServiceContext, user: SessionUser, filter: OverviewFilter): Promise<Audience> {
  const scope = await ctx.users.scopeOf(user);
  // Kept as long as the scope it rests on (ResponseCache.admit, as an advertiser's admission): a cached overview
  // answer then costs no tenancy query. The key is everything the decision reads; agency-wide, so only a clear of
  // all (or the data generation) drops it early.
  const demo = hasPermissions(user, [RIGHTS.SHOW_DEMO_ADVERTISER]);
  const key = `audience|${ctx.users.epoch}|${JSON.stringify(scope)}|${demo}|${user.active_agency_id}|${filter.advertisers ?? ''}|${filter.userId ?? ''}`;
  return (await ctx.cache.admit(key, AGENCY_WIDE, () => decide(ctx, user, scope, filter)))!;
}

/** The advertiser id agency-wide admissions are kept under: no advertiser has it, so only a clear of all drops them. */
const AGENCY_WIDE = 0;

async function decide(ctx: ServiceContext, user: SessionUser, scope: Scope, filter: OverviewFilter): Promise<Audience> {
  const timeZone = await agencyTimeZone(ctx, user.active_agency_id);
  const view = spendViewOf(scope);
  const wanted = await filterIds(ctx, user, filter);
  if (wanted === null) {
    const { n } = await visibleAdvertisers(ctx.db, scope, user)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > ctx.config.dataVolumeLimit) throw new AppError(501, 'dataVolume');
    const agencies = wholeAgencies(scope, user);
    if (agencies)
      return { key: `agencies:${String(agencies)}`, timeZone, view, agencyIds: agencies, advertiserIds: null };
  }
  let query = visibleAdvertisers(ctx.db, scope, user).select('advertisers.id');
  if (wanted !== null) query = query.where('advertisers.id', 'in', wanted.length ? wanted : [-1]);
  const ids = (await query.orderBy('advertisers.id').execute()).map((row) => row.id);
  const digest = createHash('sha1').update(ids.join(',')).digest('hex');
  return { key: `advertisers:${digest}:${view}`, timeZone, view, agencyIds: null, advertiserIds: ids };
}

/**
 * The agencies whose every advertiser the caller sees, so their agency rollup can be read as is; null when the
 * scope is narrower (a sub-agency, station or advertiser list, or an agency minus the hidden demo advertiser).
 */
function wholeAgencies(scope: Scope, user: SessionUser): number[] | 'all' | null {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'agency' && hasPermissions(user, [RIGHTS.SHOW_DEMO_ADVERTISER])) return [scope.agencyId];
  return null;
}

/** The advertiser ids a filter asks for, or null when there is no filter. */
async function filterIds(ctx: ServiceContext, user: SessionUser, filter: OverviewFilter): Promise<number[] | null> {
  if (filter.advertisers !== undefined && filter.advertisers.trim() !== '') {
    const ids = parseIdList(filter.advertisers);
    if (ids === null) throw new AppError(400, 'invalidAdvertisersFilter');
    return ids;
  }
  if (filter.userId === undefined) return null;
  // The advertisers that user would see when working in the caller's agency.
  const target = await ctx.users.load(filter.userId, { agency_id: user.active_agency_id });
  if (!target || target.active_agency_id !== user.active_agency_id) return [];
  const targetScope = await scopeOf(ctx.db, target);
  const rows = await visibleAdvertisers(ctx.db, targetScope, target).select('advertisers.id').execute();
  return rows.map((row) => row.id);
}
