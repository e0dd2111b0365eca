import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ResourceTable, useListState, type ColumnDef } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import { useSessionUser } from '../shared/session';
import { StatusBadge } from '../shared/StatusBadge';
import type { SubAgencyItem } from '../types';
import { useSubAgencies } from './api';
import { CLIENTS_PATH, clientsOfSubAgency } from './clients-link';
import { ManageInAgencies, NoActiveAgency } from './TreeNote';

const COLUMNS: ColumnDef<SubAgencyItem, unknown>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" aria-label={messageText('laClientsOf', { name: row.original.name })}>
        <RouterLink to={CLIENTS_PATH} search={clientsOfSubAgency(row.original.id) as never}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  },
  {
    id: 'stations',
    header: LABELS.stations,
    cell: ({ row }) => (
      <Text fontSize="sm" minW="40">
        {row.original.stations.map((s) => s.name).join(', ') || '—'}
      </Text>
    ),
  },
  {
    id: 'advertisers',
    header: LABELS.advertisers,
    meta: { numeric: true },
    cell: ({ row }) => row.original.counts?.advertisers ?? '—',
  },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
];

/** /linearadmin/subagencies: the active agency's sub-agencies with their stations; each opens its clients. */
export function SubAgenciesScreen({ title }: ScreenProps): ReactElement {
  const agencyId = useSessionUser()?.active_agency_id ?? null;
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: [] });
  const list = useSubAgencies(agencyId, listState.toQuery());
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ManageInAgencies agencyId={agencyId} />
      {agencyId === null ? (
        <NoActiveAgency />
      ) : (
        <ResourceTable<SubAgencyItem>
          caption={MESSAGES.laSubAgenciesCaption}
          columns={COLUMNS}
          page={list.data}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          listState={listState}
          rowId={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          searchPlaceholder={MESSAGES.laSearchSubAgencies}
          emptyText={MESSAGES.laNoSubAgencies}
        />
      )}
    </Stack>
  );
}
