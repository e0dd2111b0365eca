import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ColumnDef } from '../../../admin-kit';
import { StatusBadge, dateText } from '../shared';
import type { AgencyCounts, AgencyListItem } from '../types';
import { LABELS } from '../labels';

const count = (id: keyof AgencyCounts, header: string, sortKey?: string): ColumnDef<AgencyListItem> => ({
  id,
  header,
  meta: { numeric: true, ...(sortKey ? { sortKey } : {}) },
  cell: ({ row }) => row.original.counts[id],
});

/** The agency list's columns; name, id, advertisers and created sort on the server (sortBy). */
export const AGENCY_COLUMNS: ColumnDef<AgencyListItem>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link asChild fontWeight="medium" colorPalette="brand">
        <RouterLink to={`/agencyAdmin/agency/${row.original.id}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  { id: 'id', header: LABELS.id, meta: { sortKey: 'id', numeric: true }, cell: ({ row }) => row.original.id },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  count('subAgencies', LABELS.subAgencies),
  count('stations', LABELS.stations),
  count('advertisers', LABELS.advertisers, 'advertisers'),
  count('users', LABELS.users),
  {
    id: 'created',
    header: LABELS.createdAt,
    meta: { sortKey: 'created' },
    cell: ({ row }) => (
      <Text asChild fontSize="sm" whiteSpace="nowrap">
        <time dateTime={row.original.created_at}>{dateText(row.original.created_at)}</time>
      </Text>
    ),
  },
];
