import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactElement } from 'react';
import { KIT_TEXTS, Section, toast } from '../../../admin-kit';
import { approveRun, fetchRunLog, parseRunAdditional, resendRun } from '../../../data/run-log';
import type { RunStatus, ScheduledReportLogEntry } from '../../../domain/scheduled-reports';

/** Runs that have not ended yet, and how often the history looks again while one is listed. */
const UNFINISHED: ReadonlySet<RunStatus> = new Set(['scheduled', 'waiting', 'running']);
const FOLLOW_MS = 5_000;
import { zonedTime } from '../../../ui/run-log/format';
import { RunDetail } from '../../../ui/run-log/RunDetail';
import { RunStatusBadge } from '../../../ui/run-log/RunStatusBadge';
import { RUN_TEXTS } from '../../../ui/run-log/texts';
import { REPORTS_KEY } from '../api';
import { HISTORY_TEXTS, TEXTS } from '../texts';

const PAGE = 10;

/** Resend a run's files; approve a held run. */
function HistoryActions({ entry }: { entry: ScheduledReportLogEntry }): ReactElement {
  const queryClient = useQueryClient();
  const options = (done: string) => ({
    onSuccess: async () => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: [REPORTS_KEY, 'history', entry.reportId] });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const resend = useMutation({ mutationFn: () => resendRun(entry.logId), ...options(HISTORY_TEXTS.resent) });
  const approve = useMutation({ mutationFn: () => approveRun(entry.logId), ...options(HISTORY_TEXTS.approved) });
  return (
    <>
      <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
        {HISTORY_TEXTS.resend}
      </Button>
      {entry.status === 'held' ? (
        <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate()}>
          {HISTORY_TEXTS.approve}
        </Button>
      ) : null}
    </>
  );
}

/** The report's runs (getScheduledReportsLog with reportId), newest first, each opening to its detail. */
export function RunHistory({ reportId }: { reportId: number }): ReactElement {
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<number | undefined>();
  const result = useQuery({
    queryKey: [REPORTS_KEY, 'history', reportId, limit],
    placeholderData: keepPreviousData,
    queryFn: () => fetchRunLog({ reportId, limit, offset: 0, orderBy: '-scheduledTo' }),
    // A run under way (a test just sent, a run started) is followed until it ends.
    refetchInterval: (query) => (query.state.data?.items.some((run) => UNFINISHED.has(run.status)) ? FOLLOW_MS : false),
  });
  const runs = result.data?.items ?? [];
  return (
    <Section title={TEXTS.sections.history}>
      {result.isError ? (
        <Text role="alert" color="fg.error">
          {result.error.message}
        </Text>
      ) : result.data && runs.length === 0 ? (
        <Text color="fg.muted">{TEXTS.historyEmpty}</Text>
      ) : (
        <Stack gap="2">
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={TEXTS.sections.history} aria-busy={result.isPending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="1%">
                    <Text srOnly>{KIT_TEXTS.expand}</Text>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_TEXTS.scheduledTo}</Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_TEXTS.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{RUN_TEXTS.trigger}</Table.ColumnHeader>
                  <Table.ColumnHeader>{RUN_TEXTS.period}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {runs.map((entry) => {
                  const expanded = open === entry.logId;
                  const trigger = parseRunAdditional(entry.additional).trigger;
                  return (
                    <Fragment key={entry.logId}>
                      <Table.Row>
                        <Table.Cell>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-expanded={expanded}
                            aria-label={expanded ? KIT_TEXTS.collapse : KIT_TEXTS.expand}
                            onClick={() => setOpen(expanded ? undefined : entry.logId)}
                          >
                            <span aria-hidden>{expanded ? '▾' : '▸'}</span>
                          </IconButton>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          {zonedTime(Date.parse(entry.scheduledTo), entry.timezone)}
                        </Table.Cell>
                        <Table.Cell>
                          <RunStatusBadge status={entry.status} />
                        </Table.Cell>
                        <Table.Cell>{trigger ? RUN_TEXTS.triggers[trigger] : ''}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{`${entry.startDate} – ${entry.endDate}`}</Table.Cell>
                      </Table.Row>
                      {expanded ? (
                        <Table.Row>
                          <Table.Cell colSpan={5} bg="bg.muted">
                            <RunDetail entry={entry} actions={<HistoryActions entry={entry} />} />
                          </Table.Cell>
                        </Table.Row>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {result.data && result.data.total > runs.length ? (
            <HStack>
              <Button size="sm" variant="outline" onClick={() => setLimit((n) => Math.min(n + PAGE, 100))}>
                {HISTORY_TEXTS.more}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
