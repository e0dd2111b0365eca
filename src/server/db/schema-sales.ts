/** The sales tool's tables (migration 0026, issue 28). Times are epoch ms; flags 0/1. */
import type { Generated } from 'kysely';

export interface SalesCustomersTable {
  id: Generated<number>;
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
  is_sold: Generated<number>;
  is_dnc: Generated<number>;
  dnc_reason: string | null;
  is_station_locked: Generated<number>;
  /** The rep holding the reservation, their organisation ('station:<id>', 'subAgency:<id>', 'agency:<id>', 'all')
   * and its end; the reservation is over once `reserved_until` is past, whatever the other two say. */
  reserved_by: number | null;
  reserved_org: string | null;
  reserved_until: number | null;
  cloned_from_id: number | null;
  clone_reason: string | null;
  advertiser_id: number | null;
  sold_at: number | null;
  sold_by: number | null;
  created_at: number;
  updated_at: number;
  updated_by: number | null;
}

export interface SalesCustomerContactsTable {
  id: Generated<number>;
  customer_id: number;
  contact_type: string;
  name: string;
  email: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  position: Generated<number>;
}

export interface SalesCallsTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  outcome: string;
  reason: string | null;
  notes: string | null;
  at: number;
}
