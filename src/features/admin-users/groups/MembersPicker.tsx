import { Checkbox, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { LABELS } from '../labels';
import { useAgencyUsers } from './api';

export interface MembersPickerProps {
  agencyId: number | undefined;
  memberIds: readonly number[];
  onChange(ids: number[]): void;
}

/** The agency's users as checkboxes, narrowed by a filter as you type. */
export function MembersPicker({ agencyId, memberIds, onChange }: MembersPickerProps): ReactElement {
  const users = useAgencyUsers(agencyId);
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();
  const shown = (users.data?.items ?? []).filter(
    (u) => !text || u.fullName.toLowerCase().includes(text) || u.email.toLowerCase().includes(text),
  );
  const toggle = (id: number, on: boolean): void =>
    onChange(on ? [...memberIds.filter((m) => m !== id), id] : memberIds.filter((m) => m !== id));
  return (
    <Stack as="fieldset" gap="2" minW="0">
      <Text as="legend" fontWeight="semibold" fontSize="sm">
        {LABELS.members}
      </Text>
      {agencyId === undefined ? null : (
        <Field.Root>
          <Field.Label fontSize="xs" color="fg.muted">
            {MESSAGES.muGroupMembersFilter}
          </Field.Label>
          <Input type="search" size="sm" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
        </Field.Root>
      )}
      {agencyId === undefined ? null : users.isPending ? (
        <Skeleton height="16" />
      ) : users.isError ? (
        <Text color="fg.error">{users.error.message}</Text>
      ) : (users.data?.items.length ?? 0) === 0 ? (
        <Text color="fg.muted">{MESSAGES.muGroupNoUsers}</Text>
      ) : (
        <Stack gap="1" maxH="64" overflowY="auto" pe="1">
          {shown.map((user) => (
            <Checkbox.Root
              key={user.id}
              size="sm"
              checked={memberIds.includes(user.id)}
              onCheckedChange={(e) => toggle(user.id, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label minW="0" wordBreak="break-word">
                {user.fullName}{' '}
                <Text as="span" color="fg.muted">
                  ({user.email})
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
