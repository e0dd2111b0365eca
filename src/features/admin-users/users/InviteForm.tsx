import { useMemo, useState, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig, type FieldMessages } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ROLES } from '../../../domain/rights';
import inviteSchema from '../../../../schemas/api/users/user.schema.json';
import { stationsOf, useAgencies } from '../shared/use-agencies';
import type { UserInvite } from '../types';
import { usersApi } from './api';

const MESSAGES_BY_FIELD: FieldMessages = {
  email: { required: MESSAGES.muEmailMissing, minLength: MESSAGES.muEmailInvalid, pattern: MESSAGES.muEmailInvalid },
  fullName: {
    required: MESSAGES.muFullNameMissing,
    minLength: MESSAGES.muFullNameMissing,
    pattern: MESSAGES.muFullNameMissing,
  },
  agencyId: { required: MESSAGES.muAgencyMissing, type: MESSAGES.muAgencyMissing },
};

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role.code, label: role.label }));
const ID_FIELDS = ['agencyId', 'subAgencyId', 'stationId'] as const;

/**
 * The selects answer text; the schema wants ids as numbers. A new agency clears the sub-agency and station, a new
 * sub-agency clears a station outside it.
 */
function normalize(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const value: Record<string, unknown> = { ...next };
  for (const name of ID_FIELDS)
    if (typeof value[name] === 'string') value[name] = value[name] === '' ? undefined : Number(value[name]);
  if (value.agencyId !== previous.agencyId) {
    delete value.subAgencyId;
    delete value.stationId;
  } else if (value.subAgencyId !== previous.subAgencyId) delete value.stationId;
  for (const name of Object.keys(value)) if (value[name] === undefined) delete value[name];
  return value;
}

export interface InviteFormProps {
  onDone(): void;
}

/** The "Invite user" drawer's form: the shared schema's fields, agencies from the session. */
export function InviteForm({ onDone }: InviteFormProps): ReactElement {
  const agencies = useAgencies();
  const create = usersApi.useCreate();
  const [draft, setDraft] = useState<Record<string, unknown>>(() =>
    agencies.length === 1 && agencies[0] ? { agencyId: agencies[0].id } : {},
  );
  const agency = agencies.find((a) => a.id === draft.agencyId);
  const subAgencyId = typeof draft.subAgencyId === 'number' ? draft.subAgencyId : undefined;

  const fields = useMemo((): Record<string, FieldConfig> => {
    const stations = stationsOf(agency, subAgencyId);
    return {
      agencyId: { widget: 'select', options: agencies.map((a) => ({ value: String(a.id), label: a.name })) },
      subAgencyId: {
        widget: 'select',
        hidden: !agency || agency.sub_agencies.length === 0,
        placeholder: MESSAGES.muWholeAgency,
        options: (agency?.sub_agencies ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      },
      stationId: {
        widget: 'select',
        hidden: stations.length === 0,
        placeholder: MESSAGES.muWholeAgency,
        options: stations.map((s) => ({ value: String(s.id), label: s.name })),
      },
      roles: { widget: 'multi', options: ROLE_OPTIONS },
    };
  }, [agencies, agency, subAgencyId]);

  const submit = async (value: Record<string, unknown>): Promise<void> => {
    const input = value as unknown as UserInvite;
    const created = await create.mutateAsync(input);
    toast.success(messageText('muInviteSent', { email: created.email || input.email }));
    onDone();
  };

  return (
    <SchemaForm
      schema={inviteSchema}
      value={draft}
      onChange={(next) => setDraft((previous) => normalize(next, previous))}
      fields={fields}
      messages={MESSAGES_BY_FIELD}
      serverError={create.error}
      submitLabel={MESSAGES.muInviteSubmit}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
