import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, type ColumnDef } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { StatusBadge } from '../shared';
import { useStatusActions } from '../status-actions';
import type { SubAgencyItem } from '../types';
import { useLocalListState } from './local-list-state';
import { Section } from './Section';
import { SubAgencyForm } from './SubAgencyForm';
import { useDeleteSubAgency, useSubAgencies, useSubAgencyStatus } from './tree-api';
import { LABELS } from '../labels';

const COLUMNS: ColumnDef<SubAgencyItem>[] = [
  { id: 'name', header: LABELS.name, meta: { sortKey: 'name' }, cell: ({ row }) => row.original.name },
  { id: 'id', header: LABELS.id, meta: { sortKey: 'id', numeric: true }, cell: ({ row }) => row.original.id },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    id: 'stations',
    header: LABELS.stations,
    cell: ({ row }) => (
      <Text fontSize="sm" minW="32">
        {row.original.stations.map((station) => `${station.call_sign} (${station.name})`).join(', ') ||
          MESSAGES.aaNoStations}
      </Text>
    ),
  },
  {
    id: 'advertisers',
    header: LABELS.advertisers,
    meta: { numeric: true },
    cell: ({ row }) => row.original.counts.advertisers,
  },
  { id: 'users', header: LABELS.users, meta: { numeric: true }, cell: ({ row }) => row.original.counts.users },
];

type Drawer = { mode: 'new' } | { mode: 'edit'; item: SubAgencyItem } | undefined;

/** The agency's sub-agencies, each with its stations: filtered by name, sorted and paged; created and edited here. */
export function SubAgenciesSection({ agencyId }: { agencyId: number }): ReactElement {
  const listState = useLocalListState({ sort: 'name' });
  const list = useSubAgencies(agencyId, listState.toQuery());
  const actions = useStatusActions<SubAgencyItem>(useSubAgencyStatus(), useDeleteSubAgency());
  const [drawer, setDrawer] = useState<Drawer>();
  const close = () => setDrawer(undefined);
  return (
    <Section
      title={LABELS.subAgencies}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setDrawer({ mode: 'new' })}>
          {MESSAGES.aaNewSubAgency}
        </Button>
      }
    >
      <ResourceTable<SubAgencyItem>
        caption={LABELS.subAgencies}
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
        searchPlaceholder={MESSAGES.aaSubAgencySearch}
        emptyText={MESSAGES.aaSubAgenciesEmpty}
      />
      <FormDrawer
        open={!!drawer}
        onOpenChange={(open) => !open && close()}
        title={drawer?.mode === 'edit' ? MESSAGES.aaEditSubAgency : MESSAGES.aaNewSubAgency}
      >
        {drawer ? (
          <SubAgencyForm
            agencyId={agencyId}
            editing={drawer.mode === 'edit' ? drawer.item : undefined}
            onDone={close}
          />
        ) : null}
      </FormDrawer>
    </Section>
  );
}
