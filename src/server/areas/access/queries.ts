/** The access area's Kysely queries: one query per source of a user's access; no rules here (service.ts decides). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccessSources } from './explain';

type Executor = Kysely<Database>;

/** A user as the access calls need it. */
export interface TargetUser {
  id: number;
  email: string;
  fullName: string;
  isSuperuser: boolean;
  roles: string[];
  agencyIds: number[];
}

/** A user that is not deleted, with its roles and the agencies it has a membership row in (expired ones too). */
export async function findTargetUser(db: Executor, userId: number): Promise<TargetUser | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'is_superuser'])
    .where('id', '=', userId)
    .where('status', '!=', 0)
    .executeTakeFirst();
  if (!user) return null;
  const [roles, agencies] = await Promise.all([
    db.selectFrom('user_roles').select('role_code').where('user_id', '=', userId).execute(),
    db.selectFrom('user_agencies').select('agency_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    isSuperuser: user.is_superuser === 1,
    roles: roles.map((r) => r.role_code),
    agencyIds: agencies.map((a) => a.agency_id),
  };
}

/** Everything that can grant the user access, expired grants included; one query per source. */
export async function accessSources(db: Executor, user: TargetUser): Promise<AccessSources> {
  const userId = user.id;
  const [roles, permissions, memberships, agencyRights, groupRows, advertisers, advertiserGroupRows] =
    await Promise.all([
      db.selectFrom('user_roles').select('role_code').where('user_id', '=', userId).execute(),
      db.selectFrom('user_permissions').select('right_code').where('user_id', '=', userId).execute(),
      db
        .selectFrom('user_agencies')
        .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
        .leftJoin('sub_agencies', 'sub_agencies.id', 'user_agencies.sub_agency_id')
        .leftJoin('stations', 'stations.id', 'user_agencies.station_id')
        .select([
          'user_agencies.agency_id as agencyId',
          'agencies.name as agencyName',
          'user_agencies.sub_agency_id as subAgencyId',
          'sub_agencies.name as subAgencyName',
          'user_agencies.station_id as stationId',
          'stations.name as stationName',
          'user_agencies.expires_at as expiresAt',
        ])
        .where('user_agencies.user_id', '=', userId)
        .orderBy('user_agencies.position')
        .orderBy('user_agencies.agency_id')
        .execute(),
      db
        .selectFrom('user_agency_rights')
        .select(['agency_id as agencyId', 'right_code as right'])
        .where('user_id', '=', userId)
        .orderBy('right_code')
        .execute(),
      db
        .selectFrom('access_group_members')
        .innerJoin('access_groups', 'access_groups.id', 'access_group_members.group_id')
        .leftJoin('access_group_rights', 'access_group_rights.group_id', 'access_groups.id')
        .select(['access_groups.id', 'access_groups.name', 'access_groups.agency_id', 'access_group_rights.right_code'])
        .where('access_group_members.user_id', '=', userId)
        .orderBy('access_groups.name')
        .execute(),
      db
        .selectFrom('user_advertisers')
        .innerJoin('advertisers', 'advertisers.id', 'user_advertisers.advertiser_id')
        .select([
          'advertisers.id as advertiserId',
          'advertisers.name',
          'advertisers.agency_id as agencyId',
          'user_advertisers.expires_at as expiresAt',
        ])
        .where('user_advertisers.user_id', '=', userId)
        .orderBy('advertisers.name')
        .execute(),
      db
        .selectFrom('user_advertiser_groups')
        .innerJoin('advertiser_groups', 'advertiser_groups.id', 'user_advertiser_groups.group_id')
        .leftJoin('advertiser_group_members', 'advertiser_group_members.group_id', 'advertiser_groups.id')
        .select([
          'advertiser_groups.id',
          'advertiser_groups.name',
          'advertiser_groups.agency_id',
          'user_advertiser_groups.expires_at',
          'advertiser_group_members.advertiser_id',
        ])
        .where('user_advertiser_groups.user_id', '=', userId)
        .orderBy('advertiser_groups.name')
        .execute(),
    ]);
  const accessGroups = new Map<number, AccessSources['accessGroups'][number] & { rights: string[] }>();
  for (const row of groupRows) {
    const group = accessGroups.get(row.id) ?? { id: row.id, name: row.name, agencyId: row.agency_id, rights: [] };
    if (row.right_code) group.rights.push(row.right_code);
    accessGroups.set(row.id, group);
  }
  const advertiserGroups = new Map<number, AccessSources['advertiserGroups'][number] & { advertiserIds: number[] }>();
  for (const row of advertiserGroupRows) {
    const group = advertiserGroups.get(row.id) ?? {
      id: row.id,
      name: row.name,
      agencyId: row.agency_id,
      expiresAt: row.expires_at,
      advertiserIds: [],
    };
    if (row.advertiser_id !== null) group.advertiserIds.push(row.advertiser_id);
    advertiserGroups.set(row.id, group);
  }
  return {
    user: { id: userId, label: user.fullName || user.email, isSuperuser: user.isSuperuser },
    permissions: permissions.map((p) => p.right_code),
    memberships,
    agencyRights,
    accessGroups: [...accessGroups.values()],
    advertisers,
    advertiserGroups: [...advertiserGroups.values()],
    roles: roles.map((r) => r.role_code),
  };
}

/** An advertiser with its place in the agency tree. */
export function findAdvertiser(db: Executor, advertiserId: number) {
  return db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select([
      'advertisers.id',
      'advertisers.name',
      'advertisers.agency_id as agencyId',
      'agencies.name as agencyName',
      'advertisers.sub_agency_id as subAgencyId',
      'advertisers.station_id as stationId',
    ])
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirst();
}

/** Advertisers by id, with their agency. */
export function advertisersByIds(db: Executor, advertiserIds: readonly number[]) {
  if (advertiserIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('advertisers')
    .select(['id', 'name', 'agency_id'])
    .where('id', 'in', [...advertiserIds])
    .execute();
}
