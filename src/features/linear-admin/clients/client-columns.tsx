import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ColumnDef } from '../../../admin-kit';
import { LABELS } from '../labels';
import { StatusBadge } from '../shared/StatusBadge';
import type { ClientItem } from '../types';
import { CLIENT_SORTS } from './api';

/** The advertiser's page. */
export const advertiserPath = (id: number): string => `/linearadmin/clients/${id}`;

const dash = (text: string | null | undefined): string => text || '—';

/** The client search's columns; name, industry and the id sort on the server (its `sortby` keys). */
export const CLIENT_COLUMNS: ColumnDef<ClientItem, unknown>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: CLIENT_SORTS.name },
    cell: ({ row }) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={advertiserPath(row.original.id)}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'industry',
    header: LABELS.industry,
    meta: { sortKey: CLIENT_SORTS.industry },
    cell: ({ row }) => dash(row.original.industry),
  },
  { id: 'agency', header: LABELS.agency, cell: ({ row }) => row.original.agency_name },
  { id: 'subAgency', header: LABELS.subAgency, cell: ({ row }) => dash(row.original.sub_agency_name) },
  { id: 'station', header: LABELS.station, cell: ({ row }) => dash(row.original.station_name) },
  {
    id: 'campaigns',
    header: LABELS.campaigns,
    meta: { numeric: true },
    cell: ({ row }) => row.original.campaigns ?? '—',
  },
  { id: 'status', header: LABELS.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
];
