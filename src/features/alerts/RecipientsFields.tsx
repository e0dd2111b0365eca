import { Checkbox, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { ROLES } from '../../domain/rights';
import type { AlertRecipients } from './alert-types';
import type { RecipientUser } from './api';

/** Props of the recipients part of the settings drawer. */
export interface RecipientsFieldsProps {
  value: AlertRecipients;
  onChange(next: AlertRecipients): void;
  /** The agency's users; undefined while they load or when the caller may not list them. */
  users: readonly RecipientUser[] | undefined;
  /** Below the agency, nothing chosen means the agency's recipients. */
  inherits: boolean;
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

/** Digest recipients by role (the spec's roles) and by user of the agency. */
export function RecipientsFields({ value, onChange, users, inherits }: RecipientsFieldsProps): ReactElement {
  // Users chosen before but not in the list (left the agency, or the list could not load) stay visible.
  const listed = users ?? [];
  const extra = value.userIds.filter((id) => !listed.some((u) => u.id === id));
  const people = [
    ...listed.map((u) => ({ id: u.id, label: u.name === u.email ? u.email : `${u.name} (${u.email})` })),
    ...extra.map((id) => ({ id, label: messageText('alertsSettingsUnknownUser', { id }) })),
  ];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{messageText('alertsSettingsRecipients')}</Fieldset.Legend>
      {inherits && value.roles.length === 0 && value.userIds.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {messageText('alertsSettingsInheritedRecipients')}
        </Text>
      ) : null}
      <Fieldset.Root mt="2">
        <Fieldset.Legend fontSize="sm">{messageText('alertsSettingsByRole')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
          {ROLES.map((role) => (
            <Checkbox.Root
              key={role.code}
              size="sm"
              checked={value.roles.includes(role.code)}
              onCheckedChange={(e) => onChange({ ...value, roles: toggle(value.roles, role.code, e.checked === true) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{role.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root mt="2">
        <Fieldset.Legend fontSize="sm">{messageText('alertsSettingsByUser')}</Fieldset.Legend>
        {people.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {messageText('alertsSettingsNoUsers')}
          </Text>
        ) : (
          <SimpleGrid columns={1} gap="1" maxH="48" overflowY="auto">
            {people.map((person) => (
              <Checkbox.Root
                key={person.id}
                size="sm"
                checked={value.userIds.includes(person.id)}
                onCheckedChange={(e) =>
                  onChange({ ...value, userIds: toggle(value.userIds, person.id, e.checked === true) })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label overflowWrap="anywhere">{person.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
      </Fieldset.Root>
    </Fieldset.Root>
  );
}
