/** The sync status of every connection of the caller's scope, with "Re-sync this range" (a date range). */
import { Box, Button, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import {
  FormDrawer,
  KIT_TEXTS,
  queryString,
  ResourceTable,
  Section,
  toast,
  useListState,
  type ColumnDef,
} from '../../../admin-kit';
import {
  readFeedConnection,
  readFeedSyncJob,
  resyncRange,
  type FeedConnection,
  type FeedSyncJob,
} from '../../../data/connectors';
import { CONNECTORS } from '../../../../connectors';
import { CONNECTION_STATE_LABELS, type SyncKind } from '../../../domain/connectors';
import { MESSAGES, messageText } from '../../../domain/messages';
import { CONNECTIONS_KEY, day, fetchPage } from './feed-kit';

/** A connection with its newest sync job. */
type FeedRow = FeedConnection & { job: FeedSyncJob | null };
const readRow = (r: Record<string, unknown>): FeedRow => ({ ...readFeedConnection(r), job: readFeedSyncJob(r) });

const KIND_LABELS: Readonly<Record<SyncKind, string>> = {
  backfill: MESSAGES.csFeedJobKindBackfill,
  daily: MESSAGES.csFeedJobKindDaily,
  resync: MESSAGES.csFeedJobKindResync,
};

/** Whether a job is still to finish (the list then asks again every few seconds). */
const pending = (job: FeedSyncJob | null): boolean => job?.status === 'queued' || job?.status === 'running';

/** The newest sync job: what (backfill, daily, re-sync) over which days, and how far it is. */
function JobCell({ job }: { job: FeedSyncJob | null }): ReactElement {
  if (!job) return <Text color="fg.muted">{MESSAGES.csFeedNoDate}</Text>;
  const days = messageText('csFeedJobRange', { start: day(job.rangeStart), end: day(job.rangeEnd) });
  const how =
    job.status === 'queued'
      ? MESSAGES.csFeedJobQueued
      : job.status === 'running'
        ? messageText('csFeedJobRunning', { done: job.daysDone, total: job.daysTotal })
        : job.status === 'done'
          ? MESSAGES.csFeedJobDone
          : job.status === 'needs_reauth'
            ? CONNECTION_STATE_LABELS.needs_reauth
            : messageText('csFeedJobFailed', { reason: job.error ?? '' });
  return (
    <Stack gap="0" whiteSpace="normal" minW="9rem">
      <Text color={job.status === 'failed' || job.status === 'needs_reauth' ? 'red.fg' : undefined}>
        {messageText('csFeedJobLine', { kind: KIND_LABELS[job.kind] ?? job.kind, status: how })}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {days}
      </Text>
    </Stack>
  );
}

function ResyncDrawer({ connection, onClose }: { connection: FeedRow | null; onClose(): void }) {
  const client = useQueryClient();
  const today = new Date().toISOString().slice(0, 10);
  const [start, setStart] = useState(connection?.dataThrough ?? today);
  const [end, setEnd] = useState(today);
  const [busy, setBusy] = useState(false);
  const bad = start > end;
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!connection || bad) return;
    setBusy(true);
    try {
      await resyncRange(connection.linkId, start, end);
      toast.success(MESSAGES.csFeedResyncQueued);
      await client.invalidateQueries({ queryKey: [CONNECTIONS_KEY] });
      onClose();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDrawer
      open={connection !== null}
      onOpenChange={(open) => !open && onClose()}
      title={messageText('csFeedResyncTitle', { name: connection?.externalName ?? '' })}
    >
      <Box as="form" onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack gap="4">
          <Field.Root invalid={bad}>
            <Field.Label>{MESSAGES.csFeedResyncStart}</Field.Label>
            <Input type="date" value={start} max={today} onChange={(e) => setStart(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root invalid={bad}>
            <Field.Label>{MESSAGES.csFeedResyncEnd}</Field.Label>
            <Input type="date" value={end} max={today} onChange={(e) => setEnd(e.currentTarget.value)} />
            {bad ? <Field.ErrorText>{MESSAGES.csFeedResyncBadRange}</Field.ErrorText> : null}
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" loading={busy} disabled={bad}>
              {MESSAGES.csFeedResync}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {KIT_TEXTS.cancel}
            </Button>
          </HStack>
        </Stack>
      </Box>
    </FormDrawer>
  );
}

/** The feed connections call takes limit (at most 200), offset, search and source only: no sort, no dir. */
function feedConnectionsQuery(list: Record<string, string>): Record<string, string> {
  const query: Record<string, string> = {};
  if (list.limit) query.limit = String(Math.min(200, Number(list.limit) || 50));
  if (list.offset) query.offset = list.offset;
  if (list.search) query.search = list.search;
  if (list.source) query.source = list.source;
  return query;
}

export function SyncSection(): ReactElement {
  const listState = useListState({ pageSize: 25 });
  const query = feedConnectionsQuery(listState.toQuery());
  const connections = useQuery({
    queryKey: [CONNECTIONS_KEY, query],
    placeholderData: keepPreviousData,
    queryFn: () => fetchPage(`/api/feed/connections${queryString(query)}`, readRow),
    // A queued or running job is watched until it ends: the state changes in front of the user.
    refetchInterval: (q) => (q.state.data?.items.some((row) => pending(row.job)) ? 2000 : false),
  });
  const [resync, setResync] = useState<FeedRow | null>(null);
  const columns = useMemo(
    (): ColumnDef<FeedRow>[] => [
      // The linked object first: it tells the rows apart when a phone shows only the first columns.
      {
        id: 'object',
        header: MESSAGES.csFeedObject,
        cell: ({ row }) => (
          <Stack gap="0" whiteSpace="normal" minW="12rem">
            <Text>{row.original.externalName}</Text>
            {/* On a phone the other columns are a sideways scroll away: the state and the last day stay here. */}
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {CONNECTION_STATE_LABELS[row.original.state] ?? row.original.state} · {day(row.original.dataThrough)}
            </Text>
          </Stack>
        ),
      },
      { id: 'advertiser', header: MESSAGES.csFeedAdvertiser, cell: ({ row }) => row.original.advertiserName },
      {
        id: 'source',
        header: MESSAGES.csFeedSource,
        cell: ({ row }) => CONNECTORS[row.original.source]?.title ?? row.original.source,
      },
      {
        id: 'state',
        header: MESSAGES.csFeedState,
        cell: ({ row }) =>
          row.original.state === 'backfilling' && row.original.daysTotal > 0 ? (
            <Progress.Root
              size="xs"
              minW="24"
              value={Math.round((100 * row.original.daysDone) / row.original.daysTotal)}
            >
              <Progress.Label srOnly>{CONNECTION_STATE_LABELS.backfilling}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : (
            (CONNECTION_STATE_LABELS[row.original.state] ?? row.original.state)
          ),
      },
      { id: 'through', header: MESSAGES.csFeedDataThrough, cell: ({ row }) => day(row.original.dataThrough) },
      { id: 'job', header: MESSAGES.csFeedLastJob, cell: ({ row }) => <JobCell job={row.original.job} /> },
    ],
    [],
  );
  return (
    <Section title={MESSAGES.csFeedSyncTitle}>
      <ResourceTable
        caption={MESSAGES.csFeedSyncTitle}
        columns={columns}
        page={connections.data}
        status={connections.status}
        error={connections.error}
        onRetry={() => void connections.refetch()}
        listState={listState}
        rowId={(c) => String(c.linkId)}
        rowLabel={(c) => `${c.advertiserName} ${c.externalName}`}
        rowActions={(c) => [{ label: MESSAGES.csFeedResync, onSelect: () => setResync(c) }]}
        emptyText={MESSAGES.csFeedSyncEmpty}
      />
      {resync ? <ResyncDrawer key={resync.linkId} connection={resync} onClose={() => setResync(null)} /> : null}
    </Section>
  );
}
