/** The tenant calls' answers as the contract of issue 22 gives them (server area `tenants`). */

export type TenantStatus = 'active' | 'inactive';

export interface AgencyCounts {
  subAgencies: number;
  stations: number;
  advertisers: number;
  users: number;
}

/** One row of GET /api/linearAdminAgencySearch. */
export interface AgencyListItem {
  id: number;
  originId: number;
  name: string;
  theme_code: string;
  time_zone: string;
  status: TenantStatus;
  created_at: string;
  counts: AgencyCounts;
}

export type SpendType = 'CPM' | 'MARKUP' | 'FLAT';

/** GET /api/getAgency/{originId}. */
export interface Agency {
  id: number;
  originId: number;
  name: string;
  theme_code: string;
  time_zone: string;
  root_domain: string | null;
  status: TenantStatus;
  mail_from_name: string | null;
  mail_from_address: string | null;
  allowed_email_domains: string[] | null;
  default_spend_type: SpendType | null;
  default_markup: number | null;
  products: string[];
  counts: AgencyCounts;
}

/** The body of PUT /api/updateAgency/{originId} (agency.schema.json): every field optional. */
export type AgencyUpdate = Partial<
  Pick<
    Agency,
    | 'name'
    | 'time_zone'
    | 'theme_code'
    | 'root_domain'
    | 'mail_from_name'
    | 'mail_from_address'
    | 'allowed_email_domains'
    | 'default_spend_type'
    | 'default_markup'
    | 'products'
  >
>;

/** POST /api/admin/agencies (agency-create.schema.json). */
export interface AgencyCreate {
  name: string;
  timeZone: string;
  themeCode?: string;
  rootDomain?: string | null;
}

export interface SubAgencyItem {
  id: number;
  agency_id: number;
  name: string;
  status: TenantStatus;
  allowed_email_domains: string[] | null;
  effective_email_domains: string[] | null;
  stations: { id: number; name: string; call_sign: string; status: TenantStatus }[];
  counts: { stations: number; advertisers: number; users: number };
}

/** POST …/subagencies and PATCH /api/admin/subagencies/{id} (subagency.schema.json). */
export interface SubAgencyInput {
  name?: string;
  allowedEmailDomains?: string[] | null;
}

export interface StationItem {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  sub_agency_name: string | null;
  name: string;
  call_sign: string;
  status: TenantStatus;
  allowed_email_domains: string[] | null;
  effective_email_domains: string[] | null;
  counts: { advertisers: number; users: number };
}

/** POST …/stations and PATCH /api/admin/stations/{id} (station.schema.json). */
export interface StationInput {
  name?: string;
  callSign?: string;
  subAgencyId?: number | null;
  allowedEmailDomains?: string[] | null;
}

/** One advertiser of GET /api/getAgencyAdvertisers/?agency= (fields as the dashboards already read them). */
export interface AgencyAdvertiser {
  id: number;
  name: string;
  industry?: string | null;
  status?: TenantStatus;
}

/** One user of GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}]. */
export interface TenancyUser {
  user_id: number;
  email: string;
  full_name: string;
  status: number;
}
