/**
 * The contact form's rules (000 §5, 001 §5), one definition for both sides: the client's form shows
 * `CONTACT_FIELD_MESSAGES` for the errors of schemas/api/tenants/contact.schema.json, and the server checks every
 * contact with `validateContact`, which gives the same texts (and trims first, as the form's value is trimmed).
 */
import { CONTACT_TYPES } from './contacts';
import { PLACEHOLDER_EMAIL } from './format';
import { CONTACTS_MESSAGES } from './messages/contacts';
import { CONTACT_FORM } from './messages/spec';
import { validateEmail, validateName, validateNumber, validatePhone } from './validation';

/** Phone kinds of 000 §3, in the order the form offers them. */
export const PHONE_KINDS = ['Work', 'Home', 'Mobile', 'Other'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

/** A contact as the form edits it and the server receives it. */
export interface ContactInput {
  id?: number;
  type: string;
  name: string;
  email?: string | null;
  phone: string;
  phone_kind: string;
  number: number | string;
  title?: string | null;
  company?: string | null;
  user_id?: number | null;
}

/** The fields the rules speak about. */
export type ContactField = 'name' | 'email' | 'phone' | 'number' | 'type' | 'phone_kind';

/** Per field, per ajv keyword of contact.schema.json: the spec's text (for the admin kit's SchemaForm). */
export const CONTACT_FIELD_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  name: {
    required: CONTACT_FORM.NAME_REQUIRED,
    minLength: CONTACT_FORM.NAME_TOO_SHORT,
    pattern: CONTACT_FORM.NAME_REQUIRED,
    type: CONTACT_FORM.NAME_REQUIRED,
  },
  email: { pattern: CONTACT_FORM.INVALID_EMAIL, type: CONTACT_FORM.INVALID_EMAIL },
  phone: {
    required: CONTACT_FORM.PHONE_REQUIRED,
    minLength: CONTACT_FORM.PHONE_REQUIRED,
    pattern: CONTACT_FORM.INVALID_PHONE,
    type: CONTACT_FORM.PHONE_REQUIRED,
  },
  number: {
    required: CONTACT_FORM.NUMBER_REQUIRED,
    type: CONTACT_FORM.NUMBER_REQUIRED,
    minimum: CONTACT_FORM.NUMBER_NEGATIVE,
  },
};

/** Texts for the two choice fields, which the spec does not word (ours). */
export const CONTACT_CHOICE_MESSAGES = {
  type: CONTACTS_MESSAGES.contactTypeRequired,
  phone_kind: CONTACTS_MESSAGES.contactPhoneKindRequired,
} as const;

/** Every problem of one contact, the spec's text per field, in the form's order; empty when it may be saved. */
export function validateContact(input: Partial<ContactInput>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const type = typeof input.type === 'string' ? input.type : '';
  if (!(CONTACT_TYPES as readonly string[]).includes(type)) errors.type = CONTACT_CHOICE_MESSAGES.type;
  const name = validateName(typeof input.name === 'string' ? input.name : null);
  if (name) errors.name = name;
  const email = validateEmail(typeof input.email === 'string' ? input.email : null);
  if (email) errors.email = email;
  const phone = validatePhone(typeof input.phone === 'string' ? input.phone : null);
  if (phone) errors.phone = phone;
  const kind = typeof input.phone_kind === 'string' ? input.phone_kind : '';
  if (!(PHONE_KINDS as readonly string[]).includes(kind)) errors.phone_kind = CONTACT_CHOICE_MESSAGES.phone_kind;
  const number = validateNumber(
    typeof input.number === 'number' || typeof input.number === 'string' ? input.number : null,
  );
  if (number) errors.number = number;
  return errors;
}

/** The e-mail as stored: trimmed, and null when empty or the placeholder unknown address (000 §5). */
export function storedContactEmail(email: string | null | undefined): string | null {
  const text = email?.trim() ?? '';
  if (!text || text.toLowerCase() === PLACEHOLDER_EMAIL) return null;
  return text;
}
