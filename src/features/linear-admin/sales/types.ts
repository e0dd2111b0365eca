/** The answers of the sales calls (contract of issue 28, /work/contract-28.md "The calls"). */
import type { AVAILABILITY_LABELS } from '../../../domain/sales-availability';
import type { Contact } from '../types';

/** A prospect's contact: the advertiser contact row shape, owned by a customer instead of an advertiser. */
export type SalesContact = Omit<Contact, 'advertiser_id'> & { customer_id?: number };

/** Someone named by id (the rep holding a reservation, the seller). */
export interface Person {
  id: number;
  name: string;
}

/** One row of GET /api/sales/customers. */
export interface CustomerItem {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  category: string;
  salesChannel: string;
  agencyId: number;
  subAgencyId: number | null;
  stationId: number | null;
  stationName: string | null;
  availability: { key: keyof typeof AVAILABILITY_LABELS; label: string; viewable: boolean };
  flags: { IsSold: boolean; IsDnc: boolean; IsReserved: boolean; IsStationLocked: boolean };
  reservedBy: Person | null;
  /** ISO time the reservation ends. */
  reservedUntil: string | null;
  clonedFromId: number | null;
  advertiserId: number | null;
  lastCall: { outcome: string; label: string; color: string; at: string } | null;
  updatedAt: string;
}

/** What the caller may do now; the page shows only these actions. */
export interface CustomerCan {
  work: boolean;
  reserve: boolean;
  release: boolean;
  lock: boolean;
  clearDnc: boolean;
  sell: boolean;
  clone: boolean;
}

/** GET /api/sales/customers/:id's customer. */
export interface CustomerDetail extends CustomerItem {
  address: string | null;
  notes: string | null;
  contacts: SalesContact[];
  dncReason: string | null;
  cloneReason: string | null;
  soldAt: string | null;
  soldBy: Person | null;
  /** The header only: no contacts and no notes (a customer the caller may not work). */
  restricted: boolean;
  can: CustomerCan;
}

/** One call of a customer's or a rep's history. */
export interface CallItem {
  id: number;
  customerId: number;
  customerName: string;
  userId: number;
  userName: string;
  outcome: string;
  label: string;
  color: string;
  reason: string | null;
  reasonLabel: string | null;
  notes: string | null;
  at: string;
}
