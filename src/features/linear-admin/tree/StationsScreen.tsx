import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ResourceTable, useListState, type ColumnDef } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import { useSessionUser } from '../shared/session';
import { StatusBadge } from '../shared/StatusBadge';
import type { StationItem } from '../types';
import { useStations } from './api';
import { CLIENTS_PATH, clientsOfStation } from './clients-link';
import { ManageInAgencies, NoActiveAgency } from './TreeNote';

const COLUMNS: ColumnDef<StationItem, unknown>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" aria-label={messageText('laClientsOf', { name: row.original.name })}>
        <RouterLink to={CLIENTS_PATH} search={clientsOfStation(row.original.id) as never}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  },
  {
    id: 'callSign',
    header: LABELS.callSign,
    meta: { sortKey: 'callSign' },
    cell: ({ row }) => row.original.call_sign ?? '—',
  },
  { id: 'subAgency', header: LABELS.subAgency, cell: ({ row }) => row.original.sub_agency_name ?? '—' },
  {
    id: 'advertisers',
    header: LABELS.advertisers,
    meta: { sortKey: 'advertisers', numeric: true },
    cell: ({ row }) => row.original.counts?.advertisers ?? '—',
  },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
];

/** /linearadmin/stations: the active agency's stations; each opens its clients. */
export function StationsScreen({ title }: ScreenProps): ReactElement {
  const agencyId = useSessionUser()?.active_agency_id ?? null;
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: [] });
  const list = useStations(agencyId, listState.toQuery());
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ManageInAgencies agencyId={agencyId} />
      {agencyId === null ? (
        <NoActiveAgency />
      ) : (
        <ResourceTable<StationItem>
          caption={MESSAGES.laStationsCaption}
          columns={COLUMNS}
          page={list.data}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          listState={listState}
          rowId={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          searchPlaceholder={MESSAGES.laSearchStations}
          emptyText={MESSAGES.laNoStations}
        />
      )}
    </Stack>
  );
}
