/**
 * What every sales service does the same way: the caller as the rule sees them, a customer opened within the
 * caller's scope (404 outside it: another tenant never learns it exists), a customer re-read as the answer, the
 * system's call rows, and the audit entry written in the write's own transaction (area 'sales').
 */
import type { CallOutcomeName } from '../../../domain/sales';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { actorOf } from '../../kernel/writing';
import { insertCall, lastCalls } from './call-queries';
import { customerContacts, findCustomer, lockCustomer } from './queries';
import { customerDetailOf, salesContactOf, type CustomerDetail, type CustomerRecord } from './rows';
import { viewerOf, type Holder, type Viewer } from './rule';

/** The caller at the service's clock. */
export async function viewerFor(ctx: ServiceContext, user: SessionUser): Promise<Viewer> {
  return viewerOf(ctx.db, user, await ctx.users.scopeOf(user), ctx.now());
}

/** The customer if the caller's scope sees it; 404 otherwise. */
export async function openCustomer(db: Db, viewer: Viewer, id: number): Promise<CustomerRecord> {
  const record = await findCustomer(db, viewer.scope, id);
  if (!record) throw new AppError(404, 'salesCustomerNotFound');
  return record;
}

/** The customer for a write: its row locked for the transaction first, so the rule reads the latest state. */
export async function openForWrite(trx: Db, viewer: Viewer, id: number): Promise<CustomerRecord> {
  await lockCustomer(trx, id);
  return openCustomer(trx, viewer, id);
}

/** Who holds the customer's reservation, for a refusal's text. */
export function holderOf(record: CustomerRecord): Holder {
  return { name: record.reserved_by_name, until: record.reserved_until, timeZone: record.time_zone };
}

/** The customer as the calls answer it, read again (inside the write's transaction when given one). */
export async function detailOf(db: Db, viewer: Viewer, id: number, postSale = false): Promise<CustomerDetail> {
  const record = await openCustomer(db, viewer, id);
  const [contacts, last] = await Promise.all([customerContacts(db, id), lastCalls(db, [id])]);
  return customerDetailOf(record, viewer, contacts, last.get(id) ?? null, postSale);
}

/** The customer's own fields and contacts, as the audit log keeps them. */
export async function snapshotOf(db: Db, record: CustomerRecord): Promise<Record<string, unknown>> {
  const contacts = (await customerContacts(db, record.id)).map(salesContactOf).map((contact) => ({
    type: contact.type,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    phone_kind: contact.phone_kind,
    number: contact.number,
    title: contact.title,
    company: contact.company,
  }));
  return {
    name: record.name,
    address: record.address,
    city: record.city,
    state: record.state,
    zip: record.zip,
    category: record.category,
    salesChannel: record.sales_channel,
    notes: record.notes,
    agencyId: record.agency_id,
    subAgencyId: record.sub_agency_id,
    stationId: record.station_id,
    contacts,
  };
}

/** A row of the call log the system writes when something happens to the customer. */
export async function systemCall(
  trx: Db,
  viewer: Viewer,
  customerId: number,
  outcome: CallOutcomeName,
  extra: { reason?: string | null; notes?: string | null } = {},
): Promise<number> {
  return insertCall(trx, {
    customer_id: customerId,
    user_id: viewer.user.user_id,
    outcome,
    reason: extra.reason ?? null,
    notes: extra.notes ?? null,
    at: viewer.now,
  });
}

/** The audit entry of a change to a customer, in the change's transaction. */
export async function auditCustomer(
  ctx: ServiceContext,
  trx: Db,
  viewer: Viewer,
  customer: { id: number; name: string; agency_id: number },
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await ctx.audit.write(trx, {
    actor: actorOf(viewer.user),
    agencyId: customer.agency_id,
    area: 'sales',
    objectType: 'customer',
    objectId: customer.id,
    objectLabel: customer.name,
    action,
    before,
    after,
  });
}
