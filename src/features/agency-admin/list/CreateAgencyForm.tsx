import { useMemo, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import createSchema from '../../../../schemas/api/tenants/agency-create.schema.json';
import { useCreateAgency } from '../api';
import { timeZoneOptions } from '../shared';
import type { AgencyCreate } from '../types';

export interface CreateAgencyFormProps {
  onDone(): void;
}

/** Drops empty optional texts: the schema refuses an empty root domain. */
function bodyOf(value: Record<string, unknown>): AgencyCreate {
  const body = { ...value } as Record<string, unknown>;
  for (const key of ['themeCode', 'rootDomain']) if (body[key] === '' || body[key] === undefined) delete body[key];
  return body as unknown as AgencyCreate;
}

/** The "New agency" drawer's form (superusers): agency-create.schema.json, the time zone a select. */
export function CreateAgencyForm({ onDone }: CreateAgencyFormProps): ReactElement {
  const create = useCreateAgency();
  const fields = useMemo((): Record<string, FieldConfig> => ({ timeZone: { options: timeZoneOptions() } }), []);
  return (
    <SchemaForm
      schema={createSchema}
      value={{}}
      fields={fields}
      serverError={create.error}
      submitLabel={MESSAGES.aaCreate}
      onCancel={onDone}
      onSubmit={async (value) => {
        const agency = await create.mutateAsync(bodyOf(value));
        toast.success(messageText('aaCreated', { name: agency.name }));
        onDone();
      }}
    />
  );
}
