/**
 * Rights and roles of 000 §6. Rights are plain strings on the wire (permissions and AgencyRight lists), so the
 * object maps each name to the same string: code reads `RIGHTS.MANAGE_SYSTEM` and typos fail to compile.
 */

/** Every right named by the spec, name → identical string. */
export const RIGHTS = {
  SCREEN_USER_MGMT: 'SCREEN_USER_MGMT',
  MANAGE_SYSTEM: 'MANAGE_SYSTEM',
  SCREEN_AGENCY_MGMT: 'SCREEN_AGENCY_MGMT',
  SCREEN_ADVERTISER_MGMT: 'SCREEN_ADVERTISER_MGMT',
  AGENCY_READ_SCHEDULED_REPORT: 'AGENCY_READ_SCHEDULED_REPORT',
  READ_SCHEDULED_REPORT: 'READ_SCHEDULED_REPORT',
  SHOW_ORDER_SUMMARY_VIEW: 'SHOW_ORDER_SUMMARY_VIEW',
  AGENCY_ADMIN: 'AGENCY_ADMIN',
  /** Without it the demo advertiser (88888888) is removed from client search results. */
  SHOW_DEMO_ADVERTISER: 'SHOW_DEMO_ADVERTISER',
} as const;

/** One right name. */
export type Right = (typeof RIGHTS)[keyof typeof RIGHTS];

/** All rights, in spec order. */
export const ALL_RIGHTS: readonly Right[] = Object.values(RIGHTS);

/** Selectable roles (label and code), in spec order. */
export const ROLES = [
  { label: 'TEST', code: 'test' },
  { label: 'Dashboard Admin', code: 'dashadmin' },
  { label: 'User Admin', code: 'useradmin' },
  { label: 'Marketing Consultant', code: 'mc' },
  { label: 'Client', code: 'client' },
  { label: 'Client Admin', code: 'linearadmin' },
  { label: 'Image Admin', code: 'imgadmin' },
] as const;

/** One role code, as stored in `SessionUser.roles`. */
export type RoleCode = (typeof ROLES)[number]['code'];

/** All role codes, in spec order. */
export const ROLE_CODES: readonly RoleCode[] = ROLES.map((role) => role.code);

/** Returns the display label of a role code, or the code itself when it is not a selectable role. */
export function roleLabel(code: string): string {
  return ROLES.find((role) => role.code === code)?.label ?? code;
}

/** User status enumeration of 000 §3. */
export const USER_STATUS = { Active: 1, Deleted: 0, Deactivated: -1 } as const;

/** One user status value. */
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/**
 * What an area requires: the caller passes with every right of at least one of the sets (superusers always pass,
 * 000 §6). One set is the usual case; the scheduled reports accept the agency right or the advertiser-level one.
 */
export type RightsRequirement = readonly (readonly Right[])[];

/**
 * The one rights table: the client's route guard reads it for its routes (routes.ts) and the server's routes
 * declare it as `rights` (checked by the kernel guard before a body is read). docs/decisions.md lists, per call,
 * which entry it declares.
 */
export const AREA_RIGHTS = {
  /** /orders and every call the order screens make (000 §2). */
  orders: [[RIGHTS.SHOW_ORDER_SUMMARY_VIEW]],
  /** /admin: Manage Users and Feed Tools. */
  userAdmin: [[RIGHTS.SCREEN_USER_MGMT]],
  /** /systemAdmin and its children. */
  systemAdmin: [[RIGHTS.MANAGE_SYSTEM]],
  /** /agencyAdmin: agencies. */
  agencyAdmin: [[RIGHTS.SCREEN_AGENCY_MGMT]],
  /** /linearadmin: sub-agencies, stations and advertisers (clients). */
  advertiserAdmin: [[RIGHTS.SCREEN_ADVERTISER_MGMT]],
  /** The sub-agency and station lists both admin areas show (issue 22): either screen right. */
  tenantTree: [[RIGHTS.SCREEN_AGENCY_MGMT], [RIGHTS.SCREEN_ADVERTISER_MGMT]],
  /** /reportsadmin: the agency right, or the advertiser-level one. */
  scheduledReports: [[RIGHTS.AGENCY_READ_SCHEDULED_REPORT], [RIGHTS.READ_SCHEDULED_REPORT]],
  /** Agency-wide settings an agency admin changes (its own agency). */
  agencySettings: [[RIGHTS.AGENCY_ADMIN]],
} as const satisfies Record<string, RightsRequirement>;

/** One area of the rights table. */
export type RightsArea = keyof typeof AREA_RIGHTS;
