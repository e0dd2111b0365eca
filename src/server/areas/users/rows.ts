/**
 * How the users area shows a user: the answer's `UserRow`, the edit-user verdict's view of it, and the audit log's
 * snapshot. Pure: the reads are queries.ts's, the rules service.ts's.
 */
import type { UserStatus } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import type { UserInvitation, UserRow } from '../../../domain/user-admin';
import { userEditVerdict, type UserEditor, type UserEditTarget } from '../../../domain/user-edit';
import type { MembershipRecord, UserRecord, UserScope } from './queries';

/** A user with its roles and every membership. */
export interface Target {
  record: UserRecord;
  roles: string[];
  memberships: MembershipRecord[];
}

const iso = (ms: number | null): string | null => (ms == null ? null : new Date(Number(ms)).toISOString());

/** The caller as the edit-user rule reads it. */
export function editorOf(caller: SessionUser): UserEditor {
  return { email: caller.email, roles: caller.roles, isSuperuser: caller.is_superuser };
}

/** The user as the edit-user rule reads it, seen from a caller managing `scope`. */
export function editTargetOf(scope: UserScope, target: Target): UserEditTarget {
  const managed = scope.agencies;
  return {
    email: target.record.email,
    roles: target.roles,
    isSuperuser: target.record.is_superuser === 1,
    inOtherAgency: managed !== 'all' && target.memberships.some((m) => !managed.includes(m.agency_id)),
  };
}

/** The answer's row: agencies shown only where the caller manages them; `canEdit` from the verdict. */
export function rowOf(
  caller: SessionUser,
  scope: UserScope,
  target: Target,
  invitation: UserInvitation | null,
): UserRow {
  const { record } = target;
  const managed = scope.agencies;
  return {
    id: record.id,
    email: record.email,
    fullName: record.full_name,
    status: record.status as UserStatus,
    isSuperuser: record.is_superuser === 1,
    roles: target.roles,
    agencies: target.memberships
      .filter((m) => managed === 'all' || managed.includes(m.agency_id))
      .map((m) => ({
        agencyId: m.agency_id,
        agencyName: m.agency_name,
        subAgencyId: m.sub_agency_id,
        subAgencyName: m.sub_agency_name,
        stationId: m.station_id,
        stationName: m.station_name,
        expiresAt: m.expires_at,
      })),
    lastLoginAt: iso(record.last_login_at),
    createdAt: iso(record.created_at)!,
    invitation,
    canEdit: userEditVerdict(editorOf(caller), editTargetOf(scope, target)).allowed,
  };
}

/** What the audit log keeps of a user: never its password hash. */
export function snapshotOf(target: Target) {
  return {
    email: target.record.email,
    fullName: target.record.full_name,
    status: target.record.status,
    isSuperuser: target.record.is_superuser === 1,
    roles: target.roles,
    agencies: target.memberships.map((m) => ({
      agencyId: m.agency_id,
      subAgencyId: m.sub_agency_id,
      stationId: m.station_id,
    })),
  };
}
