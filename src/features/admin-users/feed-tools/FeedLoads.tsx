/** The load history of /admin/feed-tools (paged on the server). */
import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactElement } from 'react';
import { KIT_TEXTS, queryString, Section } from '../../../admin-kit';
import { readFeedLoad, readImportResult, type FeedLoad, type FeedRefusal } from '../../../data/connectors';
import { MESSAGES, messageText } from '../../../domain/messages';
import { fetchPage, LOADS_KEY, moment } from './feed-kit';
import { RefusalsTable } from './FeedImport';

type LoadRow = FeedLoad & { refusals: FeedRefusal[] };
const readRow = (r: Record<string, unknown>): LoadRow => ({
  ...readFeedLoad(r),
  refusals: readImportResult(r).refusals,
});

export function LoadsSection(): ReactElement {
  const [offset, setOffset] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  const limit = 10;
  const loads = useQuery({
    queryKey: [LOADS_KEY, offset],
    placeholderData: keepPreviousData,
    queryFn: () =>
      fetchPage(`/api/feed/loads${queryString({ limit: String(limit), offset: String(offset) })}`, readRow),
  });
  const items: LoadRow[] = loads.data?.items ?? [];
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
                <Fragment key={load.id}>
                  <Table.Row>
                    <Table.Cell whiteSpace="nowrap">{load.fileName}</Table.Cell>
                    <Table.Cell>
                      {load.refusals.length > 0 ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-expanded={opened === load.id}
                          aria-label={messageText('csFeedLoadRefusals', { file: load.fileName })}
                          onClick={() => setOpened(opened === load.id ? null : load.id)}
                        >
                          {MESSAGES.csFeedLoadRefused} ({load.refusals.length})
                        </Button>
                      ) : (
                        <Badge colorPalette={load.status === 'loaded' ? 'green' : 'red'}>
                          {load.status === 'loaded' ? MESSAGES.csFeedLoadLoaded : MESSAGES.csFeedLoadRefused}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {load.rowsLoaded} / {load.rowsTotal}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{moment(load.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{load.createdBy}</Table.Cell>
                  </Table.Row>
                  {opened === load.id ? (
                    <Table.Row>
                      <Table.Cell colSpan={5} bg="bg.subtle">
                        <RefusalsTable refusals={load.refusals} />
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
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
