/** The agency admin's test and story data: two agencies of the contract's shapes. */
import type { Agency, AgencyListItem, StationItem, SubAgencyItem } from './types';

export function agencyItem(overrides: Partial<AgencyListItem> = {}): AgencyListItem {
  return {
    id: 1,
    originId: 1,
    name: 'Compulse Media',
    theme_code: 'compulse',
    time_zone: 'America/New_York',
    status: 'active',
    created_at: '2026-01-15T12:00:00.000Z',
    counts: { subAgencies: 2, stations: 3, advertisers: 14, users: 9 },
    ...overrides,
  };
}

export const AGENCY_ITEMS: AgencyListItem[] = [
  agencyItem(),
  agencyItem({ id: 2, originId: 2, name: 'Lakeside Agency', status: 'inactive', theme_code: 'lakeside' }),
];

export function agency(overrides: Partial<Agency> = {}): Agency {
  return {
    id: 1,
    originId: 1,
    name: 'Compulse Media',
    theme_code: 'compulse',
    time_zone: 'America/New_York',
    root_domain: 'portal.compulse.test',
    status: 'active',
    mail_from_name: 'Compulse Reports',
    mail_from_address: null,
    allowed_email_domains: ['compulse.test'],
    default_spend_type: 'CPM',
    default_markup: 12,
    products: ['DISPLAY', 'OTT'],
    counts: { subAgencies: 1, stations: 2, advertisers: 2, users: 1 },
    ...overrides,
  };
}

export const SUB_AGENCIES: SubAgencyItem[] = [
  {
    id: 11,
    agency_id: 1,
    name: 'North Region',
    status: 'active',
    allowed_email_domains: null,
    effective_email_domains: ['compulse.test'],
    stations: [{ id: 101, name: 'River Radio', call_sign: 'WRVR', status: 'active' }],
    counts: { stations: 1, advertisers: 1, users: 0 },
  },
];

export const STATIONS: StationItem[] = [
  {
    id: 101,
    agency_id: 1,
    sub_agency_id: 11,
    sub_agency_name: 'North Region',
    name: 'River Radio',
    call_sign: 'WRVR',
    status: 'active',
    allowed_email_domains: null,
    effective_email_domains: ['compulse.test'],
    counts: { advertisers: 1, users: 0 },
  },
  {
    id: 102,
    agency_id: 1,
    sub_agency_id: null,
    sub_agency_name: null,
    name: 'Hill TV',
    call_sign: 'KHIL',
    status: 'inactive',
    allowed_email_domains: null,
    effective_email_domains: ['compulse.test'],
    counts: { advertisers: 0, users: 0 },
  },
];
