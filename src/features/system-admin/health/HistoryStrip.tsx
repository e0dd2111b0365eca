import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import type { HealthStatus, HistoryPoint } from './api';
import { durationText } from './format';
import { STATUS_FILL, STATUS_LOOK } from './StatusBadge';

const RANK: Readonly<Record<HealthStatus, number>> = { ok: 0, warning: 1, failing: 2 };

interface Day {
  key: string;
  label: string;
  runs: number;
  worst: HealthStatus | null;
  longest: number;
}

/** The last 7 days (the viewer's), oldest first: each day's runs, worst status and longest run. */
export function historyDays(history: readonly HistoryPoint[], now: number = Date.now()): Day[] {
  const today = DateTime.fromMillis(now).startOf('day');
  return Array.from({ length: 7 }, (_, index) => {
    const day = today.minus({ days: 6 - index });
    const key = day.toISODate()!;
    const own = history.filter((point) => DateTime.fromISO(point.at).toISODate() === key);
    const worst = own.reduce<HealthStatus | null>(
      (acc, point) => (acc === null || RANK[point.status] > RANK[acc] ? point.status : acc),
      null,
    );
    return {
      key,
      label: day.toFormat('ccc d'),
      runs: own.length,
      worst,
      longest: Math.max(0, ...own.map((p) => p.durationMs)),
    };
  });
}

/** A sparkline of the last runs' durations (oldest left), scaled to the longest. */
function Sparkline({ history }: { history: readonly HistoryPoint[] }): ReactElement | null {
  const points = history.slice(0, 48).reverse();
  if (points.length < 6) return null;
  const max = Math.max(1, ...points.map((p) => p.durationMs));
  const path = points
    .map((p, i) => `${((i / (points.length - 1)) * 100).toFixed(1)},${(22 - (p.durationMs / max) * 20).toFixed(1)}`)
    .join(' ');
  return (
    <Box color="fg.muted" height="6" aria-hidden="true" title={messageText('healthSparkLabel')}>
      <svg viewBox="0 0 100 24" preserveAspectRatio="none" width="100%" height="100%">
        <polyline points={path} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}

/** Seven coloured day cells (each with its worst status as a sign too) and the duration sparkline. */
export function HistoryStrip({ history, now }: { history: readonly HistoryPoint[]; now?: number }): ReactElement {
  const days = historyDays(history, now);
  const summary = days
    .map(
      (d) => `${d.label}: ${d.worst ? `${STATUS_LOOK[d.worst].word}, ${d.runs} runs` : messageText('healthNeverRun')}`,
    )
    .join('; ');
  return (
    <Stack gap="1" minWidth="0">
      <Text fontSize="xs" color="fg.muted">
        {history.length === 0 ? messageText('healthHistoryEmpty') : messageText('healthHistoryLabel')}
      </Text>
      <HStack gap="1" role="img" aria-label={summary}>
        {days.map((day) => (
          <Stack key={day.key} gap="0.5" align="center" flex="1" minWidth="0">
            <Box
              title={
                day.worst
                  ? `${day.label}: ${STATUS_LOOK[day.worst].word}, ${day.runs} runs, longest ${durationText(day.longest)}`
                  : day.label
              }
              height="5"
              width="full"
              borderRadius="sm"
              bg={day.worst ? STATUS_FILL[day.worst] : 'bg.muted'}
              color="white"
              fontSize="xs"
              fontWeight="bold"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {day.worst && day.worst !== 'ok' ? STATUS_LOOK[day.worst].sign : null}
            </Box>
            <Text fontSize="2xs" color="fg.muted" lineClamp={1}>
              {day.label.slice(0, 2)}
            </Text>
          </Stack>
        ))}
      </HStack>
      <Sparkline history={history} />
    </Stack>
  );
}
