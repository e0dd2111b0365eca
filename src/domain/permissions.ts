import type { RightsRequirement } from './rights';
import { RIGHTS } from './rights';
import type { SessionUser } from './user';

/** The parts of a user a permission check reads. */
export type PermissionSubject = Pick<SessionUser, 'is_superuser' | 'permissions' | 'AgencyRight'>;

/** The parts of a user the edit-user rule reads. */
export interface EditSubject {
  email: string;
  roles: readonly string[];
}

/** Role codes that only a dashadmin may edit (000 §6). */
const PROTECTED_ROLES: readonly string[] = ['dashadmin', 'useradmin'];

/**
 * 000 §6: superusers pass every check; otherwise every required right must be in the union of `permissions`
 * and `AgencyRight`, compared case-insensitively. A missing user is denied, and so is an empty required list
 * for a non-superuser. Decision: a superuser with an empty list passes, since "superusers pass every check"
 * is stated first and unconditionally.
 */
export function hasPermissions(user: PermissionSubject | null | undefined, required: readonly string[]): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  if (required.length === 0) return false;
  const held = new Set([...user.permissions, ...user.AgencyRight].map((right) => right.toLowerCase()));
  return required.every((right) => held.has(right.toLowerCase()));
}

/**
 * Whether a user meets an area's requirement (rights.ts AREA_RIGHTS): every right of at least one of its sets. An
 * empty requirement asks for nothing beyond being signed in.
 */
export function meetsRequirement(user: PermissionSubject | null | undefined, requirement: RightsRequirement): boolean {
  if (!user) return false;
  return requirement.length === 0 || requirement.some((rights) => hasPermissions(user, rights));
}

/**
 * Edit-user rule of 000 §6: a user may edit themselves (same email, case-insensitive); a dashadmin may edit
 * anyone; otherwise the target must have roles and none of them may be dashadmin or useradmin.
 */
export function canEditUser(editor: EditSubject, target: EditSubject): boolean {
  if (editor.email.toLowerCase() === target.email.toLowerCase()) return true;
  if (editor.roles.includes('dashadmin')) return true;
  if (target.roles.length === 0) return false;
  return !target.roles.some((role) => PROTECTED_ROLES.includes(role));
}

/** The parts of a user the layout-customisation rule reads. */
export type CustomiseSubject = Pick<SessionUser, 'is_superuser' | 'roles' | 'AgencyRight'>;

/**
 * Who may customise dashboard layouts (docs/decisions.md "Layout customisation rights"): superusers anywhere; the
 * `dashadmin` role and agency admins (the AGENCY_ADMIN agency right) in their active agency. The server adds the
 * scope checks (the agency is the caller's active one, the advertiser is one the caller may see); the client uses
 * this alone to offer the editor.
 */
export function canCustomiseLayouts(user: CustomiseSubject | null | undefined): boolean {
  return isDashboardAdmin(user);
}

/**
 * Who may manage campaigns (issue 23: rename, hide, archive, move, clone, spend, permissions and undo): the same
 * people as layouts, superusers, the `dashadmin` role and agency admins (AGENCY_ADMIN). The server checks it on every
 * campaign-management call (the route rule `CAMPAIGN_ADMIN_RULE`) and adds the tenancy scope.
 */
export function canManageCampaigns(user: CustomiseSubject | null | undefined): boolean {
  return isDashboardAdmin(user);
}

/** What a route rule may read of the caller. */
export type RuleSubject = Pick<
  SessionUser,
  'is_superuser' | 'roles' | 'AgencyRight' | 'permissions' | 'active_station_id'
>;

/** A rule a route declares beside (or instead of) rights: a name for docs/decisions.md and the predicate. */
export interface AccessRule {
  name: string;
  admits(user: RuleSubject): boolean;
}

/** Client roles: they see their own dashboards, never a connector screen. */
const CLIENT_ROLES = ['client', 'linearadmin'];

/** An agency-level member of staff: not signed in to a station, not a client. */
function isAgencyStaff(user: RuleSubject): boolean {
  if (user.active_station_id != null) return false;
  return !(user.roles.length > 0 && user.roles.every((role) => CLIENT_ROLES.includes(role)));
}

/**
 * Who may link an advertiser's external accounts (issue 26): superusers, and agency staff (not station users or
 * clients) holding SCREEN_ADVERTISER_MGMT or the AGENCY_ADMIN agency right. The server adds the advertiser's scope.
 */
export function canLinkAccounts(user: RuleSubject | null | undefined): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  if (!isAgencyStaff(user)) return false;
  return hasPermissions(user, [RIGHTS.SCREEN_ADVERTISER_MGMT]) || hasPermissions(user, [RIGHTS.AGENCY_ADMIN]);
}

/** Who may manage the agency's credentials (grants, keys, accounts): superusers and agency admins (AGENCY_ADMIN). */
export function canManageCredentials(user: RuleSubject | null | undefined): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  return isAgencyStaff(user) && hasPermissions(user, [RIGHTS.AGENCY_ADMIN]);
}

/** The account-linking rule as routes declare it. */
export const ACCOUNT_LINKING_RULE: AccessRule = {
  name: 'account linking (superuser, or agency staff with SCREEN_ADVERTISER_MGMT or AGENCY_ADMIN)',
  admits: canLinkAccounts,
};

/** The agency-credentials rule as routes declare it. */
export const AGENCY_CREDENTIALS_RULE: AccessRule = {
  name: 'agency credentials (superuser, or agency staff with AGENCY_ADMIN)',
  admits: canManageCredentials,
};

/** The campaign-management rule as routes declare it. */
export const CAMPAIGN_ADMIN_RULE: AccessRule = {
  name: 'campaign admin (superuser, dashadmin role or AGENCY_ADMIN)',
  admits: canManageCampaigns,
};

function isDashboardAdmin(user: CustomiseSubject | null | undefined): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  if (user.roles.includes('dashadmin')) return true;
  return user.AgencyRight.some((right) => right.toUpperCase() === 'AGENCY_ADMIN');
}
