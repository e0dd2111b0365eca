import { HStack, NativeSelect } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { SessionUser } from '../../domain/user';
import { choiceValue, tenantOptions, type TenantChoice } from './tenant-options';

export interface TenantPickersProps {
  user: SessionUser;
  busy?: boolean;
  onSwitch: (agencyId: number, subAgencyId: number | null, stationId: number | null) => void;
}

interface PickerProps {
  label: string;
  value: number | null;
  choices: TenantChoice[];
  /** Label of the empty choice; absent when a value is required. */
  allLabel?: string;
  disabled: boolean;
  onChange: (id: number | null) => void;
}

function Picker({ label, value, choices, allLabel, disabled, onChange }: PickerProps): ReactElement {
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(choiceValue(event.currentTarget.value))}
        bg="white"
        color="gray.900"
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="gray.700" />
    </NativeSelect.Root>
  );
}

/** Agency, sub-agency and station pickers; each appears only when the user has a choice to make. */
export function TenantPickers({ user, busy = false, onSwitch }: TenantPickersProps): ReactElement | null {
  const { agencies, subAgencies, stations } = tenantOptions(user);
  const agencyId = user.active_agency_id ?? user.AvailableAgencies[0]?.id ?? null;
  if (agencyId === null || agencies.length + subAgencies.length + stations.length === 0) return null;
  return (
    <HStack gap="2" aria-label="Tenant" role="group">
      {agencies.length > 0 && (
        <Picker
          label="Agency"
          value={agencyId}
          choices={agencies}
          disabled={busy}
          onChange={(id) => id !== null && onSwitch(id, null, null)}
        />
      )}
      {subAgencies.length > 0 && (
        <Picker
          label="Sub-agency"
          value={user.active_sub_agency_id}
          choices={subAgencies}
          allLabel="All sub-agencies"
          disabled={busy}
          onChange={(id) => onSwitch(agencyId, id, null)}
        />
      )}
      {stations.length > 0 && (
        <Picker
          label="Station"
          value={user.active_station_id}
          choices={stations}
          allLabel="All stations"
          disabled={busy}
          onChange={(id) => onSwitch(agencyId, user.active_sub_agency_id, id)}
        />
      )}
    </HStack>
  );
}
