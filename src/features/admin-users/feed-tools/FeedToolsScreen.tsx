/**
 * /admin/feed-tools (issue 26): CSV import through the existing importer (upload, line-by-line refusals; nothing is
 * stored when a line is refused), the load history, and the sync status of every connection of the caller's scope
 * with "Re-sync this range".
 */
import { Badge, Box, Button, Field, HStack, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import {
  FormDrawer,
  KIT_TEXTS,
  queryString,
  ResourceTable,
  Section,
  toast,
  uploadFile,
  useListState,
  type ColumnDef,
  type Page,
} from '../../../admin-kit';
import { ApiError } from '../../../data/api-error';
import {
  listOf,
  readFeedConnection,
  readFeedLoad,
  readImportResult,
  resyncRange,
  type FeedConnection,
  type FeedImportResult,
  type FeedLoad,
} from '../../../data/connectors';
import { apiFetch } from '../../../data/rest-client';
import { CONNECTORS } from '../../../../connectors';
import { CONNECTION_STATE_LABELS } from '../../../domain/connectors';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

const LOADS_KEY = 'feed/loads';
const CONNECTIONS_KEY = 'feed/connections';

async function fetchPage<T>(path: string, read: (r: Record<string, unknown>) => T): Promise<Page<T>> {
  const body = await apiFetch(path);
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const items = listOf(body).map(read);
  return {
    items,
    total: typeof record.total === 'number' ? record.total : items.length,
    limit: typeof record.limit === 'number' ? record.limit : items.length,
    offset: typeof record.offset === 'number' ? record.offset : 0,
  };
}

const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : '—');

function ImportSection(): ReactElement {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FeedImportResult | null>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(readImportResult(await uploadFile('/api/feed/import', file)));
    } catch (error) {
      // A refused file answers its refusals with a failing status.
      const refused = error instanceof ApiError ? readImportResult(error.body) : null;
      if (refused && refused.refusals.length > 0) setResult(refused);
      else toast.error(messageText('csFeedUploadFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: [LOADS_KEY] });
    }
  };
  return (
    <Section title={MESSAGES.csFeedImportTitle}>
      <Text color="fg.muted">{MESSAGES.csFeedImportIntro}</Text>
      <Box as="form" onSubmit={(e: FormEvent) => void submit(e)}>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="sm">
            <Field.Label>{MESSAGES.csFeedChooseFile}</Field.Label>
            <Input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              p="1"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Field.Root>
          <Button type="submit" disabled={!file} loading={busy} loadingText={MESSAGES.csFeedUploading}>
            {MESSAGES.csFeedUpload}
          </Button>
        </HStack>
      </Box>
      {result ? (
        result.status === 'loaded' ? (
          <Text role="status" color="green.fg">
            {messageText('csFeedLoaded', { loaded: result.rowsLoaded, total: result.rowsTotal })}
          </Text>
        ) : (
          <Stack gap="2">
            <Text role="alert" color="red.fg">
              {messageText('csFeedRefused', { count: result.refusals.length })}
            </Text>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={MESSAGES.csFeedRefusalsCaption}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader width="1%">{MESSAGES.csFeedLine}</Table.ColumnHeader>
                    <Table.ColumnHeader>{MESSAGES.csFeedReason}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {result.refusals.map((r) => (
                    <Table.Row key={`${r.line}-${r.message}`}>
                      <Table.Cell textAlign="end">{r.line}</Table.Cell>
                      <Table.Cell>{r.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Stack>
        )
      ) : null}
    </Section>
  );
}

function LoadsSection(): ReactElement {
  const [offset, setOffset] = useState(0);
  const limit = 10;
  const loads = useQuery({
    queryKey: [LOADS_KEY, offset],
    placeholderData: keepPreviousData,
    queryFn: () =>
      fetchPage(`/api/feed/loads${queryString({ limit: String(limit), offset: String(offset) })}`, readFeedLoad),
  });
  const items: FeedLoad[] = loads.data?.items ?? [];
  const total = loads.data?.total ?? 0;
  return (
    <Section title={MESSAGES.csFeedLoadsTitle}>
      {loads.isPending ? (
        <Text aria-busy="true">{KIT_TEXTS.loading}</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.csFeedLoadsEmpty}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={MESSAGES.csFeedLoadsTitle}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{MESSAGES.csFeedFile}</Table.ColumnHeader>
                <Table.ColumnHeader>{MESSAGES.csFeedStatus}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{MESSAGES.csFeedRows}</Table.ColumnHeader>
                <Table.ColumnHeader>{MESSAGES.csFeedWhen}</Table.ColumnHeader>
                <Table.ColumnHeader>{MESSAGES.csFeedBy}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((load) => (
                <Table.Row key={load.id}>
                  <Table.Cell wordBreak="break-all">{load.fileName}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={load.status === 'loaded' ? 'green' : 'red'}>{load.status}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {load.rowsLoaded} / {load.rowsTotal}
                  </Table.Cell>
                  <Table.Cell>{load.createdAt.slice(0, 16).replace('T', ' ')}</Table.Cell>
                  <Table.Cell>{load.createdBy}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {total > limit ? (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(offset - limit)}>
            {KIT_TEXTS.previous}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + limit >= total}
            onClick={() => setOffset(offset + limit)}
          >
            {KIT_TEXTS.next}
          </Button>
        </HStack>
      ) : null}
    </Section>
  );
}

function ResyncDrawer({ connection, onClose }: { connection: FeedConnection | null; onClose(): void }) {
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

function SyncSection(): ReactElement {
  const listState = useListState({ pageSize: 25 });
  const query = feedConnectionsQuery(listState.toQuery());
  const connections = useQuery({
    queryKey: [CONNECTIONS_KEY, query],
    placeholderData: keepPreviousData,
    queryFn: () => fetchPage(`/api/feed/connections${queryString(query)}`, readFeedConnection),
  });
  const [resync, setResync] = useState<FeedConnection | null>(null);
  const columns = useMemo(
    (): ColumnDef<FeedConnection>[] => [
      // The linked object first: it tells the rows apart when a phone shows only the first columns.
      { id: 'object', header: MESSAGES.csFeedObject, cell: ({ row }) => row.original.externalName },
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

export function FeedToolsScreen({ title }: ScreenProps): ReactElement {
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ImportSection />
      <SyncSection />
      <LoadsSection />
    </Stack>
  );
}
