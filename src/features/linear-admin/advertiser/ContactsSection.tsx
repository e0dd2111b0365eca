import { Box, Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, KIT_TEXTS, toast, useConfirm } from '../../../admin-kit';
import type { ContactInput } from '../../../domain/contact-form';
import { contactTypeLabel } from '../../../domain/contacts';
import { formatPhone } from '../../../domain/format';
import { MESSAGES, messageText } from '../../../domain/messages';
import { LABELS } from '../labels';
import { Section } from '../shared/Section';
import { useSessionUser } from '../shared/session';
import type { Contact } from '../types';
import { useContacts, useSaveContacts } from './api';
import { ContactForm } from './ContactForm';
import { errorForForm, withContact } from './contact-list';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function ContactCard({ contact, actions }: { contact: Contact; actions: ReactElement | null }): ReactElement {
  return (
    <List.Item aria-label={contact.name} borderWidth="1px" borderRadius="md" p="3" listStyle="none">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Box minW="0">
          <Text fontWeight="semibold">{contact.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {contact.type_label ?? contactTypeLabel(contact.type, contact.company)}
            {contact.title ? ` · ${contact.title}` : ''}
          </Text>
          <Text fontSize="sm">
            {contact.phone_display ?? formatPhone(contact.phone)} ({contact.phone_kind})
          </Text>
          {contact.email ? (
            <Text fontSize="sm" wordBreak="break-all">
              {contact.email}
            </Text>
          ) : null}
        </Box>
        {actions}
      </HStack>
    </List.Item>
  );
}

/** Contacts (GET /api/getContacts/{id}); add, edit and remove save the whole list with the caller's user id. */
export function ContactsSection({ advertiserId, canEdit }: { advertiserId: number; canEdit: boolean }): ReactElement {
  const contacts = useContacts(advertiserId);
  const save = useSaveContacts(advertiserId);
  const userId = useSessionUser()?.user_id;
  const confirm = useConfirm();
  // The index being edited; the list's length adds a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const list = contacts.data ?? [];

  const store = async (index: number, edited: ContactInput | null): Promise<void> => {
    try {
      await save.mutateAsync({ contacts: withContact(list, index, edited), userId });
    } catch (error) {
      throw errorForForm(error, index);
    }
    toast.success(MESSAGES.laContactsSaved);
  };
  const remove = async (index: number, contact: Contact): Promise<void> => {
    const ok = await confirm({
      title: messageText('laRemoveContactTitle', { name: contact.name }),
      body: MESSAGES.laRemoveContactBody,
      confirmLabel: LABELS.remove,
      danger: true,
    });
    if (!ok) return;
    await store(index, null).catch((error: unknown) => toast.error(errorText(error)));
  };

  return (
    <Section
      title={LABELS.contacts}
      actions={
        canEdit && contacts.data ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(list.length)}>
            {MESSAGES.laAddContact}
          </Button>
        ) : null
      }
    >
      {contacts.isError ? (
        <Stack role="alert" gap="2" align="start">
          <Text color="fg.error">{errorText(contacts.error)}</Text>
          <Button size="sm" variant="outline" onClick={() => void contacts.refetch()}>
            {KIT_TEXTS.retry}
          </Button>
        </Stack>
      ) : !contacts.data ? (
        <Skeleton height="20" />
      ) : list.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.laNoContacts}</Text>
      ) : (
        <List.Root gap="2" aria-label={LABELS.contacts}>
          {list.map((contact, index) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              actions={
                canEdit ? (
                  <HStack gap="1">
                    <Button size="xs" variant="ghost" onClick={() => setEditing(index)}>
                      {LABELS.edit}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(index, contact)}>
                      {LABELS.remove}
                    </Button>
                  </HStack>
                ) : null
              }
            />
          ))}
        </List.Root>
      )}
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing !== null && editing < list.length ? MESSAGES.laEditContact : MESSAGES.laAddContact}
      >
        {editing !== null ? (
          <ContactForm
            contact={list[editing]}
            position={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await store(editing, input);
              setEditing(null);
            }}
          />
        ) : null}
      </FormDrawer>
    </Section>
  );
}
