/** Answers of the stubbed server for the /linearadmin tests and stories. */
import type { AvailableAgency } from '../../domain/user';
import type { AdvertiserInfo, ClientItem, Contact } from './types';

export const AGENCIES: AvailableAgency[] = [
  {
    id: 1,
    name: 'Compulse Media',
    theme_code: 'compulse',
    sub_agencies: [
      { id: 11, name: 'North Region' },
      { id: 12, name: 'South Region' },
    ],
    stations: [
      { id: 101, name: 'WNTH', sub_agency_id: 11 },
      { id: 102, name: 'WSTH', sub_agency_id: 12 },
      { id: 103, name: 'KDIR', sub_agency_id: null },
    ],
  },
  { id: 2, name: 'Lakeside Agency', theme_code: 'lakeside', sub_agencies: [], stations: [] },
];

export function client(overrides: Partial<ClientItem> = {}): ClientItem {
  return {
    id: 10000001,
    propertyId: 10000001,
    name: 'Acme Motors',
    industry: 'Automotive',
    agency_id: 1,
    agency_name: 'Compulse Media',
    sub_agency_id: 11,
    sub_agency_name: 'North Region',
    station_id: 101,
    station_name: 'WNTH',
    logo_url: null,
    theme_code: 'compulse',
    status: 'active',
    campaigns: 4,
    ...overrides,
  };
}

export const CLIENTS: ClientItem[] = [
  client(),
  client({
    id: 10000002,
    name: 'Bayside Dental',
    industry: 'Health',
    sub_agency_id: null,
    sub_agency_name: null,
    station_id: 103,
    station_name: 'KDIR',
    campaigns: 0,
  }),
];

export function advertiserInfo(overrides: Partial<AdvertiserInfo> = {}): AdvertiserInfo {
  return {
    ...client(),
    logo_url: 'https://cdn.example.com/acme.png',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    website: 'acme.example',
    phone: '+1 555 123 4567',
    phone_display: '(555) 123-4567',
    spend_type: 'CPM',
    markup: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 501,
    advertiser_id: 10000001,
    type: 'decision_maker',
    type_label: 'Customer Decision Maker',
    name: 'Dana Buyer',
    email: 'dana@acme.example',
    phone: '5551234567',
    phone_display: '(555) 123-4567',
    phone_kind: 'Work',
    number: 0,
    title: 'Owner',
    company: null,
    user_id: null,
    user_name: null,
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
