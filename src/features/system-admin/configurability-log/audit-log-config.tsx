import type { ReactElement } from 'react';
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

/** An agency the agency filter offers. */
export interface AgencyOption {
  id: number;
  name: string;
}

/** The log's filters; the agency filter picks among `agencies` (an id box until they have loaded). */
export function auditFilters(agencies?: readonly AgencyOption[]): LogFilter[] {
  return [
    { type: 'select', name: 'area', label: 'Area', options: AUDIT_AREAS.map((area) => ({ ...area })) },
    { type: 'text', name: 'user', label: 'User e-mail' },
    agencies
      ? {
          type: 'select',
          name: 'agency',
          label: 'Agency',
          options: agencies.map((agency) => ({ value: String(agency.id), label: agency.name })),
        }
      : { type: 'text', name: 'agency', label: 'Agency ID' },
    { type: 'text', name: 'object', label: 'Object' },
    { type: 'date', name: 'after', label: 'After' },
  ];
}

export const AUDIT_FILTERS: LogFilter[] = auditFilters();

// Module-level, so a new configuration (the agencies arriving) keeps the table's columns and open row as they are.
const auditRowId = (entry: AuditEntry): string => String(entry.id);
const renderAuditDetail = (entry: AuditEntry): ReactElement => <AuditDetail entry={entry} />;

/** The configurability log's configuration of the kit's LogScreen. */
export function auditLogConfig(title: string, agencies?: readonly AgencyOption[]): LogScreenConfig<AuditEntry> {
  return {
    title,
    columns: AUDIT_COLUMNS,
    filters: auditFilters(agencies),
    defaultAfter: true,
    fetchPage: fetchAuditPage,
    rowId: auditRowId,
    renderDetail: renderAuditDetail,
    emptyText: messageText('auditEmpty'),
    queryKey: ['admin-log', 'audit'],
  };
}
