import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { DEMO_ADVERTISER_ID } from '../../domain/constants';
import { hasPermissions } from '../../domain/permissions';
import { RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import { NO_ROWS } from '../db/conditions';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What a caller may see. Every route that reads tenant data narrows its query through this module, so a
 * caller never learns that another tenant's object exists.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'agency'; agencyId: number }
  | { kind: 'subAgency'; agencyId: number; subAgencyId: number }
  | { kind: 'station'; agencyId: number; stationId: number }
  | { kind: 'advertisers'; agencyId: number; advertiserIds: number[] }
  | { kind: 'none' };

/** A scope and the moment it may change by itself (the earliest future end of a grant it rests on; ms, or null). */
export interface TimedScope {
  scope: Scope;
  until: number | null;
}

/**
 * Superusers see everything; a user confined to a station or sub-agency sees that; a user granted specific
 * advertisers (directly or through advertiser groups; the `client` role) sees those, inside the active agency; any
 * other member sees the agency. Memberships and grants past their `expires_at` no longer count (issue 21).
 */
export async function scopeOf(db: Db, user: SessionUser, now: number = Date.now()): Promise<Scope> {
  return (await timedScopeOf(db, user, now)).scope;
}

/** `scopeOf` with the moment its answer ends by itself, so a cache never keeps it past an expired grant. */
export async function timedScopeOf(db: Db, user: SessionUser, now: number): Promise<TimedScope> {
  if (user.is_superuser) return { scope: { kind: 'all' }, until: null };
  const agencyId = user.active_agency_id;
  if (agencyId === null) return { scope: { kind: 'none' }, until: null };
  const at = new Date(now).toISOString();
  const membership = await db
    .selectFrom('user_agencies')
    .select(['sub_agency_id', 'station_id', 'expires_at'])
    .where('user_id', '=', user.user_id)
    .where('agency_id', '=', agencyId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirst();
  if (!membership) return { scope: { kind: 'none' }, until: null };
  const ends = [membership.expires_at];
  const timed = (scope: Scope): TimedScope => ({ scope, until: earliest(ends) });
  if (membership.station_id !== null) return timed({ kind: 'station', agencyId, stationId: membership.station_id });
  if (membership.sub_agency_id !== null)
    return timed({ kind: 'subAgency', agencyId, subAgencyId: membership.sub_agency_id });
  const grants = await advertiserGrants(db, user.user_id, agencyId, at);
  if (grants.length > 0 || user.roles.includes('client')) {
    // An advertiser granted twice (directly and through a group) stays visible until its last grant ends.
    const lastEnd = new Map<number, string | null>();
    for (const grant of grants) {
      const known = lastEnd.get(grant.id);
      lastEnd.set(grant.id, known === undefined ? grant.expires_at : laterEnd(known, grant.expires_at));
    }
    ends.push(...lastEnd.values());
    return timed({ kind: 'advertisers', agencyId, advertiserIds: [...lastEnd.keys()] });
  }
  // Staff working in a sub-agency or station they picked see that part of the agency.
  if (user.active_station_id !== null) return timed({ kind: 'station', agencyId, stationId: user.active_station_id });
  if (user.active_sub_agency_id !== null)
    return timed({ kind: 'subAgency', agencyId, subAgencyId: user.active_sub_agency_id });
  return timed({ kind: 'agency', agencyId });
}

/** The live advertiser grants of a user in one agency: direct ones and those of the advertiser groups granted. */
async function advertiserGrants(
  db: Db,
  userId: number,
  agencyId: number,
  at: string,
): Promise<{ id: number; expires_at: string | null }[]> {
  const [direct, viaGroups] = await Promise.all([
    db
      .selectFrom('user_advertisers')
      .innerJoin('advertisers', 'advertisers.id', 'user_advertisers.advertiser_id')
      .select(['advertisers.id', 'user_advertisers.expires_at'])
      .where('user_advertisers.user_id', '=', userId)
      .where('advertisers.agency_id', '=', agencyId)
      .where((eb) => eb.or([eb('user_advertisers.expires_at', 'is', null), eb('user_advertisers.expires_at', '>', at)]))
      .execute(),
    db
      .selectFrom('user_advertiser_groups')
      .innerJoin('advertiser_group_members', 'advertiser_group_members.group_id', 'user_advertiser_groups.group_id')
      .innerJoin('advertisers', 'advertisers.id', 'advertiser_group_members.advertiser_id')
      .select(['advertisers.id', 'user_advertiser_groups.expires_at'])
      .where('user_advertiser_groups.user_id', '=', userId)
      .where('advertisers.agency_id', '=', agencyId)
      .where((eb) =>
        eb.or([eb('user_advertiser_groups.expires_at', 'is', null), eb('user_advertiser_groups.expires_at', '>', at)]),
      )
      .execute(),
  ]);
  return [...direct, ...viaGroups];
}

/** The later of two ends (null: no end, the latest of all). */
function laterEnd(a: string | null, b: string | null): string | null {
  return a === null || b === null ? null : a > b ? a : b;
}

/** The earliest of some ISO end times, in ms (null when none ends). */
export function earliest(ends: readonly (string | null)[]): number | null {
  const times = ends.filter((end): end is string => end !== null).map((end) => Date.parse(end));
  return times.length ? Math.min(...times) : null;
}

type AdvertiserExpr = ExpressionBuilder<Database, 'advertisers'>;

/** The `advertisers` rows the scope allows, as a where-clause for any query that joins `advertisers`. */
export function advertiserFilter(scope: Scope, user: SessionUser) {
  return (eb: AdvertiserExpr) => {
    const conditions = [];
    switch (scope.kind) {
      case 'all':
        break;
      case 'none':
        return NO_ROWS;
      case 'agency':
        conditions.push(eb('advertisers.agency_id', '=', scope.agencyId));
        break;
      case 'subAgency':
        conditions.push(
          eb('advertisers.agency_id', '=', scope.agencyId),
          eb('advertisers.sub_agency_id', '=', scope.subAgencyId),
        );
        break;
      case 'station':
        conditions.push(
          eb('advertisers.agency_id', '=', scope.agencyId),
          eb('advertisers.station_id', '=', scope.stationId),
        );
        break;
      case 'advertisers':
        if (scope.advertiserIds.length === 0) return NO_ROWS;
        conditions.push(
          eb('advertisers.agency_id', '=', scope.agencyId),
          eb('advertisers.id', 'in', scope.advertiserIds),
        );
        break;
    }
    if (!hasPermissions(user, [RIGHTS.SHOW_DEMO_ADVERTISER]))
      conditions.push(eb('advertisers.id', '!=', DEMO_ADVERTISER_ID));
    return eb.and(conditions);
  };
}

/** Advertisers the caller may see, as a query to narrow further. */
export function visibleAdvertisers(
  db: Db,
  scope: Scope,
  user: SessionUser,
): SelectQueryBuilder<Database, 'advertisers', object> {
  return db.selectFrom('advertisers').where(advertiserFilter(scope, user));
}

export async function canSeeAdvertiser(
  db: Db,
  scope: Scope,
  user: SessionUser,
  advertiserId: number,
): Promise<boolean> {
  const row = await visibleAdvertisers(db, scope, user)
    .select('advertisers.id')
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirst();
  return !!row;
}

/** Agencies the caller may see: all for superusers, otherwise the agencies they belong to. */
export function visibleAgencyIds(user: SessionUser): number[] | 'all' {
  return user.is_superuser ? 'all' : user.AvailableAgencies.map((a) => a.id);
}
