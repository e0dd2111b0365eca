/**
 * The sales customers (prospects, issue 28 §1): the list with its search, filters (availability by the rule, in SQL)
 * and server paging; one customer (its header only when the caller may not work it); creation and edits. A customer
 * sits where an advertiser would (checkPlacement); a station or sub-agency user's go to their station or sub-agency.
 * Contacts pass the contact form's rule first (checkContacts: the spec's texts, `contacts[i].<field>`).
 */
import { storedContactEmail } from '../../../domain/contact-form';
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { checkPlacement } from '../advertisers/access';
import { checkContacts, type ContactBody } from '../advertisers/contacts';
import { writing } from '../../kernel/writing';
import { auditCustomer, detailOf, holderOf, openForWrite, snapshotOf, viewerFor } from './access';
import { lastCalls } from './call-queries';
import {
  customerPage,
  insertCustomer,
  replaceContacts,
  updateCustomer,
  type CustomerFilters,
  type SalesContactValues,
} from './queries';
import { customerItemOf, type CustomerDetail, type CustomerItem } from './rows';
import { requireWorkable, type AvailabilityKey } from './rule';
import type { CustomerSort } from './schemas';

/** CustomerForm of the contract. */
export interface CustomerForm {
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  category: string;
  salesChannel: string;
  agencyId?: number;
  subAgencyId?: number | null;
  stationId?: number | null;
  notes?: string | null;
  contacts?: ContactBody[];
}

/** The list's parameters as the route receives them. */
export interface CustomerListQuery {
  search?: string;
  availability?: AvailabilityKey;
  channel?: string;
  stationId?: number;
  limit: number;
  offset: number;
  sortby: CustomerSort;
  sortDesc: boolean;
}

/** A contact's stored fields from the body: trimmed, the placeholder e-mail dropped (no portal user here). */
export function contactValuesOf(contact: ContactBody): SalesContactValues {
  return {
    contact_type: contact.type,
    name: contact.name.trim(),
    email: storedContactEmail(contact.email),
    phone: contact.phone.trim(),
    phone_kind: contact.phone_kind,
    number: Number(contact.number),
    title: contact.title?.trim() || null,
    company: contact.company?.trim() || null,
  };
}

/** The customer's own fields from a form (only those given). */
function fieldsOf(input: Partial<CustomerForm>) {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  const fields = {
    name: input.name?.trim(),
    address: text(input.address),
    city: text(input.city),
    state: input.state === undefined ? undefined : input.state ? input.state.toUpperCase() : null,
    zip: text(input.zip),
    category: input.category?.trim(),
    sales_channel: input.salesChannel,
    notes: text(input.notes),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<
    typeof fields
  >;
}

export class CustomerService {
  constructor(private readonly ctx: ServiceContext) {}

  /** GET /api/sales/customers. */
  async list(user: SessionUser, query: CustomerListQuery): Promise<{ customers: CustomerItem[]; total: number }> {
    const viewer = await viewerFor(this.ctx, user);
    const filters: CustomerFilters = {
      search: (query.search ?? '').trim(),
      availability: query.availability ?? null,
      channel: query.channel ?? null,
      stationId: query.stationId ?? null,
    };
    const window = { limit: query.limit, offset: query.offset, sort: query.sortby, desc: query.sortDesc };
    const { rows, total } = await customerPage(this.ctx.db, viewer, filters, window);
    const last = await lastCalls(
      this.ctx.db,
      rows.map((row) => row.id),
    );
    return { customers: rows.map((row) => customerItemOf(row, viewer, last.get(row.id) ?? null)), total };
  }

  /** GET /api/sales/customers/{id}: post-sale mode opens a sold customer. */
  async read(user: SessionUser, id: number, postSale: boolean): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return { customer: await detailOf(this.ctx.db, viewer, id, postSale) };
  }

  /** POST /api/sales/customers. */
  async create(user: SessionUser, input: CustomerForm): Promise<{ customer: CustomerDetail }> {
    checkContacts(input.contacts);
    const viewer = await viewerFor(this.ctx, user);
    const { scope } = viewer;
    const agencyId = input.agencyId ?? user.active_agency_id;
    if (agencyId === null) throw new AppError(404, 'agencyNotFound');
    // A station or sub-agency user's customers go where they work unless they say otherwise.
    const wanted = {
      agencyId,
      subAgencyId:
        input.subAgencyId !== undefined ? input.subAgencyId : scope.kind === 'subAgency' ? scope.subAgencyId : null,
      stationId: input.stationId !== undefined ? input.stationId : scope.kind === 'station' ? scope.stationId : null,
    };
    return writing(this.ctx, async (trx) => {
      const placement = await checkPlacement(trx, scope, wanted);
      const id = await insertCustomer(trx, {
        ...placement,
        name: input.name.trim(),
        address: null,
        city: null,
        state: null,
        zip: null,
        notes: null,
        ...fieldsOf(input),
        category: input.category.trim(),
        sales_channel: input.salesChannel,
        reserved_by: null,
        reserved_org: null,
        reserved_until: null,
        dnc_reason: null,
        cloned_from_id: null,
        clone_reason: null,
        advertiser_id: null,
        sold_at: null,
        sold_by: null,
        created_at: viewer.now,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      await replaceContacts(trx, id, (input.contacts ?? []).map(contactValuesOf));
      const record = await openForWrite(trx, viewer, id);
      await auditCustomer(this.ctx, trx, viewer, record, 'create', undefined, await snapshotOf(trx, record));
      return { customer: await detailOf(trx, viewer, id) };
    });
  }

  /**
   * PUT /api/sales/customers/{id}: the fields given change; contacts, when given, replace the set. A move names
   * its sub-agency and station together (one left out is none); the agency stays. Refused by the rule like any
   * write (a sold customer only in post-sale mode).
   */
  async update(
    user: SessionUser,
    id: number,
    input: Partial<CustomerForm> & { postSale?: boolean },
  ): Promise<{ customer: CustomerDetail }> {
    checkContacts(input.contacts);
    const viewer = await viewerFor(this.ctx, user);
    const postSale = input.postSale ?? false;
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      requireWorkable(record, viewer, holderOf(record), postSale);
      if (input.agencyId !== undefined && input.agencyId !== record.agency_id) {
        throw new AppError(400, 'salesAgencyFixed', { details: { field: 'agencyId' } });
      }
      const before = await snapshotOf(trx, record);
      let placement = {};
      if (input.subAgencyId !== undefined || input.stationId !== undefined) {
        const moved = await checkPlacement(trx, viewer.scope, {
          agencyId: record.agency_id,
          subAgencyId: input.subAgencyId ?? null,
          stationId: input.stationId ?? null,
        });
        placement = { sub_agency_id: moved.sub_agency_id, station_id: moved.station_id };
      }
      await updateCustomer(trx, id, {
        ...fieldsOf(input),
        ...placement,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      if (input.contacts) await replaceContacts(trx, id, input.contacts.map(contactValuesOf));
      const after = await openForWrite(trx, viewer, id);
      await auditCustomer(this.ctx, trx, viewer, after, 'update', before, await snapshotOf(trx, after));
      return { customer: await detailOf(trx, viewer, id, postSale) };
    });
  }
}
