import { Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { LogFilter, LogScreenConfig } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { AuditDetail } from './AuditDetail';
import { AUDIT_AREAS, areaLabel, fetchAuditPage, type AuditEntry } from './audit-api';

const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When, who, area, object, action; when, who, area, object and action sort on the server. */
export const AUDIT_COLUMNS: ColumnDef<AuditEntry>[] = [
  { id: 'at', header: 'When', meta: { sortKey: 'at' }, cell: ({ row }) => when(row.original.at) },
  { id: 'user', header: 'Who', meta: { sortKey: 'user' }, accessorKey: 'actorEmail' },
  { id: 'area', header: 'Area', meta: { sortKey: 'area' }, cell: ({ row }) => areaLabel(row.original.area) },
  {
    id: 'object',
    header: 'Object',
    meta: { sortKey: 'object' },
    cell: ({ row }) => (
      <Text wordBreak="break-word">
        {row.original.objectLabel || row.original.objectId}
        {row.original.objectLabel ? (
          <Text as="span" color="fg.muted" fontSize="xs" display="block" fontFamily="mono">
            {row.original.objectId}
          </Text>
        ) : null}
      </Text>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    meta: { sortKey: 'action' },
    cell: ({ row }) => (row.original.reverts !== null ? `revert of #${row.original.reverts}` : row.original.action),
  },
];

export const AUDIT_FILTERS: LogFilter[] = [
  { type: 'select', name: 'area', label: 'Area', options: AUDIT_AREAS.map((area) => ({ ...area })) },
  { type: 'text', name: 'user', label: 'User e-mail' },
  { type: 'text', name: 'agency', label: 'Agency ID' },
  { type: 'text', name: 'object', label: 'Object' },
  { type: 'date', name: 'after', label: 'After' },
];

/** The configurability log's configuration of the kit's LogScreen. */
export function auditLogConfig(title: string): LogScreenConfig<AuditEntry> {
  return {
    title,
    columns: AUDIT_COLUMNS,
    filters: AUDIT_FILTERS,
    defaultAfter: true,
    fetchPage: fetchAuditPage,
    rowId: (entry) => String(entry.id),
    renderDetail: (entry) => <AuditDetail entry={entry} />,
    emptyText: messageText('auditEmpty'),
    queryKey: ['admin-log', 'audit'],
  };
}
