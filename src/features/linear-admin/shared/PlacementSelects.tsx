import { Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { AvailableAgency } from '../../../domain/user';
import { LABELS } from '../labels';
import { FilterSelect } from './FilterSelect';

/** Where an advertiser hangs: its agency, and optionally a sub-agency and a station of it. */
export interface Placement {
  agencyId: number;
  subAgencyId: number | null;
  stationId: number | null;
}

export interface PlacementSelectsProps {
  agencies: readonly AvailableAgency[];
  value: Placement;
  onChange(value: Placement): void;
  /** Moving stays inside the agency: no agency choice. */
  fixedAgency?: boolean;
}

const num = (text: string | undefined): number | null => (text ? Number(text) : null);

/**
 * Agency, sub-agency and station selects. A station under a sub-agency sets that sub-agency (the server does the
 * same); choosing a sub-agency narrows the stations to its own and those directly under the agency.
 */
export function PlacementSelects({ agencies, value, onChange, fixedAgency }: PlacementSelectsProps): ReactElement {
  const agency = agencies.find((a) => a.id === value.agencyId);
  const stations = (agency?.stations ?? []).filter(
    (s) => value.subAgencyId === null || s.sub_agency_id === null || s.sub_agency_id === value.subAgencyId,
  );
  return (
    <Stack gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
      {fixedAgency ? null : (
        <FilterSelect
          label={LABELS.agency}
          value={String(value.agencyId)}
          required
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          onChange={(v) => onChange({ agencyId: Number(v), subAgencyId: null, stationId: null })}
        />
      )}
      <FilterSelect
        label={LABELS.subAgency}
        value={value.subAgencyId === null ? '' : String(value.subAgencyId)}
        emptyLabel={LABELS.none}
        options={(agency?.sub_agencies ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(v) => onChange({ ...value, subAgencyId: num(v), stationId: null })}
      />
      <FilterSelect
        label={LABELS.station}
        value={value.stationId === null ? '' : String(value.stationId)}
        emptyLabel={LABELS.none}
        options={stations.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(v) => {
          const station = agency?.stations.find((s) => String(s.id) === v);
          onChange({ ...value, stationId: num(v), subAgencyId: station?.sub_agency_id ?? value.subAgencyId });
        }}
      />
    </Stack>
  );
}
