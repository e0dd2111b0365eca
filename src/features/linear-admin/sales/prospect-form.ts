/**
 * The prospect form's schema (the CustomerForm body of the contract, without placement and contacts, which have
 * their own controls) and the body it sends. The server validates the same rules; its failures show beside the
 * field they name.
 */
import type { FieldConfig, FieldMessages, JSONSchema } from '../../../admin-kit';
import type { ContactInput } from '../../../domain/contact-form';
import { MESSAGES } from '../../../domain/messages';
import { SALES_CHANNELS } from '../../../domain/sales';
import { PATTERNS } from '../../../domain/validation';
import { LABELS } from '../labels';
import { inputOf } from '../advertiser/contact-list';
import { SALES_LABELS } from './labels';
import type { CustomerDetail, SalesContact } from './types';

export const PROSPECT_SCHEMA: JSONSchema = {
  type: 'object',
  required: ['name', 'category', 'salesChannel'],
  properties: {
    name: { type: 'string', title: LABELS.name, minLength: 1, maxLength: 120, pattern: '\\S' },
    category: { type: 'string', title: SALES_LABELS.category, minLength: 1, maxLength: 80, pattern: '\\S' },
    salesChannel: { type: 'string', title: SALES_LABELS.channel, enum: [...SALES_CHANNELS] },
    address: { type: ['string', 'null'], title: SALES_LABELS.address, maxLength: 200 },
    city: { type: ['string', 'null'], title: SALES_LABELS.city, maxLength: 100 },
    state: { type: ['string', 'null'], title: SALES_LABELS.state, maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
    zip: { type: ['string', 'null'], title: SALES_LABELS.zip, maxLength: 10, pattern: PATTERNS.usZip.source },
    notes: { type: ['string', 'null'], title: SALES_LABELS.notes, maxLength: 2000 },
  },
};

export const PROSPECT_FIELDS: Readonly<Record<string, FieldConfig>> = {
  salesChannel: { options: SALES_CHANNELS },
  notes: { widget: 'textarea' },
};

export const PROSPECT_MESSAGES: FieldMessages = {
  state: { pattern: MESSAGES.spStateInvalid, maxLength: MESSAGES.spStateInvalid },
  zip: { pattern: MESSAGES.spZipInvalid, maxLength: MESSAGES.spZipInvalid },
};

/** The optional fields: emptied in the form, they are sent as null so the stored value is cleared. */
const OPTIONAL = ['address', 'city', 'state', 'zip', 'notes'] as const;

/** The form's value of a stored prospect (empty fields left out). */
export function prospectValue(customer: CustomerDetail | undefined): Record<string, unknown> {
  if (!customer) return { salesChannel: SALES_CHANNELS[0] };
  const value: Record<string, unknown> = {
    name: customer.name,
    category: customer.category,
    salesChannel: customer.salesChannel,
  };
  for (const key of OPTIONAL) if (customer[key]) value[key] = customer[key];
  return value;
}

/** The CustomerForm body: the form's fields (the state upper-cased, emptied ones null) and the contacts. */
export function prospectBody(
  value: Record<string, unknown>,
  contacts: readonly ContactInput[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...value, contacts: contacts.map((c, number) => ({ ...c, number })) };
  for (const key of OPTIONAL) if (body[key] === undefined || body[key] === '') body[key] = null;
  if (typeof body.state === 'string') body.state = body.state.toUpperCase();
  return body;
}

/** A stored contact as the form edits it. */
export function contactInputOf(contact: SalesContact): ContactInput {
  return inputOf({ ...contact, advertiser_id: 0 });
}
