/** The answers of the issue-21 admin calls as the screens read them (/work/i21-contract.md, docs/api.md). */

/** A user's membership as a list row shows it. */
export interface UserAgency {
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  subAgencyName: string | null;
  stationId: number | null;
  stationName: string | null;
  expiresAt: string | null;
}

/** An open invitation link. */
export interface Invitation {
  state: 'pending';
  sentAt: string;
  expiresAt: string;
}

/** status: 1 Active, 0 Deleted, -1 Deactivated (000 §3). */
export interface UserRow {
  id: number;
  email: string;
  fullName: string;
  status: number;
  isSuperuser: boolean;
  roles: string[];
  agencies: UserAgency[];
  lastLoginAt: string | null;
  createdAt: string;
  invitation: Invitation | null;
  /** The edit-user rule of 000 §6, decided by the server. */
  canEdit: boolean;
}

/** POST /api/admin/users. */
export interface UserInvite {
  email: string;
  fullName: string;
  agencyId: number;
  subAgencyId?: number;
  stationId?: number;
  roles?: string[];
}

export interface Membership {
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  stationId: number | null;
  rights: string[];
  expiresAt: string | null;
}

export interface AccessGroupRef {
  id: number;
  name: string;
  agencyId: number;
}

export interface AdvertiserGrant {
  advertiserId: number;
  name: string;
  expiresAt: string | null;
}

export interface AdvertiserGroupGrant {
  id: number;
  name: string;
  agencyId: number;
  expiresAt: string | null;
}

/** GET /api/admin/users/{id}/access. */
export interface UserAccess {
  userId: number;
  isSuperuser: boolean;
  permissions: string[];
  roles: string[];
  memberships: Membership[];
  accessGroups: AccessGroupRef[];
  advertisers: AdvertiserGrant[];
  advertiserGroups: AdvertiserGroupGrant[];
}

/** PUT /api/admin/users/{id}/access: the whole grant set, without names. */
export interface UserAccessInput {
  permissions: string[];
  roles: string[];
  memberships: Omit<Membership, 'agencyName'>[];
  accessGroupIds: number[];
  advertisers: { advertiserId: number; expiresAt: string | null }[];
  advertiserGroups: { id: number; expiresAt: string | null }[];
}

export type ExplainStepKind =
  | 'membership'
  | 'subAgency'
  | 'station'
  | 'advertiserGroup'
  | 'advertiser'
  | 'accessGroup'
  | 'permission'
  | 'agencyRight'
  | 'superuser'
  | 'role';

export interface ExplainStep {
  kind: ExplainStepKind;
  id: number | string | null;
  label: string;
  expiresAt?: string | null;
}

/** GET /api/admin/users/{id}/explain. */
export interface Explanation {
  allowed: boolean;
  summary: string;
  paths: ExplainStep[][];
}

export interface AccessGroupRow {
  id: number;
  agencyId: number;
  agencyName: string;
  name: string;
  rights: string[];
  memberCount: number;
  updatedAt: string;
}

export interface AccessGroupDetail extends AccessGroupRow {
  members: { userId: number; email: string; fullName: string }[];
}

export interface AdvertiserGroupRow {
  id: number;
  agencyId: number;
  agencyName: string;
  name: string;
  advertiserCount: number;
  updatedAt: string;
}

export interface AdvertiserGroupDetail extends AdvertiserGroupRow {
  advertisers: { advertiserId: number; name: string }[];
}

/** An advertiser found by the client search. */
export interface PickedAdvertiser {
  id: number;
  name: string;
  agencyName?: string;
}
