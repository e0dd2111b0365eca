/**
 * The sales calls' answers (docs/api/sales.md), one definition for the server that shapes them and the screens
 * that read them. A customer's contacts differ by side (the server's stored row, the client's form row), so the
 * detail is generic over them.
 */
import type { AVAILABILITY_LABELS } from './sales-availability';

/** Someone named by id (the rep holding a reservation, the seller, a rep in the per-rep list). */
export interface PersonRef {
  id: number;
  name: string;
}

/** The last call on a customer. */
export interface LastCall {
  outcome: string;
  label: string;
  color: string;
  at: string;
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
  reservedBy: PersonRef | null;
  /** ISO time the reservation ends. */
  reservedUntil: string | null;
  clonedFromId: number | null;
  advertiserId: number | null;
  lastCall: LastCall | null;
  updatedAt: string;
}

/** What the caller may do now; the page offers only these actions. */
export interface CustomerCan {
  work: boolean;
  reserve: boolean;
  release: boolean;
  lock: boolean;
  clearDnc: boolean;
  sell: boolean;
  clone: boolean;
}

/** GET /api/sales/customers/:id's customer, with its contacts in the shape `C`. */
export interface CustomerDetailOf<C> extends CustomerItem {
  address: string | null;
  notes: string | null;
  contacts: C[];
  dncReason: string | null;
  cloneReason: string | null;
  soldAt: string | null;
  soldBy: PersonRef | null;
  /** The header only: no street address, contacts or notes (a customer the caller may not work). */
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
