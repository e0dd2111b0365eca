import { Button } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { KIT_TEXTS, type ListState } from '../../../admin-kit';
import { ALL_CAMPAIGN_TYPES, tacticDisplayName } from '../../../domain/tactics';
import { LABELS } from '../labels';
import { FilterSelect } from '../shared/FilterSelect';
import { treeOptions, useAgencies, useSessionUser } from '../shared/session';
import { StationPicker } from './StationPicker';

const STATUSES = [
  { value: 'inactive', label: LABELS.inactive },
  { value: 'all', label: LABELS.all },
];
const PRODUCTS = ALL_CAMPAIGN_TYPES.map((type) => ({ value: type, label: tacticDisplayName(type) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/**
 * Station (several), agency (for callers of several agencies or superusers), sub-agency, product and status. The
 * options are the caller's own tree (the session's AvailableAgencies); the server scopes the answer anyway, so a
 * station user's list is theirs whatever is chosen.
 */
export function ClientFilters({ listState }: { listState: ListState }): ReactElement {
  const user = useSessionUser();
  const agencies = useAgencies();
  const { filters } = listState.state;
  const partner = filters.partners ? Number(filters.partners) : undefined;
  const shown = partner ? agencies.filter((a) => a.id === partner) : agencies;
  const options = treeOptions(shown);
  const severalAgencies = agencies.length > 1 || user?.is_superuser === true;
  return (
    <>
      <StationPicker
        options={options.stations}
        value={filters.stations ?? ''}
        onChange={(v) => listState.setFilter('stations', v)}
      />
      {severalAgencies ? (
        <FilterSelect
          label={LABELS.agency}
          value={filters.partners ?? ''}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          onChange={(v) => listState.setFilter('partners', v)}
        />
      ) : null}
      {options.subAgencies.length > 0 ? (
        <FilterSelect
          label={LABELS.subAgency}
          value={filters.subAgencyStation ?? ''}
          options={options.subAgencies}
          onChange={(v) => listState.setFilter('subAgencyStation', v)}
        />
      ) : null}
      <FilterSelect
        label={LABELS.product}
        value={filters.product ?? ''}
        options={PRODUCTS}
        onChange={(v) => listState.setFilter('product', v)}
      />
      <FilterSelect
        label={LABELS.status}
        value={filters.status ?? ''}
        options={STATUSES}
        emptyLabel={LABELS.active}
        onChange={(v) => listState.setFilter('status', v)}
      />
      {Object.keys(filters).length > 0 || listState.state.search ? (
        <Button size="sm" variant="ghost" alignSelf="end" onClick={() => listState.clearFilters()}>
          {KIT_TEXTS.clearFilters}
        </Button>
      ) : null}
    </>
  );
}
