/**
 * The body of PUT /api/admin/users/{id}/access, checked against the database before anything is written: every
 * agency, group and advertiser named exists in the caller's agencies (404 otherwise, as if absent), a membership's
 * sub-agency or station belongs to its agency, a group or advertiser belongs to an agency the user is a member of,
 * and end dates are real times (normalised to ISO-8601 UTC).
 */
import type { UserAccessInput } from '../../../domain/access-admin';
import type { MessageKey } from '../../../domain/messages';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import type { Ceiling } from './ceiling';
import { accessGroupRights } from './group-queries';

/** The body, checked and completed with names (for the ceiling's texts). */
export interface CheckedGrants {
  permissions: string[];
  roles: string[];
  memberships: {
    agencyId: number;
    agencyName: string;
    subAgencyId: number | null;
    stationId: number | null;
    stationSubAgencyId: number | null;
    rights: string[];
    expiresAt: string | null;
  }[];
  accessGroups: { id: number; name: string; agencyId: number; agencyName: string; rights: string[] }[];
  advertisers: { advertiserId: number; name: string; agencyId: number; expiresAt: string | null }[];
  advertiserGroups: {
    id: number;
    name: string;
    agencyId: number;
    expiresAt: string | null;
    advertisers: { id: number; name: string }[];
  }[];
}

const invalid = (key: MessageKey, field: string, params: Record<string, string> = {}) =>
  new AppError(400, key, { params, details: { field } });

/** An end date as stored: ISO-8601 UTC, or null; 400 naming the field when it is not a time. */
export function normalisedEnd(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value)
    ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
    : NaN;
  if (Number.isNaN(time)) throw invalid('accessExpiryInvalid', field);
  return new Date(time).toISOString();
}

export async function checkedGrants(db: Db, ceiling: Ceiling, input: UserAccessInput): Promise<CheckedGrants> {
  const agencyIds = [...new Set(input.memberships.map((m) => m.agencyId))];
  const [agencies, subAgencies, stations] = await Promise.all([
    agencyIds.length ? db.selectFrom('agencies').select(['id', 'name']).where('id', 'in', agencyIds).execute() : [],
    agencyIds.length
      ? db.selectFrom('sub_agencies').select(['id', 'agency_id']).where('agency_id', 'in', agencyIds).execute()
      : [],
    agencyIds.length
      ? db
          .selectFrom('stations')
          .select(['id', 'agency_id', 'sub_agency_id'])
          .where('agency_id', 'in', agencyIds)
          .execute()
      : [],
  ]);
  const memberships: CheckedGrants['memberships'] = [];
  for (const m of input.memberships) {
    const agency = agencies.find((a) => a.id === m.agencyId);
    if (!agency || !ceiling.manages(agency.id)) throw new AppError(404, 'agencyNotFound');
    if (memberships.some((seen) => seen.agencyId === agency.id))
      throw invalid('accessDuplicateMembership', 'memberships', { agency: agency.name });
    const subAgencyId = m.subAgencyId ?? null;
    const stationId = m.stationId ?? null;
    const station = stations.find((s) => s.id === stationId && s.agency_id === agency.id);
    const subOk = subAgencyId === null || subAgencies.some((s) => s.id === subAgencyId && s.agency_id === agency.id);
    const stationOk =
      stationId === null || (!!station && (subAgencyId === null || station.sub_agency_id === subAgencyId));
    if (!subOk || !stationOk) throw invalid('accessBadMembership', 'memberships', { agency: agency.name });
    memberships.push({
      agencyId: agency.id,
      agencyName: agency.name,
      subAgencyId,
      stationId,
      stationSubAgencyId: station?.sub_agency_id ?? null,
      rights: [...new Set(m.rights ?? [])],
      expiresAt: normalisedEnd(m.expiresAt, 'memberships'),
    });
  }
  const memberOf = (agencyId: number) => memberships.some((m) => m.agencyId === agencyId);

  const groupIds = [...new Set(input.accessGroupIds)];
  const groupRows = groupIds.length
    ? await db
        .selectFrom('access_groups')
        .innerJoin('agencies', 'agencies.id', 'access_groups.agency_id')
        .select(['access_groups.id', 'access_groups.name', 'access_groups.agency_id', 'agencies.name as agencyName'])
        .where('access_groups.id', 'in', groupIds)
        .execute()
    : [];
  const rightsOf = await accessGroupRights(db, groupIds);
  const accessGroups = groupIds.map((id) => {
    const row = groupRows.find((g) => g.id === id);
    if (!row || !ceiling.manages(row.agency_id)) throw new AppError(404, 'accessGroupNotFound');
    if (!memberOf(row.agency_id)) throw invalid('accessGroupAgencyMismatch', 'accessGroupIds', { group: row.name });
    return { id, name: row.name, agencyId: row.agency_id, agencyName: row.agencyName, rights: rightsOf.get(id) ?? [] };
  });

  const advertiserIds = [...new Set(input.advertisers.map((a) => a.advertiserId))];
  const advertiserRows = advertiserIds.length
    ? await db.selectFrom('advertisers').select(['id', 'name', 'agency_id']).where('id', 'in', advertiserIds).execute()
    : [];
  const advertisers = advertiserIds.map((advertiserId) => {
    const row = advertiserRows.find((a) => a.id === advertiserId);
    if (!row || !ceiling.manages(row.agency_id)) throw new AppError(404, 'advertiserNotFound');
    if (!memberOf(row.agency_id))
      throw invalid('accessAdvertiserNoMembership', 'advertisers', { advertiser: row.name });
    const given = input.advertisers.find((a) => a.advertiserId === advertiserId);
    return {
      advertiserId,
      name: row.name,
      agencyId: row.agency_id,
      expiresAt: normalisedEnd(given?.expiresAt, 'advertisers'),
    };
  });

  const advertiserGroupIds = [...new Set(input.advertiserGroups.map((g) => g.id))];
  const [advertiserGroupRows, groupAdvertisers] = advertiserGroupIds.length
    ? await Promise.all([
        db
          .selectFrom('advertiser_groups')
          .select(['id', 'name', 'agency_id'])
          .where('id', 'in', advertiserGroupIds)
          .execute(),
        db
          .selectFrom('advertiser_group_members')
          .innerJoin('advertisers', 'advertisers.id', 'advertiser_group_members.advertiser_id')
          .select(['advertiser_group_members.group_id', 'advertisers.id', 'advertisers.name'])
          .where('advertiser_group_members.group_id', 'in', advertiserGroupIds)
          .execute(),
      ])
    : [[], []];
  const advertiserGroups = advertiserGroupIds.map((id) => {
    const row = advertiserGroupRows.find((g) => g.id === id);
    if (!row || !ceiling.manages(row.agency_id)) throw new AppError(404, 'advertiserGroupNotFound');
    if (!memberOf(row.agency_id)) throw invalid('accessGroupAgencyMismatch', 'advertiserGroups', { group: row.name });
    const given = input.advertiserGroups.find((g) => g.id === id);
    return {
      id,
      name: row.name,
      agencyId: row.agency_id,
      expiresAt: normalisedEnd(given?.expiresAt, 'advertiserGroups'),
      advertisers: groupAdvertisers.filter((a) => a.group_id === id).map(({ id: aid, name }) => ({ id: aid, name })),
    };
  });

  return {
    permissions: [...new Set(input.permissions)],
    roles: [...new Set(input.roles)],
    memberships,
    accessGroups,
    advertisers,
    advertiserGroups,
  };
}
