import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { SchemaForm } from '../../../admin-kit';
import type { ContactInput } from '../../../domain/contact-form';
import { formatPhone } from '../../../domain/format';
import { MESSAGES } from '../../../domain/messages';
import { ContactForm } from '../advertiser/ContactForm';
import { errorForForm } from '../advertiser/contact-list';
import { LABELS } from '../labels';
import type { Contact } from '../types';
import { PlacementSelects, type Placement } from '../shared/PlacementSelects';
import { useAgencies } from '../shared/session';
import { PROSPECT_FIELDS, PROSPECT_MESSAGES, PROSPECT_SCHEMA, prospectBody } from './prospect-form';

export interface ProspectFormProps {
  /** The stored fields (prospectValue). */
  initial: Record<string, unknown>;
  initialContacts: readonly ContactInput[];
  /** Shown for agency-level callers creating a prospect; absent when the server places it (a station rep). */
  placement?: Placement;
  serverError?: unknown;
  onSubmit(body: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

/** A drafted contact in the stored shape the contact form starts from. */
function asContact(input: ContactInput | undefined): Contact | undefined {
  if (!input) return undefined;
  // A contact not saved yet has no id: left undefined, the form neither shows nor sends one.
  const id = input.id as number;
  return { ...input, id, advertiser_id: 0, email: input.email ?? null, number: Number(input.number) };
}

/**
 * The prospect's details, placement and contacts in one drawer. A contact is added or edited in the contact form
 * of 000 §5 (the advertiser's, reused), which replaces the details while open; the draft of both is kept.
 */
export function ProspectForm(props: ProspectFormProps): ReactElement {
  const agencies = useAgencies();
  const [draft, setDraft] = useState(props.initial);
  const [contacts, setContacts] = useState<ContactInput[]>([...props.initialContacts]);
  const [placement, setPlacement] = useState(props.placement);
  // The contact being edited (its index; the list's length adds one).
  const [editing, setEditing] = useState<number | null>(null);
  const [serverError, setServerError] = useState<unknown>(props.serverError);
  // The form's starting value: the draft as it was when a contact was opened (a new object resets the form).
  const [value, setValue] = useState(props.initial);
  const openContact = (index: number): void => {
    setValue(draft);
    setEditing(index);
  };

  if (editing !== null)
    return (
      <Stack gap="3">
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setEditing(null)}>
          ← {MESSAGES.spBackToDetails}
        </Button>
        <ContactForm
          contact={asContact(contacts[editing])}
          position={editing}
          serverError={errorForForm(serverError, editing)}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            setContacts((list) =>
              editing < list.length ? list.map((c, i) => (i === editing ? input : c)) : [...list, input],
            );
            setEditing(null);
          }}
        />
      </Stack>
    );

  const submit = async (fields: Record<string, unknown>): Promise<void> => {
    setServerError(undefined);
    const body = prospectBody(fields, contacts);
    if (placement) Object.assign(body, placement);
    try {
      await props.onSubmit(body);
    } catch (error) {
      setServerError(error);
      throw error;
    }
  };

  const contactsSection = (
    <Box as="section" aria-label={MESSAGES.spProspectContacts}>
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Text fontWeight="semibold">{MESSAGES.spProspectContacts}</Text>
        <Button size="xs" variant="outline" onClick={() => openContact(contacts.length)}>
          {MESSAGES.spAddContact}
        </Button>
      </HStack>
      {contacts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.spNoProspectContacts}
        </Text>
      ) : (
        <List.Root gap="1" listStyle="none">
          {contacts.map((contact, index) => (
            <List.Item key={`${index}-${contact.name}`} aria-label={contact.name}>
              <HStack justify="space-between" wrap="wrap" gap="1">
                <Text fontSize="sm">
                  {contact.name} · {formatPhone(contact.phone)} ({contact.phone_kind})
                </Text>
                <HStack gap="1">
                  <Button size="xs" variant="ghost" onClick={() => openContact(index)}>
                    {LABELS.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setContacts((list) => list.filter((_, i) => i !== index))}
                  >
                    {LABELS.remove}
                  </Button>
                </HStack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
  return (
    <Stack gap="5">
      {placement ? (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {MESSAGES.spPlacementHelp}
          </Text>
          <PlacementSelects agencies={agencies} value={placement} onChange={setPlacement} />
        </Stack>
      ) : null}
      <SchemaForm
        schema={PROSPECT_SCHEMA}
        value={value}
        fields={PROSPECT_FIELDS}
        messages={PROSPECT_MESSAGES}
        serverError={serverError}
        onChange={setDraft}
        onCancel={props.onCancel}
        onSubmit={submit}
        afterFields={contactsSection}
      />
    </Stack>
  );
}
