import { Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import advertiserSchema from '../../../../schemas/api/tenants/advertiser.schema.json';
import { PlacementSelects, type Placement } from '../shared/PlacementSelects';
import { useAgencies, useSessionUser } from '../shared/session';
import { SPEND_TYPE_FIELD } from '../shared/form-fields';
import { useCreateAdvertiser, type AdvertiserCreate } from './api';

/** The placement has its own selects above the form (the schema's ids are integers a text select cannot give). */
const FIELDS: Readonly<Record<string, FieldConfig>> = {
  spend_type: SPEND_TYPE_FIELD,
  agencyId: { hidden: true },
  subAgencyId: { hidden: true },
  stationId: { hidden: true },
};

/** A new advertiser (POST /api/admin/advertisers) in one of the caller's agencies, by default the active one. */
export function NewAdvertiserForm({ onDone }: { onDone(id: number): void }): ReactElement {
  const user = useSessionUser();
  const agencies = useAgencies();
  const create = useCreateAdvertiser();
  const first = agencies.find((a) => a.id === user?.active_agency_id) ?? agencies[0];
  const [placement, setPlacement] = useState<Placement>({
    agencyId: first?.id ?? 0,
    subAgencyId: user?.active_sub_agency_id ?? null,
    stationId: user?.active_station_id ?? null,
  });
  // The form validates the first agency id (always a valid integer); the submit sends the chosen placement.
  const [initial] = useState<Record<string, unknown>>({ agencyId: placement.agencyId || 1 });
  const submit = async (value: Record<string, unknown>): Promise<void> => {
    const input: AdvertiserCreate = {
      ...value,
      ...placement,
      name: String(value.name),
      industry: String(value.industry),
    };
    const { advertiser } = await create.mutateAsync(input);
    toast.success(messageText('laAdvertiserCreated', { name: advertiser.name }));
    onDone(advertiser.id);
  };
  return (
    <Stack gap="4">
      <PlacementSelects agencies={agencies} value={placement} onChange={setPlacement} />
      <SchemaForm
        schema={advertiserSchema}
        value={initial}
        fields={FIELDS}
        serverError={create.error ?? undefined}
        onSubmit={submit}
      />
    </Stack>
  );
}
