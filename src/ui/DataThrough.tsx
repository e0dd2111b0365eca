/**
 * The "data through" line of a dashboard (issue 27): the day the numbers on screen run through (the earliest of
 * their sources'), the sources behind them in a popover (keyboard reachable: a button), and, when a source is late,
 * "Data late: …" in words and in its colour. On paper (`print`) the sources are written out instead.
 */
import { Box, Button, Flex, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useFreshness, type Freshness, type FreshnessRequest, type SourceFreshness } from '../data/freshness';
import type { FreshnessStatus } from '../domain/freshness';
import { freshnessDay, freshnessInstant, freshnessLine, sourceThrough, STATUS_WORDS } from '../domain/freshness-line';
import { messageText, MESSAGES } from '../domain/messages';

/** Text colours with at least 4.5:1 on white and on the light canvas (Chakra's 700 shades). */
export const STATUS_COLORS: Readonly<Record<FreshnessStatus, string>> = {
  ok: 'green.fg',
  warning: 'orange.fg',
  failing: 'red.fg',
};

/** The line's words (shared with the files the server writes: src/domain/freshness-line.ts). */
export { freshnessLine };

/** What the line shows: the query's state. */
export type DataThroughState = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: Freshness };

const day = freshnessDay;
const instant = (iso: string): string => freshnessInstant(iso);

function SourceList({ sources }: { sources: readonly SourceFreshness[] }): ReactElement {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {sources.map((source) => (
        <Box as="li" key={source.source} data-freshness-source={source.source}>
          <Flex gap="2" justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">{source.label}</Text>
            <Text color={STATUS_COLORS[source.status]} fontWeight="semibold">
              {STATUS_WORDS[source.status]}
            </Text>
          </Flex>
          <Text color="fg.muted">
            {source.dataThrough
              ? messageText('csDataThrough', { date: day(source.dataThrough) })
              : MESSAGES.freshnessNoDataYet}
            {' · '}
            {source.lastSyncAt
              ? messageText('csLastSync', { date: instant(source.lastSyncAt) })
              : MESSAGES.freshnessFeedNoSync}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The popover's trigger: the one source's name, or "4 sources". */
function Breakdown({ sources }: { sources: readonly SourceFreshness[] }): ReactElement {
  const trigger =
    sources.length === 1 ? sources[0]!.label : messageText('freshnessSourceCount', { count: sources.length });
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="xs"
          height="auto"
          minW="0"
          p="0"
          fontSize="inherit"
          fontWeight="normal"
          color="fg.muted"
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          verticalAlign="baseline"
          title={MESSAGES.freshnessBreakdownLabel}
          data-freshness-breakdown=""
        >
          {trigger}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(22rem, calc(100vw - 2rem))" fontSize="sm">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                {MESSAGES.freshnessBreakdownTitle}
              </Popover.Title>
              <SourceList sources={sources} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The line for a state of the freshness query; `print` writes the sources out rather than behind a button. */
export function DataThroughView({ state, print = false }: { state: DataThroughState; print?: boolean }): ReactElement {
  if (state.status === 'pending')
    return (
      <Box data-freshness="loading" aria-busy="true" aria-label={MESSAGES.freshnessChecking} py="0.5">
        <Skeleton height="3.5" width="40" />
      </Box>
    );
  if (state.status === 'error')
    return (
      <Text data-freshness="error" fontSize="sm" color="fg.muted">
        {MESSAGES.freshnessUnavailable}
      </Text>
    );
  const { sources } = state.data;
  if (sources.length === 0)
    return (
      <Text data-freshness="none" fontSize="sm" color="fg.muted">
        {MESSAGES.freshnessNoSources}
      </Text>
    );
  const line = freshnessLine(state.data);
  const late = line.status !== 'ok';
  // On paper, sources that differ (or run late) get a line of their own; sources that agree are named inline.
  const perSource = print && (late || new Set(sources.map((s) => s.dataThrough)).size > 1);
  return (
    <Box data-freshness={late ? 'late' : 'ok'} fontSize="sm">
      {/* Inline text, so a narrow screen wraps it like a sentence; the separator keeps to the words before it. */}
      <Text m="0" lineHeight="short" overflowWrap="anywhere">
        <Text
          as="span"
          role={late ? 'status' : undefined}
          color={late ? STATUS_COLORS[line.status] : 'fg.muted'}
          fontWeight={late ? 'semibold' : 'normal'}
        >
          {late ? <span aria-hidden="true">⚠ </span> : null}
          {line.text}
        </Text>
        {perSource ? null : (
          <>
            <Text as="span" color="fg.muted" aria-hidden="true">
              {'\u00a0· '}
            </Text>
            {print ? (
              <Text as="span" color="fg.muted">
                {sources.map((s) => s.label).join(', ')}
              </Text>
            ) : (
              <Breakdown sources={sources} />
            )}
          </>
        )}
      </Text>
      {perSource ? (
        <Text color="fg.muted" data-freshness-print-sources="">
          {sources.map((source, index) => (
            <span key={source.source}>
              {index > 0 ? ' · ' : ''}
              <span style={{ whiteSpace: 'nowrap' }}>{sourceThrough(source)}</span>
            </span>
          ))}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The line for a view: nothing while no campaign is in view (no number to vouch for), a skeleton while the
 * campaigns or the answer are on their way (`pending`).
 */
export function DataThrough({
  print,
  pending = false,
  ...request
}: FreshnessRequest & { print?: boolean; pending?: boolean }): ReactElement | null {
  const query = useFreshness(request);
  if (pending) return <DataThroughView state={{ status: 'pending' }} />;
  if (request.advertiserId === null || request.campaigns.length === 0) return null;
  const state: DataThroughState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error' }
      : { status: 'success', data: query.data };
  return <DataThroughView state={state} print={print} />;
}
