import { Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import type { HealthCheck } from './api';
import { durationText, exactText, sinceText } from './format';
import { FreshnessTree } from './FreshnessTree';
import { HistoryStrip } from './HistoryStrip';
import { STATUS_FILL, StatusBadge } from './StatusBadge';

export interface CheckCardProps {
  check: HealthCheck;
  /** Runs this check now; absent: the viewer may not. */
  onRun?: () => void;
  running: boolean;
  /** Another run is under way (this button waits). */
  busy: boolean;
  now?: number;
}

/** One check: status (colour, sign and word), what it found, when it last ran and how long, its week, "Run now". */
export function CheckCard({ check, onRun, running, busy, now }: CheckCardProps): ReactElement {
  return (
    <Card.Root
      as="section"
      aria-label={check.title}
      borderLeftWidth="4px"
      borderLeftColor={check.lastRun ? STATUS_FILL[check.status] : 'border'}
    >
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 16rem' }} gap={{ base: '3', md: '6' }}>
          <Stack gap="2" minWidth="0">
            <HStack justify="space-between" align="start" gap="2">
              <Heading as="h2" size="md">
                {check.title}
              </Heading>
              <StatusBadge status={check.status} />
            </HStack>
            <Text>{check.detail}</Text>
            <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>
                {messageText('healthLastRun')}:{' '}
                {check.lastRun ? (
                  <time dateTime={check.lastRun} title={exactText(check.lastRun)}>
                    {sinceText(check.lastRun, now)} ({exactText(check.lastRun)})
                  </time>
                ) : (
                  messageText('healthNeverRun')
                )}
              </Text>
              {check.durationMs !== null ? (
                <Text>
                  {messageText('healthDuration')}: {durationText(check.durationMs)}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          <Stack gap="3" minWidth="0">
            <HistoryStrip history={check.history} now={now} />
            {onRun ? (
              <Button
                size="sm"
                variant="outline"
                alignSelf={{ base: 'stretch', md: 'end' }}
                onClick={onRun}
                loading={running}
                loadingText={messageText('healthRunning')}
                disabled={busy && !running}
                aria-label={`${messageText('healthRunNow')}: ${check.title}`}
              >
                {messageText('healthRunNow')}
              </Button>
            ) : null}
          </Stack>
        </Grid>
        {check.freshness && check.freshness.length > 0 ? <FreshnessTree agencies={check.freshness} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
