import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { ColumnDef } from '../../../admin-kit';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { zonedTime } from '../../../ui/run-log/format';
import { scheduleInWords } from '../schedule-words';
import { FORMAT_LABELS, KIND_LABELS, TEXTS } from '../texts';

export const EDITOR_PATH = '/reportsadmin/report';

/** The list's columns: name (opens the editor), kind, advertisers, formats, schedule, next run, state, owner. */
export const REPORT_COLUMNS: ColumnDef<ScheduledReport>[] = [
  {
    id: 'name',
    header: TEXTS.columns.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={EDITOR_PATH} search={{ id: String(row.original.id) } as never}>
          {row.original.name}
        </RouterLink>
      </Link>
    ),
  },
  { id: 'kind', header: TEXTS.columns.kind, cell: ({ row }) => KIND_LABELS[row.original.kind] },
  {
    id: 'advertisers',
    header: TEXTS.columns.advertisers,
    cell: ({ row }) => TEXTS.advertiserCount(row.original.advertisers.length),
  },
  {
    id: 'formats',
    header: TEXTS.columns.formats,
    cell: ({ row }) => row.original.formats.map((f) => FORMAT_LABELS[f]).join(', '),
  },
  {
    id: 'schedule',
    header: TEXTS.columns.schedule,
    cell: ({ row }) => (
      <Text minW="48" fontSize="sm">
        {scheduleInWords(row.original.schedule)}
      </Text>
    ),
  },
  {
    id: 'nextRun',
    header: TEXTS.columns.nextRun,
    meta: { sortKey: 'nextRunAt' },
    cell: ({ row }) =>
      row.original.nextRunAt === null ? '—' : zonedTime(row.original.nextRunAt, row.original.schedule.timezone),
  },
  { id: 'state', header: TEXTS.columns.state, cell: ({ row }) => <ReportState report={row.original} /> },
  { id: 'owner', header: TEXTS.columns.owner, cell: ({ row }) => row.original.ownerName },
];

/** Active, disabled, or stopped with its reason. */
export function ReportState({ report }: { report: ScheduledReport }): ReactElement {
  if (report.state === 'stopped')
    return (
      <Stack gap="0.5" align="start">
        <Badge colorPalette="red">{TEXTS.stopped}</Badge>
        {report.stoppedReason ? (
          <Text fontSize="xs" color="fg.muted" maxW="56">
            {report.stoppedReason}
          </Text>
        ) : null}
      </Stack>
    );
  return report.enabled ? (
    <Badge colorPalette="green">{TEXTS.active}</Badge>
  ) : (
    <Badge colorPalette="gray">{TEXTS.disabled}</Badge>
  );
}
