import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { LABELS } from '../labels';
import { useAgencies } from '../shared/use-agencies';

export interface GroupBasicsProps {
  name: string;
  onName(name: string): void;
  /** The chosen agency; on an existing group it is shown, not changed. */
  agencyId: number | undefined;
  onAgency?(agencyId: number | undefined): void;
  agencyName?: string;
  errors: { name?: string; agencyId?: string };
}

/** A group's name and agency (chosen when it is created, fixed after). */
export function GroupBasics({ name, onName, agencyId, onAgency, agencyName, errors }: GroupBasicsProps): ReactElement {
  const agencies = useAgencies();
  return (
    <>
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>
          {MESSAGES.muGroupName}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input size="sm" value={name} maxLength={200} onChange={(e) => onName(e.currentTarget.value)} />
        {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
      </Field.Root>
      {onAgency ? (
        <Field.Root required invalid={!!errors.agencyId}>
          <Field.Label>
            {LABELS.agency}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={agencyId ? String(agencyId) : ''}
              onChange={(e) => onAgency(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
            >
              <option value="">—</option>
              {agencies.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.agencyId ? <Field.ErrorText>{errors.agencyId}</Field.ErrorText> : null}
        </Field.Root>
      ) : (
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {LABELS.agency}:
          </Text>{' '}
          {agencyName}
        </Text>
      )}
    </>
  );
}

/** The name and agency checks shared by both group forms. */
export function basicErrors(name: string, agencyId: number | undefined): { name?: string; agencyId?: string } {
  return {
    ...(name.trim() === '' ? { name: MESSAGES.muGroupNameMissing } : {}),
    ...(agencyId === undefined ? { agencyId: MESSAGES.muGroupAgencyMissing } : {}),
  };
}
