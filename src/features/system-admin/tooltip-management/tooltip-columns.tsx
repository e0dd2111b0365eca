import { Badge, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TooltipRow } from './tooltip-api';

/** The list's columns; the sortable ones name the server's sort key. */
export const TOOLTIP_COLUMNS: ColumnDef<TooltipRow>[] = [
  {
    id: 'key',
    header: 'Key',
    accessorKey: 'key',
    meta: { sortKey: 'key' },
    cell: ({ row }) => (
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
        {row.original.key}
      </Text>
    ),
  },
  { id: 'title', header: 'Title', accessorKey: 'title', meta: { sortKey: 'title' } },
  {
    id: 'message',
    header: 'Message',
    accessorKey: 'message',
    cell: ({ row }) => (
      <Text lineClamp={2} maxW="md" title={row.original.message}>
        {row.original.message}
      </Text>
    ),
  },
  {
    id: 'updatedAt',
    header: 'Last change',
    meta: { sortKey: 'updatedAt' },
    cell: ({ row }) =>
      row.original.isDefault ? (
        <Badge colorPalette="gray">Catalogue text</Badge>
      ) : (
        <Text fontSize="sm">
          {row.original.updatedBy || 'Seeded'} · {row.original.updatedAt.slice(0, 10)}
        </Text>
      ),
  },
];
