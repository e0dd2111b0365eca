/** The answers of the sales calls (src/domain/sales-wire.ts), with the client's contact row. */
import type { CustomerDetailOf } from '../../../domain/sales-wire';
import type { Contact } from '../types';

/** A prospect's contact: the advertiser contact row shape, owned by a customer instead of an advertiser. */
export type SalesContact = Omit<Contact, 'advertiser_id'> & { customer_id?: number };

export type { CallItem, CustomerCan, CustomerItem, PersonRef as Person } from '../../../domain/sales-wire';

/** GET /api/sales/customers/:id's customer, with the client's contact rows. */
export type CustomerDetail = CustomerDetailOf<SalesContact>;
