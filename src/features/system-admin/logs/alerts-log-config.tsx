/**
 * The System Admin automated-alerts-log (issue 27) as a configuration of the kit's LogScreen: every alert with its
 * rule, object, first and last seen, state, who acknowledged and who received it; a row opens to its state changes.
 * Filters name and after (001 §9 default after); the server pages (GET /api/automatedAlertsLog).
 */
import { Badge, Box, List, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import type { LogScreenConfig, Page } from '../../../admin-kit';
import { apiFetch } from '../../../data/rest-client';
import { messageText, type MessageKey } from '../../../domain/messages';
import { DateTime } from 'luxon';
import { localTime } from '../../../ui/run-log/format';

/** One row of the log as the server answers it (the contract's AlertLogRow; the fields this screen reads). */
export interface AlertLogRow {
  id: number;
  ruleLabel: string;
  state: 'pending' | 'firing' | 'resolved';
  agencyName: string;
  advertiserName: string | null;
  objectLabel: string;
  message: string;
  dataLate: boolean;
  firstSeen: string;
  lastSeen: string;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  snoozedUntil: string | null;
  clientVisible: boolean;
  recipients: string[];
  changes: { at: string; change: string; by: string | null }[];
}

/** An instant in the viewer's time, short enough for a table cell ("27 Nov 2026, 20:50"). */
function shortTime(iso: string): string {
  const at = DateTime.fromISO(iso);
  return at.isValid ? at.toFormat('d LLL yyyy, HH:mm') : iso;
}

/** The server's largest page. */
const MAX_LIMIT = 100;

/** The LogScreen's query as GET /api/automatedAlertsLog's: name, after and the page, nothing else. */
export function alertsLogPath(query: Record<string, string>): string {
  const params = new URLSearchParams({
    limit: String(Math.min(Number(query.limit ?? 25), MAX_LIMIT)),
    offset: String(Number(query.offset ?? 0)),
  });
  if (query.name) params.set('name', query.name);
  if (query.after) params.set('after', query.after);
  return `/api/automatedAlertsLog?${params.toString()}`;
}

async function fetchAlertsLog(query: Record<string, string>): Promise<Page<AlertLogRow>> {
  return (await apiFetch(alertsLogPath(query))) as Page<AlertLogRow>;
}

/** The server's change codes in words (an unknown code shows as it is). */
const CHANGE_TEXT: Record<string, MessageKey> = {
  fired: 'alertsChangeFired',
  resolved: 'alertsStateResolved',
  acknowledged: 'alertsLogAckBy',
  snoozed: 'alertsChangeSnoozed',
  unsnoozed: 'alertsChangeUnsnoozed',
  clientVisibleOn: 'alertsChangeShown',
  clientVisibleOff: 'alertsChangeHidden',
};

/** A change code in words. */
export function changeText(change: string): string {
  const key = CHANGE_TEXT[change];
  return key ? messageText(key) : change;
}

const STATE_TEXT: Record<AlertLogRow['state'], MessageKey> = {
  pending: 'alertsStatePending',
  firing: 'alertsStateFiring',
  resolved: 'alertsStateResolved',
};
const STATE_PALETTE: Record<AlertLogRow['state'], string> = { pending: 'gray', firing: 'orange', resolved: 'green' };

export const ALERTS_LOG_COLUMNS: ColumnDef<AlertLogRow>[] = [
  { id: 'rule', header: messageText('alertsLogRule'), accessorKey: 'ruleLabel' },
  {
    id: 'object',
    header: messageText('alertsLogObject'),
    cell: ({ row }) => (
      <Text wordBreak="break-word">
        {row.original.objectLabel}
        <Text as="span" color="fg.muted" fontSize="xs" display="block">
          {[row.original.advertiserName, row.original.agencyName]
            .filter((name): name is string => !!name && !row.original.objectLabel.includes(name))
            .join(' · ')}
        </Text>
      </Text>
    ),
  },
  { id: 'firstSeen', header: messageText('alertsLogFirstSeen'), cell: ({ row }) => shortTime(row.original.firstSeen) },
  { id: 'lastSeen', header: messageText('alertsLogLastSeen'), cell: ({ row }) => shortTime(row.original.lastSeen) },
  {
    id: 'state',
    header: messageText('alertsLogState'),
    cell: ({ row }) => (
      <Badge colorPalette={STATE_PALETTE[row.original.state]}>{messageText(STATE_TEXT[row.original.state])}</Badge>
    ),
  },
  {
    id: 'acknowledged',
    header: messageText('alertsLogAckBy'),
    cell: ({ row }) =>
      row.original.acknowledgedBy ? (
        <Text>
          {row.original.acknowledgedBy}
          {row.original.acknowledgedAt ? (
            <Text as="span" color="fg.muted" fontSize="xs" display="block">
              {shortTime(row.original.acknowledgedAt)}
            </Text>
          ) : null}
        </Text>
      ) : (
        '—'
      ),
  },
  {
    id: 'recipients',
    header: messageText('alertsLogRecipients'),
    cell: ({ row }) => <Text wordBreak="break-word">{row.original.recipients.join(', ') || '—'}</Text>,
  },
];

/** A row's detail: its message and every state change with who made it. */
export function AlertLogDetail({ row }: { row: AlertLogRow }): ReactElement {
  return (
    <Box py="2">
      <Text mb="2">{row.message}</Text>
      <Text fontWeight="semibold" fontSize="sm">
        {messageText('alertsLogChanges')}
      </Text>
      <List.Root ps="5" fontSize="sm">
        {row.changes.map((change, index) => (
          <List.Item key={`${change.at}-${index}`}>
            {`${localTime(change.at)} — `}
            {messageText('alertsLogChangeBy', {
              change: changeText(change.change),
              by: change.by ?? messageText('alertsLogSystem'),
            })}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

const rowId = (row: AlertLogRow): string => String(row.id);
const renderDetail = (row: AlertLogRow): ReactElement => <AlertLogDetail row={row} />;

/** The automated-alerts log's configuration of the kit's LogScreen. */
export function alertsLogConfig(title: string): LogScreenConfig<AlertLogRow> {
  return {
    title,
    columns: ALERTS_LOG_COLUMNS,
    filters: [{ type: 'text', name: 'name', label: messageText('alertsLogName') }],
    defaultAfter: true,
    defaultSort: 'lastSeen',
    fetchPage: fetchAlertsLog,
    rowId,
    renderDetail,
    emptyText: messageText('alertsLogEmpty'),
    queryKey: ['admin-log', 'automated-alerts'],
  };
}
