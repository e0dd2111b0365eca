import { Box, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import type { ReportSchedule } from '../../../domain/scheduled-reports';
import { localTime, utcTime } from '../../../ui/run-log/format';
import { previewSchedule, REPORTS_KEY } from '../api';
import { TEXTS } from '../texts';

/** How long the schedule must stay unchanged before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value's content, not its identity
  }, [key, ms]);
  return debounced;
}

/**
 * The next five runs of the schedule being edited, in the report's local time and in UTC, asked of the server
 * (scheduledReportPreview, the scheduler's own maths) once the schedule stops changing. An incomplete schedule asks
 * nothing; a refused one shows the server's message.
 */
export function SchedulePreview({ schedule }: { schedule: ReportSchedule | undefined }): ReactElement {
  const debounced = useDebounced(schedule, PREVIEW_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: [REPORTS_KEY, 'preview', debounced],
    enabled: debounced !== undefined,
    retry: false,
    staleTime: 60_000,
    queryFn: ({ signal }) => previewSchedule(debounced!, signal),
  });
  return (
    <Box as="section" aria-label={TEXTS.preview} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontWeight="medium" mb="2">
        {TEXTS.preview}
      </Text>
      {!schedule ? (
        <Text fontSize="sm" color="fg.muted">
          {TEXTS.previewNone}
        </Text>
      ) : result.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {result.error.message}
        </Text>
      ) : !result.data || result.isFetching ? (
        <Stack gap="2" aria-busy="true" aria-label={TEXTS.previewLoading}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height="4" />
          ))}
        </Stack>
      ) : (
        <List.Root as="ol" ps="5" gap="1" fontSize="sm">
          {result.data.map((run) => (
            <List.Item key={run.utc}>
              <Text as="span" fontWeight="medium">
                {localTime(run.local, schedule.timezone)}
              </Text>
              <Text as="span" color="fg.muted">{` ${schedule.timezone} · ${utcTime(run.utc)}`}</Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
