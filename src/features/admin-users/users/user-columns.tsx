import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ColumnDef } from '../../../admin-kit';
import { roleLabel } from '../../../domain/rights';
import { LABELS } from '../labels';
import { TimeText } from '../shared/TimeText';
import type { UserAgency, UserRow } from '../types';
import { StatusBadges } from './StatusBadges';

/** 'Compulse Media › North › WXYZ': the agency and the sub-agency or station the membership is confined to. */
export function membershipText(agency: Pick<UserAgency, 'agencyName' | 'subAgencyName' | 'stationName'>): string {
  return [agency.agencyName, agency.subAgencyName, agency.stationName].filter(Boolean).join(' › ');
}

/**
 * The user list's columns; the sortable ones name the server's sort key. When a user was created shows on their page
 * (the list fits a 1280 px screen without it).
 */
export const USER_COLUMNS: ColumnDef<UserRow>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Stack gap="0" minW="36">
        <Link asChild fontWeight="medium" colorPalette="brand">
          <RouterLink to={`/admin/users/${row.original.id}`}>{row.original.fullName || row.original.email}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {row.original.email}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: LABELS.status,
    meta: { sortKey: 'status' },
    cell: ({ row }) => <StatusBadges user={row.original} />,
  },
  {
    id: 'roles',
    header: LABELS.roles,
    cell: ({ row }) => <Text fontSize="sm">{row.original.roles.map(roleLabel).join(', ') || '—'}</Text>,
  },
  {
    id: 'agencies',
    header: LABELS.agencies,
    cell: ({ row }) => (
      <Stack gap="0" fontSize="sm">
        {row.original.agencies.map((agency) => (
          <Text key={`${agency.agencyId}-${agency.subAgencyId}-${agency.stationId}`}>{membershipText(agency)}</Text>
        ))}
      </Stack>
    ),
  },
  {
    id: 'lastLogin',
    header: LABELS.lastSignIn,
    meta: { sortKey: 'lastLogin' },
    cell: ({ row }) => <TimeText iso={row.original.lastLoginAt} />,
  },
];
