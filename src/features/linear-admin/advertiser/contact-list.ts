/** The contact list's edits: every save sends the whole list (POST /api/advertiserContactsUpdate/{id}). */
import { ApiError, isApiError } from '../../../data/api-error';
import { isRecord } from '../../../data/narrow';
import type { ContactInput } from '../../../domain/contact-form';
import type { Contact } from '../types';

/** A stored contact as the server takes it back (the display fields dropped, empty optionals left out). */
export function inputOf(contact: Contact): ContactInput {
  const input: ContactInput = {
    id: contact.id,
    type: contact.type,
    name: contact.name,
    phone: contact.phone,
    phone_kind: contact.phone_kind,
    number: contact.number,
  };
  if (contact.email) input.email = contact.email;
  if (contact.title) input.title = contact.title;
  if (contact.company) input.company = contact.company;
  if (contact.user_id) input.user_id = contact.user_id;
  return input;
}

/** The list with `edited` at `index` (an index past the end adds it), or without `index` when `edited` is null. */
export function withContact(contacts: readonly Contact[], index: number, edited: ContactInput | null): ContactInput[] {
  const list = contacts.map(inputOf);
  if (edited === null) return list.filter((_, i) => i !== index);
  if (index >= list.length) return [...list, edited];
  return list.map((c, i) => (i === index ? edited : c));
}

const FIELD = /^contacts\[(\d+)\]\.(\w+)$/;

/**
 * The server names a contact's field as `contacts[i].name`: when `i` is the contact being edited, the error is
 * told as that form's own field (shown beside it); another contact's problem stays a form-level error.
 */
export function errorForForm(error: unknown, index: number): unknown {
  if (!isApiError(error) || !isRecord(error.body) || typeof error.body.field !== 'string') return error;
  const match = FIELD.exec(error.body.field);
  if (!match || Number(match[1]) !== index) return error;
  return new ApiError(error.message, error.status, { ...error.body, field: match[2] });
}
