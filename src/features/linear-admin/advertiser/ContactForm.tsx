import { useMemo, type ReactElement } from 'react';
import { SchemaForm, type FieldConfig, type FieldMessages } from '../../../admin-kit';
import {
  CONTACT_CHOICE_MESSAGES,
  CONTACT_FIELD_MESSAGES,
  PHONE_KINDS,
  storedContactEmail,
  type ContactInput,
} from '../../../domain/contact-form';
import { CONTACT_TYPES, contactTypeLabel } from '../../../domain/contacts';
import contactSchema from '../../../../schemas/api/tenants/contact.schema.json';
import type { Contact } from '../types';
import { inputOf } from './contact-list';

const FIELDS: Readonly<Record<string, FieldConfig>> = {
  id: { hidden: true },
  user_id: { hidden: true },
  type: { options: CONTACT_TYPES.map((type) => ({ value: type, label: contactTypeLabel(type) })) },
  phone_kind: { options: PHONE_KINDS },
};

/** The spec's texts (contact-form.ts), and ours for the two choices. */
const MESSAGES: FieldMessages = {
  ...CONTACT_FIELD_MESSAGES,
  type: { required: CONTACT_CHOICE_MESSAGES.type, enum: CONTACT_CHOICE_MESSAGES.type },
  phone_kind: { required: CONTACT_CHOICE_MESSAGES.phone_kind, enum: CONTACT_CHOICE_MESSAGES.phone_kind },
};

export interface ContactFormProps {
  /** The contact to edit; absent to add one at `position`. */
  contact?: Contact;
  position: number;
  /** The last save's failure, already told as this form's field when it names this contact. */
  serverError?: unknown;
  onSubmit(input: ContactInput): Promise<void>;
  onCancel(): void;
}

/** One contact on the shared schema (contact.schema.json): each rule's text once, beside its field. */
export function ContactForm({ contact, position, serverError, onSubmit, onCancel }: ContactFormProps): ReactElement {
  const value = useMemo(
    (): Record<string, unknown> =>
      contact ? { ...inputOf(contact) } : { phone_kind: PHONE_KINDS[0], number: position },
    [contact, position],
  );
  const submit = async (draft: Record<string, unknown>): Promise<void> => {
    const input = { ...draft } as unknown as ContactInput;
    const email = storedContactEmail(input.email);
    if (email) input.email = email;
    else delete input.email;
    await onSubmit(input);
  };
  return (
    <SchemaForm
      schema={contactSchema}
      value={value}
      fields={FIELDS}
      messages={MESSAGES}
      serverError={serverError}
      onCancel={onCancel}
      onSubmit={submit}
    />
  );
}
