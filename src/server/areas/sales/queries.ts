/** The sales tool's Kysely reads and writes of customers and their contacts; no rules here (the services decide). */
import type { ExpressionBuilder, Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import { ALL_ROWS, NO_ROWS } from '../../db/conditions';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { likePattern } from '../../kernel/listing';
import type { Scope } from '../../kernel/tenancy';
import type { Window } from '../advertisers/queries';
import { availabilityKeySql } from './availability-sql';
import type { AvailabilityKey, Viewer } from './rule';
import type { CustomerRecord, SalesContactRecord } from './rows';
import type { CustomerSort } from './schemas';

type CustomerExpr = ExpressionBuilder<Database, 'sales_customers'>;

/** The customers a scope sees: all, its agency's, its sub-agency's or its station's; client users and others none. */
export function customerFilter(scope: Scope) {
  return (eb: CustomerExpr) => {
    switch (scope.kind) {
      case 'all':
        return ALL_ROWS;
      case 'agency':
        return eb('sales_customers.agency_id', '=', scope.agencyId);
      case 'subAgency':
        return eb.and([
          eb('sales_customers.agency_id', '=', scope.agencyId),
          eb('sales_customers.sub_agency_id', '=', scope.subAgencyId),
        ]);
      case 'station':
        return eb.and([
          eb('sales_customers.agency_id', '=', scope.agencyId),
          eb('sales_customers.station_id', '=', scope.stationId),
        ]);
      default:
        return NO_ROWS;
    }
  };
}

const CUSTOMER_COLUMNS = [
  'sales_customers.id',
  'sales_customers.agency_id',
  'sales_customers.sub_agency_id',
  'sales_customers.station_id',
  'sales_customers.name',
  'sales_customers.address',
  'sales_customers.city',
  'sales_customers.state',
  'sales_customers.zip',
  'sales_customers.category',
  'sales_customers.sales_channel',
  'sales_customers.notes',
  'sales_customers.is_sold',
  'sales_customers.is_dnc',
  'sales_customers.dnc_reason',
  'sales_customers.is_station_locked',
  'sales_customers.reserved_by',
  'sales_customers.reserved_org',
  'sales_customers.reserved_until',
  'sales_customers.cloned_from_id',
  'sales_customers.clone_reason',
  'sales_customers.advertiser_id',
  'sales_customers.sold_at',
  'sales_customers.sold_by',
  'sales_customers.updated_at',
  'stations.name as station_name',
  'agencies.time_zone',
  'reserver.full_name as reserved_by_name',
  'seller.full_name as sold_by_name',
] as const;

const ORDER = {
  name: 'sales_customers.name',
  updated: 'sales_customers.updated_at',
  city: 'sales_customers.city',
} as const satisfies Record<CustomerSort, string>;

type Customers = SelectQueryBuilder<Database, 'sales_customers', object>;

/** Customers with their agency, station, reserving rep and seller. */
function joined(query: Customers) {
  return query
    .innerJoin('agencies', 'agencies.id', 'sales_customers.agency_id')
    .leftJoin('stations', 'stations.id', 'sales_customers.station_id')
    .leftJoin('users as reserver', 'reserver.id', 'sales_customers.reserved_by')
    .leftJoin('users as seller', 'seller.id', 'sales_customers.sold_by');
}

/** The customers a scope sees, as a query to narrow further. */
export function visibleCustomers(db: Db, scope: Scope): Customers {
  return db.selectFrom('sales_customers').where(customerFilter(scope));
}

/** What the list narrows by. */
export interface CustomerFilters {
  search: string;
  availability: AvailabilityKey | null;
  channel: string | null;
  stationId: number | null;
}

/** One page of the customers the caller sees, filtered (availability by the rule in SQL), and its total. */
export async function customerPage(
  db: Db,
  viewer: Viewer,
  filters: CustomerFilters,
  window: Window<CustomerSort>,
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const base = visibleCustomers(db, viewer.scope).where((eb) => {
    const conditions = [];
    if (filters.search) {
      const pattern = likePattern(filters.search);
      const like = (column: 'name' | 'city' | 'category' | 'zip') =>
        eb(eb.fn('lower', [`sales_customers.${column}`]), 'like', pattern);
      conditions.push(eb.or([like('name'), like('city'), like('category'), like('zip')]));
    }
    if (filters.channel) conditions.push(eb('sales_customers.sales_channel', '=', filters.channel));
    if (filters.stationId !== null) conditions.push(eb('sales_customers.station_id', '=', filters.stationId));
    if (filters.availability) conditions.push(eb(availabilityKeySql(viewer), '=', filters.availability));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    joined(base)
      .select(CUSTOMER_COLUMNS)
      .orderBy(ORDER[window.sort], window.desc ? 'desc' : 'asc')
      .orderBy('sales_customers.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One customer, if the scope sees it. */
export function findCustomer(db: Db, scope: Scope, id: number): Promise<CustomerRecord | undefined> {
  return joined(visibleCustomers(db, scope).where('sales_customers.id', '=', id))
    .select(CUSTOMER_COLUMNS)
    .executeTakeFirst();
}

export async function insertCustomer(db: Db, values: Insertable<Database['sales_customers']>): Promise<number> {
  const row = await db.insertInto('sales_customers').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: Updateable<Database['sales_customers']>,
): Promise<void> {
  await db.updateTable('sales_customers').set(values).where('id', '=', id).execute();
}

/** A customer's contacts in the list's order. */
export function customerContacts(db: Db, customerId: number): Promise<SalesContactRecord[]> {
  return db
    .selectFrom('sales_customer_contacts')
    .select([
      'id',
      'customer_id',
      'contact_type',
      'name',
      'email',
      'phone',
      'phone_kind',
      'number',
      'title',
      'company',
      'position',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A contact's stored fields. */
export type SalesContactValues = Omit<Insertable<Database['sales_customer_contacts']>, 'customer_id' | 'position'>;

/** The customer's whole contact set, replaced. */
export async function replaceContacts(db: Db, customerId: number, contacts: readonly SalesContactValues[]) {
  await db.deleteFrom('sales_customer_contacts').where('customer_id', '=', customerId).execute();
  if (contacts.length === 0) return;
  await db
    .insertInto('sales_customer_contacts')
    .values(contacts.map((contact, position) => ({ ...contact, customer_id: customerId, position })))
    .execute();
}

/**
 * Takes the customer's row lock for the rest of the transaction (a no-op update: PostgreSQL holds the row, and the
 * reads after it see any write that committed first; SQLite's one connection already runs transactions one by one),
 * so two writes cannot both pass the availability rule on the same state.
 */
export async function lockCustomer(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sales_customers')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}
