import { describe, expect, it } from 'vitest';
import {
  advertiserInfoOf,
  byPosition,
  clientItemOf,
  contactOf,
  describeDependents,
  infoFieldsOf,
  statusName,
  type ContactRecord,
  type InfoRecord,
} from './rows';

const record: InfoRecord = {
  id: 10000101,
  name: 'Coastal Home Furnishings',
  industry: 'Furniture',
  agency_id: 1,
  sub_agency_id: 2,
  station_id: 3,
  logo_url: null,
  agency_name: 'Compulse Media',
  theme_code: 'compulse',
  sub_agency_name: 'Compulse Austin',
  station_name: 'KCKT Austin',
  status: 1,
  address: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  website: null,
  phone: '+1 512 555 0100',
  spend_type: 'MARKUP',
  markup: '12.5' as unknown as number,
  created_at: 1,
  updated_at: null,
};

const contactRecord: ContactRecord = {
  id: 7,
  advertiser_id: 10000101,
  contact_type: 'media_company',
  name: 'Mia Media',
  email: null,
  phone: '5551234567 x12',
  phone_kind: 'Work',
  number: 1,
  title: null,
  company: 'Acme',
  user_id: null,
  user_name: null,
  updated_at: 5,
};

describe('the advertiser rows', () => {
  it('names the stored status', () => {
    expect(statusName(1)).toBe('active');
    expect(statusName(0)).toBe('inactive');
  });

  it('makes a client item with its property id, status and campaign count', () => {
    expect(clientItemOf(record, 4)).toMatchObject({
      id: 10000101,
      propertyId: 10000101,
      status: 'active',
      campaigns: 4,
    });
  });

  it('shows the phone as (xxx) xxx-xxxx once +1 is stripped, and the markup as a number', () => {
    expect(advertiserInfoOf(record, 0)).toMatchObject({ phone_display: '(512) 555-0100', markup: 12.5 });
    expect(advertiserInfoOf({ ...record, phone: null, markup: null }, 0)).toMatchObject({
      phone_display: null,
      markup: null,
    });
  });

  it('keeps only the details for the audit log', () => {
    expect(Object.keys(infoFieldsOf(record))).toEqual([
      'name',
      'industry',
      'address',
      'city',
      'state',
      'zip',
      'website',
      'phone',
      'spend_type',
      'markup',
    ]);
  });

  it('labels a contact by its type, prefixed with its company', () => {
    expect(contactOf(contactRecord)).toMatchObject({
      type: 'media_company',
      type_label: 'Acme Media Company Contact',
      phone_display: '5551234567 x12',
    });
    expect(
      contactOf({ ...contactRecord, company: null, contact_type: 'technical', phone: '555-123-4567' }),
    ).toMatchObject({ type_label: 'Customer Technical Contact', phone_display: '(555) 123-4567' });
  });

  it('orders contacts by number, then name', () => {
    const list = [
      { number: 2, name: 'A' },
      { number: 0, name: 'Zed' },
      { number: 0, name: 'Amy' },
    ];
    expect(list.sort(byPosition)).toEqual([
      { number: 0, name: 'Amy' },
      { number: 0, name: 'Zed' },
      { number: 2, name: 'A' },
    ]);
  });

  it('names what still depends on an advertiser', () => {
    expect(describeDependents({ campaigns: 3, orders: 0, userGrants: 1, groupMemberships: 2 })).toBe(
      '3 campaigns, 1 user grant, 2 advertiser group memberships',
    );
    expect(describeDependents({ campaigns: 0, orders: 0, userGrants: 0, groupMemberships: 0 })).toBe('');
  });
});
