import { Button } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { KIT_TEXTS, type ListState } from '../../../admin-kit';
import { AVAILABILITY_LABELS } from '../../../domain/sales-availability';
import { SALES_CHANNELS } from '../../../domain/sales';
import { FilterSelect } from '../shared/FilterSelect';
import { SALES_LABELS } from './labels';

const AVAILABILITIES = Object.entries(AVAILABILITY_LABELS).map(([value, label]) => ({ value, label }));
const CHANNELS = SALES_CHANNELS.map((channel) => ({ value: channel, label: channel }));

/** Availability (the eight labels of 000 §4, sent as their keys) and sales channel; the server scopes the rest. */
export function ProspectFilters({ listState }: { listState: ListState }): ReactElement {
  const { filters } = listState.state;
  return (
    <>
      <FilterSelect
        label={SALES_LABELS.availability}
        value={filters.availability ?? ''}
        options={AVAILABILITIES}
        onChange={(v) => listState.setFilter('availability', v)}
      />
      <FilterSelect
        label={SALES_LABELS.channel}
        value={filters.channel ?? ''}
        options={CHANNELS}
        onChange={(v) => listState.setFilter('channel', v)}
      />
      {Object.keys(filters).length > 0 || listState.state.search ? (
        <Button size="sm" variant="ghost" alignSelf="end" onClick={() => listState.clearFilters()}>
          {KIT_TEXTS.clearFilters}
        </Button>
      ) : null}
    </>
  );
}
