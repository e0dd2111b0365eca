/**
 * The scheduled-reports and business-review logs as configurations of the kit's LogScreen (001 §7 columns, 001 §9
 * default after): GraphQL getScheduledReportsLog by kind, statuses in words, a run opening to its detail.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { LogScreenConfig } from '../../../admin-kit';
import { fetchRunLog, type RunLogPage } from '../../../data/run-log';
import type { ReportKind, ScheduledReportLogEntry } from '../../../domain/scheduled-reports';
import { zonedTime } from '../../../ui/run-log/format';
import { RunStatusBadge } from '../../../ui/run-log/RunStatusBadge';
import { LOG_TEXTS } from './texts';

/** The server allows at most 100 entries a page. */
const MAX_LIMIT = 100;

/** The list's query (URL state) as the GraphQL call's variables. */
export function runLogVariables(query: Record<string, string>, kind: ReportKind): Parameters<typeof fetchRunLog>[0] {
  const sort = query.sort ?? 'scheduledTo';
  return {
    kind,
    limit: Math.min(Number(query.limit ?? 25), MAX_LIMIT),
    offset: Number(query.offset ?? 0),
    orderBy: query.dir === 'asc' ? sort : `-${sort}`,
    ...(query.name ? { name: query.name } : {}),
    ...(query.after ? { after: query.after } : {}),
  };
}

export const RUN_LOG_COLUMNS: ColumnDef<ScheduledReportLogEntry>[] = [
  { id: 'logId', header: LOG_TEXTS.logId, accessorKey: 'logId', meta: { numeric: true } },
  { id: 'reportName', header: LOG_TEXTS.report, accessorKey: 'reportName', meta: { sortKey: 'reportName' } },
  {
    id: 'scheduledTo',
    header: LOG_TEXTS.scheduledTo,
    meta: { sortKey: 'scheduledTo' },
    cell: ({ row }) => zonedTime(Date.parse(row.original.scheduledTo), row.original.timezone),
  },
  { id: 'timezone', header: LOG_TEXTS.timezone, accessorKey: 'timezone' },
  { id: 'createdBy', header: LOG_TEXTS.createdBy, accessorKey: 'createdBy' },
  {
    id: 'period',
    header: LOG_TEXTS.period,
    cell: ({ row }) => `${row.original.startDate} – ${row.original.endDate}`,
  },
  {
    id: 'lastUpdateTime',
    header: LOG_TEXTS.lastUpdate,
    meta: { sortKey: 'lastUpdateTime' },
    cell: ({ row }) => zonedTime(Date.parse(row.original.lastUpdateTime), row.original.timezone),
  },
  {
    id: 'status',
    header: LOG_TEXTS.status,
    meta: { sortKey: 'status' },
    cell: ({ row }) => <RunStatusBadge status={row.original.status} />,
  },
  {
    id: 'error',
    header: LOG_TEXTS.error,
    cell: ({ row }) => row.original.error?.cause ?? '',
  },
];

/** The log of one kind of report. */
export function runLogConfig(
  title: string,
  kind: ReportKind,
  renderDetail: (entry: ScheduledReportLogEntry) => ReactNode,
): LogScreenConfig<ScheduledReportLogEntry> {
  return {
    title,
    columns: RUN_LOG_COLUMNS,
    filters: [{ type: 'text', name: 'name', label: LOG_TEXTS.name }],
    defaultAfter: true,
    defaultSort: 'scheduledTo',
    fetchPage: (query): Promise<RunLogPage> => fetchRunLog(runLogVariables(query, kind)),
    renderDetail,
    rowId: (entry) => String(entry.logId),
    emptyText: LOG_TEXTS.empty,
    queryKey: ['admin-log', 'runs', kind],
  };
}
