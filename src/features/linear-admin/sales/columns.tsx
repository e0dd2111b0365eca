/** The columns of the prospect list and of a call history. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ColumnDef } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { LABELS } from '../labels';
import { PROSPECT_SORTS } from './api';
import { SALES_LABELS } from './labels';
import { AvailabilityBadge, dash, day, OutcomeChip, place } from './sales-view';
import type { CallItem, CustomerItem } from './types';

/** A prospect's page. */
export const prospectPath = (id: number): string => `/linearadmin/prospects/${id}`;

function ProspectLink({ id, name }: { id: number; name: string }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={prospectPath(id)}>{name}</RouterLink>
    </Link>
  );
}

/**
 * The prospect list's columns, whether it may be worked first (beside the name, where a phone shows it without
 * scrolling); name, city and the last change sort on the server.
 */
const PROSPECT_COLUMNS: ColumnDef<CustomerItem, unknown>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: PROSPECT_SORTS.name },
    cell: ({ row }) => <ProspectLink id={row.original.id} name={row.original.name} />,
  },
  {
    id: 'availability',
    header: SALES_LABELS.availability,
    cell: ({ row }) => <AvailabilityBadge availability={row.original.availability} />,
  },
  {
    id: 'reserved',
    header: SALES_LABELS.reservedBy,
    cell: ({ row }) =>
      row.original.reservedBy ? (
        <Stack gap="0">
          <Text>{row.original.reservedBy.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {messageText('spReservedUntilShort', { day: day(row.original.reservedUntil) })}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
  },
  {
    id: 'city',
    header: SALES_LABELS.cityState,
    meta: { sortKey: PROSPECT_SORTS.city },
    cell: ({ row }) => place(row.original),
  },
  { id: 'category', header: SALES_LABELS.category, cell: ({ row }) => row.original.category },
  { id: 'channel', header: SALES_LABELS.channel, cell: ({ row }) => row.original.salesChannel },
  { id: 'station', header: LABELS.station, cell: ({ row }) => dash(row.original.stationName) },
  {
    id: 'lastCall',
    header: SALES_LABELS.lastCall,
    cell: ({ row }) => {
      const call = row.original.lastCall;
      if (!call) return '—';
      return (
        <Stack gap="0">
          <OutcomeChip label={call.label} color={call.color} />
          <Text fontSize="xs" color="fg.muted">
            {day(call.at)}
          </Text>
        </Stack>
      );
    },
  },
  {
    id: 'updated',
    header: SALES_LABELS.updated,
    meta: { sortKey: PROSPECT_SORTS.updated },
    cell: ({ row }) => day(row.original.updatedAt),
  },
];

/** The prospect list's columns; the station's only when the caller works in more than one (not a station rep). */
export function prospectColumns(withStation: boolean): ColumnDef<CustomerItem, unknown>[] {
  return withStation ? PROSPECT_COLUMNS : PROSPECT_COLUMNS.filter((column) => column.id !== 'station');
}

/**
 * A call history's columns: when, the outcome, the reason, notes and who called. On one rep's list (`byRep`) the
 * prospect replaces the rep, whom the list's own choice already names.
 */
export function callColumns(byRep: boolean): ColumnDef<CallItem, unknown>[] {
  const columns: ColumnDef<CallItem, unknown>[] = [
    { id: 'at', header: SALES_LABELS.date, cell: ({ row }) => day(row.original.at) },
    {
      id: 'outcome',
      header: SALES_LABELS.outcome,
      cell: ({ row }) => <OutcomeChip label={row.original.label} color={row.original.color} />,
    },
    { id: 'reason', header: SALES_LABELS.reason, cell: ({ row }) => dash(row.original.reasonLabel) },
    {
      id: 'notes',
      header: SALES_LABELS.notes,
      cell: ({ row }) => (
        <Text minW="40" whiteSpace="pre-wrap">
          {dash(row.original.notes)}
        </Text>
      ),
    },
    { id: 'rep', header: SALES_LABELS.rep, cell: ({ row }) => row.original.userName },
  ];
  if (!byRep) return columns;
  columns.pop();
  columns.splice(1, 0, {
    id: 'prospect',
    header: SALES_LABELS.prospect,
    cell: ({ row }) => <ProspectLink id={row.original.customerId} name={row.original.customerName} />,
  });
  return columns;
}
