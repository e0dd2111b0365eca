import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { KIT_TEXTS, type ListState } from '../../../admin-kit';
import { ROLES } from '../../../domain/rights';
import { LABELS } from '../labels';
import { FilterSelect } from '../shared/FilterSelect';
import { stationsOf, useAgencies } from '../shared/use-agencies';

/** The URL params the user list filters by (the server's filter names). */
export const USER_FILTERS = ['role', 'status', 'agencyId', 'subAgencyId', 'stationId'] as const;

const STATUSES = [
  { value: 'active', label: LABELS.active },
  { value: 'deactivated', label: LABELS.deactivated },
];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role.code, label: role.label }));

/** Role, status, agency, and within the agency its sub-agency and station. */
export function UserFilters({ listState }: { listState: ListState }): ReactElement {
  const agencies = useAgencies();
  const { filters } = listState.state;
  const agency = agencies.find((a) => String(a.id) === filters.agencyId);
  const subAgencyId = filters.subAgencyId ? Number(filters.subAgencyId) : undefined;
  const navigate = useNavigate();
  // One URL change for a filter and the ones below it (another agency's sub-agency would match nothing).
  const setFilters = (changes: Record<string, string | undefined>): void =>
    void navigate({
      to: '.',
      replace: true,
      search: (previous: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...previous, ...changes };
        for (const key of [...Object.keys(changes), 'page']) if (next[key] === undefined) delete next[key];
        return next;
      },
    } as never);
  const setAgency = (value: string | undefined): void =>
    setFilters({ agencyId: value, subAgencyId: undefined, stationId: undefined, page: undefined });
  return (
    <>
      <FilterSelect
        label={LABELS.role}
        value={filters.role ?? ''}
        options={ROLE_OPTIONS}
        onChange={(v) => listState.setFilter('role', v)}
      />
      <FilterSelect
        label={LABELS.status}
        value={filters.status ?? ''}
        options={STATUSES}
        onChange={(v) => listState.setFilter('status', v)}
      />
      {agencies.length > 0 ? (
        <FilterSelect
          label={LABELS.agency}
          value={filters.agencyId ?? ''}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          onChange={setAgency}
        />
      ) : null}
      {agency && agency.sub_agencies.length > 0 ? (
        <FilterSelect
          label={LABELS.subAgency}
          value={filters.subAgencyId ?? ''}
          options={agency.sub_agencies.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(v) => setFilters({ subAgencyId: v, stationId: undefined, page: undefined })}
        />
      ) : null}
      {agency && agency.stations.length > 0 ? (
        <FilterSelect
          label={LABELS.station}
          value={filters.stationId ?? ''}
          options={stationsOf(agency, subAgencyId).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(v) => listState.setFilter('stationId', v)}
        />
      ) : null}
      {Object.keys(filters).length > 0 || listState.state.search ? (
        <Button size="sm" variant="ghost" alignSelf="end" onClick={() => listState.clearFilters()}>
          {KIT_TEXTS.clearFilters}
        </Button>
      ) : null}
    </>
  );
}
