/** The answers of the issue-21 admin calls as the screens read them (/work/i21-contract.md, docs/api.md). */
import type { UserInvitation, UserMembership } from '../../domain/user-admin';

// The shapes the server answers are the domain's, shared with the server areas.
export type { UserRow } from '../../domain/user-admin';
export type {
  AccessGroupDetail,
  AccessGroupRow,
  AdvertiserGroupDetail,
  AdvertiserGroupRow,
  ExplainStep,
  ExplainStepKind,
  Explanation,
} from '../../domain/access-admin';
/** A user's membership as a list row shows it. */
export type UserAgency = UserMembership;
/** An open invitation link. */
export type Invitation = UserInvitation;

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

/** An advertiser found by the client search. */
export interface PickedAdvertiser {
  id: number;
  name: string;
  agencyName?: string;
}
