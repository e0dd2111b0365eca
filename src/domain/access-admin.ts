/**
 * The answers of the access calls (issue 21, /api/admin/users/{id}/access, access groups, advertiser groups,
 * explain), shared by the server area and the screens.
 */

/** A membership of a user in an agency, confined to a sub-agency or station when they are set. */
export interface MembershipGrant {
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  subAgencyName: string | null;
  stationId: number | null;
  stationName: string | null;
  /** The rights granted directly in this agency (access groups add theirs). */
  rights: string[];
  /** ISO-8601 UTC, or null for no end. */
  expiresAt: string | null;
}

/** Everything granted to a user (within the caller's agencies). */
export interface UserAccess {
  userId: number;
  isSuperuser: boolean;
  permissions: string[];
  roles: string[];
  memberships: MembershipGrant[];
  accessGroups: { id: number; name: string; agencyId: number }[];
  advertisers: { advertiserId: number; name: string; agencyId: number; expiresAt: string | null }[];
  advertiserGroups: { id: number; name: string; agencyId: number; expiresAt: string | null }[];
}

/** The body of PUT /api/admin/users/{id}/access. */
export interface UserAccessInput {
  permissions: string[];
  roles: string[];
  memberships: {
    agencyId: number;
    subAgencyId?: number | null;
    stationId?: number | null;
    rights?: string[];
    expiresAt?: string | null;
  }[];
  accessGroupIds: number[];
  advertisers: { advertiserId: number; expiresAt?: string | null }[];
  advertiserGroups: { id: number; expiresAt?: string | null }[];
}

/** A row of the access-group list. */
export interface AccessGroupRow {
  id: number;
  agencyId: number;
  agencyName: string;
  name: string;
  rights: string[];
  memberCount: number;
  updatedAt: string;
}

/** One access group with its members. */
export interface AccessGroupDetail extends AccessGroupRow {
  members: { userId: number; email: string; fullName: string }[];
}

/** A row of the advertiser-group list. */
export interface AdvertiserGroupRow {
  id: number;
  agencyId: number;
  agencyName: string;
  name: string;
  advertiserCount: number;
  updatedAt: string;
}

/** One advertiser group with its advertisers. */
export interface AdvertiserGroupDetail extends AdvertiserGroupRow {
  advertisers: { advertiserId: number; name: string }[];
}

/** What a step of an access path is. */
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

/** One step of a path that grants access. */
export interface ExplainStep {
  kind: ExplainStepKind;
  id: number | string | null;
  label: string;
  /** When this step's grant ends (ISO-8601 UTC); absent or null: no end. */
  expiresAt?: string | null;
  /** On an advertiser step: granted to the user directly (not through the agency, a group or a station). */
  direct?: boolean;
}

/** The answer of `GET /api/admin/users/{id}/explain`: yes or no, and every path that grants it. */
export interface Explanation {
  allowed: boolean;
  summary: string;
  paths: ExplainStep[][];
}
