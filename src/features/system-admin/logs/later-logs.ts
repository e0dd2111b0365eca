/**
 * The log that arrives with its issue (automated alerts, issue 27) as a configuration of the kit's LogScreen: the
 * columns it will show, its filters, and a plain notice. Its page is empty: no rows are made up.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { LogFilter, Page } from '../../../admin-kit';
import type { MessageKey } from '../../../domain/messages';

/** A row of a later log: nothing to type yet beyond its columns. */
export type LaterLogRow = Record<string, string>;

export interface LaterLog {
  /** The child route's last segment. */
  id: 'automated-alerts-log';
  notice: MessageKey;
  columns: ColumnDef<LaterLogRow>[];
  filters: LogFilter[];
}

const column = (id: string, header: string): ColumnDef<LaterLogRow> => ({ id, header, accessorKey: id });
const nameFilter: LogFilter = { type: 'text', name: 'name', label: 'Name' };
const afterFilter: LogFilter = { type: 'date', name: 'after', label: 'After' };

export const LATER_LOGS: readonly LaterLog[] = [
  {
    id: 'automated-alerts-log',
    notice: 'laterLogAutomatedAlerts',
    columns: [
      column('at', 'When'),
      column('alert', 'Alert'),
      column('advertiser', 'Advertiser'),
      column('campaign', 'Campaign'),
      column('recipients', 'Recipients'),
      column('status', 'Status'),
    ],
    filters: [nameFilter, afterFilter],
  },
];

/** Until the log's issue lands there is nothing to list: an empty page of the size asked for. */
export async function emptyPage(query: Record<string, string>): Promise<Page<LaterLogRow>> {
  return { items: [], total: 0, limit: Number(query.limit ?? 25), offset: Number(query.offset ?? 0) };
}

/** The later log a path names (the child route's last segment), else the first. */
export function laterLogOf(pathname: string): LaterLog {
  const segment = pathname.replace(/\/$/, '').split('/').pop();
  return LATER_LOGS.find((log) => log.id === segment) ?? LATER_LOGS[0]!;
}
