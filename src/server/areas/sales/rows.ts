/** Pure shaping of the sales tool's rows into the contract's answers (CustomerItem, CustomerDetail, CallItem). */
import { contactTypeLabel } from '../../../domain/contacts';
import { formatPhone } from '../../../domain/format';
import {
  CLONE_REASON_LABELS,
  DO_NOT_CALL_REASON_LABELS,
  outcomeView,
  type CloneReason,
  type DoNotCallReason,
} from '../../../domain/sales';
import type {
  CallItem,
  CustomerCan,
  CustomerDetailOf,
  CustomerItem,
  LastCall,
  PersonRef,
} from '../../../domain/sales-wire';
import { availabilityOf, isReserved, reservedWithin, type Viewer } from './rule';

/** A customer as stored, joined with its station's name, its agency's zone and its reserving rep's and seller's names. */
export interface CustomerRecord {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  category: string;
  sales_channel: string;
  notes: string | null;
  is_sold: number;
  is_dnc: number;
  dnc_reason: string | null;
  is_station_locked: number;
  reserved_by: number | null;
  reserved_org: string | null;
  reserved_until: number | null;
  cloned_from_id: number | null;
  clone_reason: string | null;
  advertiser_id: number | null;
  sold_at: number | null;
  sold_by: number | null;
  updated_at: number;
  station_name: string | null;
  time_zone: string;
  reserved_by_name: string | null;
  sold_by_name: string | null;
}

/** A stored contact of a customer. */
export interface SalesContactRecord {
  id: number;
  customer_id: number;
  contact_type: string;
  name: string;
  email: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  position: number;
}

/** A customer's contact: the advertiser Contact row's fields, with `customer_id` for `advertiser_id`. */
export interface SalesContact {
  id: number;
  customer_id: number;
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
}

/** CustomerDetail of docs/api/sales.md, with the server's contact rows. */
export type CustomerDetail = CustomerDetailOf<SalesContact>;

/** A call as stored, with its customer's and user's names. */
export interface CallRecord {
  id: number;
  customer_id: number;
  customer_name: string;
  user_id: number;
  user_name: string | null;
  outcome: string;
  reason: string | null;
  notes: string | null;
  at: number;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The list's row: the rule's label for the caller; a reservation shows only while live. */
export function customerItemOf(
  record: CustomerRecord,
  viewer: Viewer,
  lastCall: LastCall | null,
  postSale = false,
): CustomerItem {
  const reserved = isReserved(record, viewer.now);
  return {
    id: record.id,
    name: record.name,
    city: record.city,
    state: record.state,
    zip: record.zip,
    category: record.category,
    salesChannel: record.sales_channel,
    agencyId: record.agency_id,
    subAgencyId: record.sub_agency_id,
    stationId: record.station_id,
    stationName: record.station_name,
    availability: availabilityOf(record, viewer, postSale),
    flags: {
      IsSold: record.is_sold === 1,
      IsDnc: record.is_dnc === 1,
      IsReserved: reserved,
      IsStationLocked: record.is_station_locked === 1,
    },
    reservedBy: reserved ? { id: Number(record.reserved_by), name: record.reserved_by_name ?? '' } : null,
    reservedUntil: reserved ? iso(record.reserved_until) : null,
    clonedFromId: record.cloned_from_id,
    advertiserId: record.advertiser_id,
    lastCall,
    updatedAt: iso(record.updated_at)!,
  };
}

/** What the caller may do with the customer now. */
export function abilitiesOf(record: CustomerRecord, viewer: Viewer, postSale: boolean): CustomerCan {
  const { viewable } = availabilityOf(record, viewer, postSale);
  const fresh = viewable && record.is_sold !== 1;
  const reserved = isReserved(record, viewer.now);
  const mine = reserved && Number(record.reserved_by) === viewer.user.user_id;
  return {
    work: viewable,
    reserve: fresh,
    release: reserved && (mine || viewer.agencyLevel || (viewer.canIgnore && reservedWithin(record, viewer))),
    lock: viewer.agencyLevel,
    clearDnc: viewer.agencyLevel && record.is_dnc === 1,
    sell: fresh,
    clone: fresh,
  };
}

/**
 * The customer's page: everything when the caller may work it; otherwise its header only (`restricted`: name,
 * city and state, label, flags, reservation), without street address, contacts or notes, so a do-not-call
 * customer's phone is not handed out.
 */
export function customerDetailOf(
  record: CustomerRecord,
  viewer: Viewer,
  contacts: readonly SalesContactRecord[],
  lastCall: LastCall | null,
  postSale: boolean,
): CustomerDetail {
  const item = customerItemOf(record, viewer, lastCall, postSale);
  const restricted = !item.availability.viewable;
  return {
    ...item,
    address: restricted ? null : record.address,
    notes: restricted ? null : record.notes,
    contacts: restricted ? [] : contacts.map(salesContactOf),
    dncReason: record.dnc_reason,
    cloneReason: record.clone_reason,
    soldAt: iso(record.sold_at),
    soldBy: record.sold_by === null ? null : { id: record.sold_by, name: record.sold_by_name ?? '' },
    restricted,
    can: abilitiesOf(record, viewer, postSale),
  };
}

export function salesContactOf(record: SalesContactRecord): SalesContact {
  return {
    id: record.id,
    customer_id: record.customer_id,
    type: record.contact_type,
    type_label: contactTypeLabel(record.contact_type, record.company),
    name: record.name,
    email: record.email,
    phone: record.phone,
    phone_display: formatPhone(record.phone),
    phone_kind: record.phone_kind,
    number: Number(record.number),
    title: record.title,
    company: record.company,
  };
}

/** A call with its outcome's label and colour and its reason's label, never the raw keys alone. */
export function callItemOf(record: CallRecord): CallItem {
  const { label, color } = outcomeView(record.outcome);
  return {
    id: record.id,
    customerId: record.customer_id,
    customerName: record.customer_name,
    userId: record.user_id,
    userName: record.user_name ?? '',
    outcome: record.outcome,
    label,
    color,
    reason: record.reason,
    reasonLabel: reasonLabel(record.reason),
    notes: record.notes,
    at: iso(record.at)!,
  };
}

/** A do-not-call or clone reason as people read it. */
export function reasonLabel(reason: string | null): string | null {
  if (reason === null) return null;
  return (
    (DO_NOT_CALL_REASON_LABELS as Record<string, string>)[reason as DoNotCallReason] ??
    (CLONE_REASON_LABELS as Record<string, string>)[reason as CloneReason] ??
    reason
  );
}

export type { CallItem, CustomerItem, LastCall, PersonRef };
