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

/**
 * Superusers see everything; a user confined to a station or sub-agency sees that; a user granted specific
 * advertisers (the `client` role) sees those, inside the active agency; any other member sees the agency.
 */
export async function scopeOf(db: Db, user: SessionUser): Promise<Scope> {
  if (user.is_superuser) return { kind: 'all' };
  const agencyId = user.active_agency_id;
  if (agencyId === null) return { kind: 'none' };
  const membership = await db
    .selectFrom('user_agencies')
    .select(['sub_agency_id', 'station_id'])
    .where('user_id', '=', user.user_id)
    .where('agency_id', '=', agencyId)
    .executeTakeFirst();
  if (!membership) return { kind: 'none' };
  if (membership.station_id !== null) return { kind: 'station', agencyId, stationId: membership.station_id };
  if (membership.sub_agency_id !== null) return { kind: 'subAgency', agencyId, subAgencyId: membership.sub_agency_id };
  const grants = await db
    .selectFrom('user_advertisers')
    .innerJoin('advertisers', 'advertisers.id', 'user_advertisers.advertiser_id')
    .select('advertisers.id')
    .where('user_advertisers.user_id', '=', user.user_id)
    .where('advertisers.agency_id', '=', agencyId)
    .execute();
  if (grants.length > 0 || user.roles.includes('client')) {
    return { kind: 'advertisers', agencyId, advertiserIds: grants.map((g) => g.id) };
  }
  // Staff working in a sub-agency or station they picked see that part of the agency.
  if (user.active_station_id !== null) return { kind: 'station', agencyId, stationId: user.active_station_id };
  if (user.active_sub_agency_id !== null)
    return { kind: 'subAgency', agencyId, subAgencyId: user.active_sub_agency_id };
  return { kind: 'agency', agencyId };
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
