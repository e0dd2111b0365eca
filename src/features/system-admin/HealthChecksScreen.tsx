import { Alert, Button, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { useHealthChecks, useRunHealthCheck, type HealthCheck } from './health/api';
import { CheckCard } from './health/CheckCard';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface Running {
  name: string;
  done: number;
  total: number;
  all: boolean;
}

function Summary({ checks }: { checks: readonly HealthCheck[] }): ReactElement {
  const count = (status: HealthCheck['status']) => checks.filter((c) => c.status === status).length;
  return (
    <Text color="fg.muted">
      {messageText('healthSummary', { ok: count('ok'), warning: count('warning'), failing: count('failing') })}
    </Text>
  );
}

function LoadingCards(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height="32" borderRadius="md" />
      ))}
    </Stack>
  );
}

/**
 * /healthchecks/{file} (issue 27): every check as a card for system admins (status, detail, last run, duration, the
 * week's history, "Run now", "Run all" with progress); agency admins see the data freshness of their agencies.
 * Monitors read status.json and status.txt instead (the server answers those two files).
 */
export function HealthChecksScreen({ title }: ScreenProps): ReactElement {
  const checks = useHealthChecks();
  const run = useRunHealthCheck();
  const [running, setRunning] = useState<Running | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const list = checks.data ?? [];
  const system = list.length > 1;

  const runNames = async (names: readonly string[], all: boolean): Promise<void> => {
    setRunError(null);
    try {
      for (const [index, name] of names.entries()) {
        setRunning({ name, done: index, total: names.length, all });
        await run.mutateAsync(name);
      }
    } catch (error) {
      setRunError(`${messageText('healthRunFailed')} ${errorText(error)}`);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack gap="4" maxWidth="5xl">
      <Stack gap="1">
        <ScreenTitle title={title} />
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          {system ? <Summary checks={list} /> : <span />}
          {system ? (
            <Button
              colorPalette="blue"
              onClick={() =>
                void runNames(
                  list.map((c) => c.name),
                  true,
                )
              }
              loading={running?.all ?? false}
              loadingText={messageText('healthRunningAll')}
              disabled={running !== null}
              width={{ base: 'full', sm: 'auto' }}
            >
              {messageText('healthRunAll')}
            </Button>
          ) : null}
        </HStack>
        {running?.all ? (
          <Progress.Root
            value={running.done}
            max={running.total}
            size="sm"
            aria-label={`${messageText('healthRunningAll')} ${running.done} / ${running.total}`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="sm" color="fg.muted" mt="1">
              {`${running.done} / ${running.total}: ${list.find((c) => c.name === running.name)?.title ?? running.name}`}
            </Progress.ValueText>
          </Progress.Root>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {messageText(system || !checks.data ? 'healthMonitorsNote' : 'healthAgencyNote')}
        </Text>
      </Stack>
      {runError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{runError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {checks.isPending ? (
        <LoadingCards />
      ) : checks.isError ? (
        <Alert.Root status="error" role="alert" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messageText('healthLoadFailed')}</Alert.Title>
            <Alert.Description>{errorText(checks.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void checks.refetch()} loading={checks.isFetching}>
            {messageText('healthRetry')}
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          {list.map((check) => (
            <CheckCard
              key={check.name}
              check={check}
              onRun={() => void runNames([check.name], false)}
              running={running?.name === check.name}
              busy={running !== null}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
