/** Pure shaping of the advertiser area's rows into its answers (unit-tested in rows.test.ts). */
import { contactTypeLabel } from '../../../domain/contacts';
import { formatPhone } from '../../../domain/format';

/** An advertiser's stored status as the answers name it. */
export type StatusName = 'active' | 'inactive';

export function statusName(status: number): StatusName {
  return status === 0 ? 'inactive' : 'active';
}

/** A client search row as stored (joined with its agency, sub-agency and station). */
export interface ClientRecord {
  id: number;
  name: string;
  industry: string;
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
  logo_url: string | null;
  agency_name: string;
  theme_code: string;
  sub_agency_name: string | null;
  station_name: string | null;
  status: number;
}

/** ClientItem of the contract: the row, its `propertyId` (= id), its status named and its campaign count. */
export type ClientItem = Omit<ClientRecord, 'status'> & { propertyId: number; status: StatusName; campaigns: number };

export function clientItemOf(record: ClientRecord, campaigns: number): ClientItem {
  return { ...record, propertyId: record.id, status: statusName(record.status), campaigns };
}

/** The advertiser's own details (advertiserInfoUpdate's fields). */
export interface InfoFields {
  name: string;
  industry: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  website: string | null;
  phone: string | null;
  spend_type: string | null;
  markup: number | null;
}

export const INFO_FIELDS = [
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
] as const satisfies readonly (keyof InfoFields)[];

export type InfoRecord = ClientRecord & InfoFields & { created_at: number; updated_at: number | null };

/** AdvertiserInfo of the contract: a ClientItem with its details and the phone as shown. */
export type AdvertiserInfo = ClientItem &
  InfoFields & { phone_display: string | null; created_at: number; updated_at: number | null };

export function advertiserInfoOf(record: InfoRecord, campaigns: number): AdvertiserInfo {
  return {
    ...record,
    ...clientItemOf(record, campaigns),
    markup: record.markup === null ? null : Number(record.markup),
    phone_display: record.phone ? formatPhone(record.phone) : null,
  };
}

/** The details only, as an audit entry keeps them. */
export function infoFieldsOf(record: InfoFields): InfoFields {
  const fields = Object.fromEntries(INFO_FIELDS.map((field) => [field, record[field]])) as unknown as InfoFields;
  return { ...fields, markup: fields.markup === null ? null : Number(fields.markup) };
}

/** A stored contact joined with its portal user's name. */
export interface ContactRecord {
  id: number;
  advertiser_id: number;
  contact_type: string;
  name: string;
  email: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  user_id: number | null;
  user_name: string | null;
  updated_at: number;
}

/** Contact of the contract. */
export interface Contact {
  id: number;
  advertiser_id: number;
  type: string;
  type_label: string;
  name: string;
  email: string | null;
  phone: string;
  phone_display: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  user_id: number | null;
  user_name: string | null;
  updated_at: number;
}

export function contactOf(record: ContactRecord): Contact {
  const { contact_type, ...rest } = record;
  return {
    ...rest,
    type: contact_type,
    type_label: contactTypeLabel(contact_type, record.company),
    phone_display: formatPhone(record.phone),
    number: Number(record.number),
  };
}

/** Contacts in the list's order: by number, then name. */
export function byPosition(a: Pick<Contact, 'number' | 'name'>, b: Pick<Contact, 'number' | 'name'>): number {
  return a.number - b.number || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** What still depends on an advertiser, counted. */
export interface Dependents {
  campaigns: number;
  orders: number;
  userGrants: number;
  groupMemberships: number;
}

const DEPENDENT_WORDS: Record<keyof Dependents, [string, string]> = {
  campaigns: ['campaign', 'campaigns'],
  orders: ['order', 'orders'],
  userGrants: ['user grant', 'user grants'],
  groupMemberships: ['advertiser group membership', 'advertiser group memberships'],
};

/** "3 campaigns, 1 user grant"; '' when nothing depends. */
export function describeDependents(dependents: Dependents): string {
  return (Object.keys(DEPENDENT_WORDS) as (keyof Dependents)[])
    .filter((key) => dependents[key] > 0)
    .map((key) => `${dependents[key]} ${DEPENDENT_WORDS[key][dependents[key] === 1 ? 0 : 1]}`)
    .join(', ');
}
