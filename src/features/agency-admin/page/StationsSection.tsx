import { Button } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, type ColumnDef } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { StatusBadge } from '../shared';
import { useStatusActions } from '../status-actions';
import type { StationItem } from '../types';
import { useLocalListState } from './local-list-state';
import { Section } from './Section';
import { StationForm } from './StationForm';
import { useDeleteStation, useStationStatus, useStations } from './tree-api';
import { LABELS } from '../labels';

const COLUMNS: ColumnDef<StationItem>[] = [
  { id: 'name', header: LABELS.name, meta: { sortKey: 'name' }, cell: ({ row }) => row.original.name },
  {
    id: 'callSign',
    header: LABELS.callSign,
    meta: { sortKey: 'callSign' },
    cell: ({ row }) => row.original.call_sign,
  },
  {
    id: 'subAgency',
    header: LABELS.subAgency,
    cell: ({ row }) => row.original.sub_agency_name ?? MESSAGES.aaNoSubAgency,
  },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    id: 'advertisers',
    header: LABELS.advertisers,
    meta: { sortKey: 'advertisers', numeric: true },
    cell: ({ row }) => row.original.counts.advertisers,
  },
  { id: 'users', header: LABELS.users, meta: { numeric: true }, cell: ({ row }) => row.original.counts.users },
];

type Drawer = { mode: 'new' } | { mode: 'edit'; item: StationItem } | undefined;

/** The agency's stations (under a sub-agency or directly under it): searched, sorted, paged; created and edited. */
export function StationsSection({ agencyId }: { agencyId: number }): ReactElement {
  const listState = useLocalListState({ sort: 'name' });
  const list = useStations(agencyId, listState.toQuery());
  const actions = useStatusActions<StationItem>(useStationStatus(), useDeleteStation());
  const [drawer, setDrawer] = useState<Drawer>();
  const close = () => setDrawer(undefined);
  return (
    <Section
      title={LABELS.stations}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setDrawer({ mode: 'new' })}>
          {MESSAGES.aaNewStation}
        </Button>
      }
    >
      <ResourceTable<StationItem>
        caption={LABELS.stations}
        columns={COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={(row) => [
          { label: LABELS.edit, onSelect: () => setDrawer({ mode: 'edit', item: row }) },
          ...actions.rowActions(row),
        ]}
        searchPlaceholder={MESSAGES.aaStationSearch}
        emptyText={MESSAGES.aaStationsEmpty}
      />
      <FormDrawer
        open={!!drawer}
        onOpenChange={(open) => !open && close()}
        title={drawer?.mode === 'edit' ? MESSAGES.aaEditStation : MESSAGES.aaNewStation}
      >
        {drawer ? (
          <StationForm agencyId={agencyId} editing={drawer.mode === 'edit' ? drawer.item : undefined} onDone={close} />
        ) : null}
      </FormDrawer>
    </Section>
  );
}
