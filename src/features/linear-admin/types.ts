/** The answers of the /linearadmin calls (contract of issue 22: ClientItem, AdvertiserInfo, Contact, …). */

/** 'active' or 'inactive' (the server's flag). */
export type TenantStatus = 'active' | 'inactive';

/** One row of GET /api/linearAdminClientsSearch. */
export interface ClientItem {
  id: number;
  propertyId?: number;
  name: string;
  industry: string | null;
  agency_id: number;
  agency_name: string;
  sub_agency_id: number | null;
  sub_agency_name?: string | null;
  station_id: number | null;
  station_name?: string | null;
  logo_url: string | null;
  theme_code?: string;
  status?: TenantStatus;
  /** The advertiser's campaign count. */
  campaigns?: number;
}

/** GET /api/getAdvertiserInfo's advertiser. */
export interface AdvertiserInfo extends ClientItem {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  website?: string | null;
  phone?: string | null;
  phone_display?: string | null;
  spend_type?: 'CPM' | 'MARKUP' | 'FLAT' | null;
  markup?: number | null;
  created_at?: string;
  updated_at?: string;
}

/** GET /api/getAdvertiserInfo with includeStations and includeSubagencies. */
export interface AdvertiserInfoAnswer {
  advertiser: AdvertiserInfo;
  stations?: { id: number; name: string; call_sign?: string }[];
  subagencies?: { id: number; name: string }[];
}

/** One contact of GET /api/getContacts/{id}. */
export interface Contact {
  id: number;
  advertiser_id: number;
  type: string;
  type_label?: string;
  name: string;
  email: string | null;
  phone: string;
  phone_display?: string | null;
  phone_kind: string;
  number: number;
  title?: string | null;
  company?: string | null;
  user_id?: number | null;
  user_name?: string | null;
  updated_at?: string;
}

/** One campaign of GET /api/campaign/search. */
export interface CampaignItem {
  id: number;
  name: string;
  friendly_name?: string | null;
  campaign_type: string;
  advertiser_id: number;
  advertiser_name?: string;
  start_date: string | null;
  end_date: string | null;
  status: string | null;
}

/** One sub-agency of GET /api/linearAdminSubagenciesStations. */
export interface SubAgencyItem {
  id: number;
  agency_id: number;
  name: string;
  status: TenantStatus;
  stations: { id: number; name: string; call_sign: string | null; status: TenantStatus }[];
  counts?: { stations: number; advertisers: number; users: number };
}

/** One station of GET /api/admin/stations. */
export interface StationItem {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  sub_agency_name: string | null;
  name: string;
  call_sign: string | null;
  status: TenantStatus;
  counts?: { advertisers: number; users: number };
}
