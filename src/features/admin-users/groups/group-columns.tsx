import { Text } from '@chakra-ui/react';
import type { ColumnDef } from '../../../admin-kit';
import { LABELS } from '../labels';
import { Chips } from '../shared/Chips';
import { TimeText } from '../shared/TimeText';
import type { AccessGroupRow, AdvertiserGroupRow } from '../types';

const nameColumn = <T extends { name: string }>(): ColumnDef<T> => ({
  id: 'name',
  header: LABELS.name,
  meta: { sortKey: 'name' },
  cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
});

export const ACCESS_GROUP_COLUMNS: ColumnDef<AccessGroupRow>[] = [
  nameColumn<AccessGroupRow>(),
  { id: 'agency', header: LABELS.agency, cell: ({ row }) => row.original.agencyName },
  { id: 'rights', header: LABELS.rights, cell: ({ row }) => <Chips values={row.original.rights} nowrap /> },
  { id: 'members', header: LABELS.members, meta: { numeric: true }, cell: ({ row }) => row.original.memberCount },
  { id: 'updated', header: LABELS.updated, cell: ({ row }) => <TimeText iso={row.original.updatedAt} /> },
];

export const ADVERTISER_GROUP_COLUMNS: ColumnDef<AdvertiserGroupRow>[] = [
  nameColumn<AdvertiserGroupRow>(),
  { id: 'agency', header: LABELS.agency, cell: ({ row }) => row.original.agencyName },
  {
    id: 'advertisers',
    header: LABELS.advertisers,
    meta: { numeric: true },
    cell: ({ row }) => row.original.advertiserCount,
  },
  { id: 'updated', header: LABELS.updated, cell: ({ row }) => <TimeText iso={row.original.updatedAt} /> },
];
