import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { Section } from '../../../admin-kit';
import { useAgencyUsers } from '../api';
import { TEXTS } from '../texts';
import { CheckGroup, FormField } from './fields';
import type { SectionProps } from './section-props';

/**
 * The agency's users (the users admin's list; when the caller may not list users, only outside addresses) and
 * outside addresses, which the server checks against the agency's allowed domains on save.
 */
export function RecipientsSection({ draft, errors, set }: SectionProps): ReactElement {
  const users = useAgencyUsers(draft.agencyId);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (users.data ?? []).filter(
    (u) => draft.userIds.includes(u.id) || !needle || `${u.fullName} ${u.email}`.toLowerCase().includes(needle),
  );
  return (
    <Section title={TEXTS.sections.recipients}>
      <Stack gap="4">
        {users.isError ? (
          <Text fontSize="sm" color="fg.muted">
            {TEXTS.usersUnavailable}
          </Text>
        ) : (
          <Stack gap="2">
            <Input
              size="sm"
              type="search"
              aria-label={TEXTS.findUser}
              placeholder={TEXTS.findUser}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <CheckGroup
              legend={TEXTS.users}
              options={shown.map((u) => ({ value: u.id, label: `${u.fullName} (${u.email})` }))}
              value={draft.userIds}
              onChange={(userIds) => set({ userIds })}
            />
          </Stack>
        )}
        <FormField label={TEXTS.outside} hint={TEXTS.outsideHint} error={errors.emails}>
          <Textarea rows={2} value={draft.emails} onChange={(e) => set({ emails: e.currentTarget.value })} />
        </FormField>
      </Stack>
    </Section>
  );
}
