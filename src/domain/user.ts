/**
 * The signed-in user as both client and server see it (000 §3). Field names keep the wire spelling
 * (`AgencyRight`, `AvailableAgencies`, `portalTheme`) because the API contract uses them verbatim.
 */

/** A sub-agency within an agency the user may switch to. */
export interface AvailableSubAgency {
  id: number;
  name: string;
}

/** A station within an agency; `sub_agency_id` is null when it hangs directly under the agency. */
export interface AvailableStation {
  id: number;
  name: string;
  sub_agency_id: number | null;
}

/** An agency the user may switch to, with its white-label theme code and tenants below it. */
export interface AvailableAgency {
  id: number;
  name: string;
  theme_code: string;
  sub_agencies: AvailableSubAgency[];
  stations: AvailableStation[];
}

/** The session user. `accessToken` and `refreshToken` appear only in sign-in responses. */
export interface SessionUser {
  email: string;
  full_name: string;
  user_id: number;
  is_superuser: boolean;
  /** User-level rights. */
  permissions: string[];
  /** Agency-level rights; merged with `permissions` by `hasPermissions`. */
  AgencyRight: string[];
  /** Role codes (see `ROLES`). */
  roles: string[];
  products: string[];
  /** Theme code used for signed-in non-superusers. */
  portalTheme: string;
  active_agency_id: number | null;
  active_sub_agency_id: number | null;
  active_station_id: number | null;
  active_agency_name: string | null;
  AvailableAgencies: AvailableAgency[];
  accessToken?: string;
  refreshToken?: string;
}
