/** The access editor's draft: the user's grants with end dates as date-input text, and the PUT body it makes. */
import { dateInputFromIso, isoFromDateInput } from '../format';
import type { UserAccess, UserAccessInput } from '../types';

export interface MembershipDraft {
  /** A stable key for the row while its agency changes. */
  key: number;
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  stationId: number | null;
  rights: string[];
  /** yyyy-MM-dd or ''. */
  expires: string;
}

export interface AccessDraft {
  permissions: string[];
  roles: string[];
  memberships: MembershipDraft[];
  accessGroupIds: number[];
  advertisers: { advertiserId: number; name: string; expires: string }[];
  advertiserGroups: { id: number; name: string; expires: string }[];
}

export function draftOf(access: UserAccess): AccessDraft {
  return {
    permissions: [...access.permissions],
    roles: [...access.roles],
    memberships: access.memberships.map((m, key) => ({
      key,
      agencyId: m.agencyId,
      agencyName: m.agencyName,
      subAgencyId: m.subAgencyId,
      stationId: m.stationId,
      rights: [...m.rights],
      expires: dateInputFromIso(m.expiresAt),
    })),
    accessGroupIds: access.accessGroups.map((g) => g.id),
    advertisers: access.advertisers.map((a) => ({
      advertiserId: a.advertiserId,
      name: a.name,
      expires: dateInputFromIso(a.expiresAt),
    })),
    advertiserGroups: access.advertiserGroups.map((g) => ({
      id: g.id,
      name: g.name,
      expires: dateInputFromIso(g.expiresAt),
    })),
  };
}

/** The PUT body: the whole grant set, without names. */
export function inputOf(draft: AccessDraft): UserAccessInput {
  return {
    permissions: draft.permissions,
    roles: draft.roles,
    memberships: draft.memberships.map((m) => ({
      agencyId: m.agencyId,
      subAgencyId: m.subAgencyId,
      stationId: m.stationId,
      rights: m.rights,
      expiresAt: isoFromDateInput(m.expires),
    })),
    accessGroupIds: draft.accessGroupIds,
    advertisers: draft.advertisers.map((a) => ({
      advertiserId: a.advertiserId,
      expiresAt: isoFromDateInput(a.expires),
    })),
    advertiserGroups: draft.advertiserGroups.map((g) => ({ id: g.id, expiresAt: isoFromDateInput(g.expires) })),
  };
}
