import { Box, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { parseRunAdditional } from '../../data/run-log';
import type { ScheduledReportLogEntry } from '../../domain/scheduled-reports';
import { fileSize, zonedTime, shaPrefix } from './format';
import { RUN_TEXTS } from './texts';

export interface RunDetailProps {
  entry: ScheduledReportLogEntry;
  /** Buttons under the detail (Resend, Approve). */
  actions?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** One run opened: why it ended as it did, what started it, its files (size, SHA-256 prefix) and recipients. */
export function RunDetail({ entry, actions }: RunDetailProps): ReactElement {
  const more = parseRunAdditional(entry.additional);
  return (
    <Stack
      gap="3"
      py="2"
      role="group"
      aria-label={RUN_TEXTS.detailOf(entry.reportName, zonedTime(Date.parse(entry.scheduledTo), entry.timezone))}
      maxW="calc(100vw - 3rem)"
    >
      {entry.error ? (
        <Fact label={RUN_TEXTS.cause}>
          <Text color="fg.error">{entry.error.cause}</Text>
        </Fact>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        {more.trigger ? <Fact label={RUN_TEXTS.trigger}>{RUN_TEXTS.triggers[more.trigger]}</Fact> : null}
        {more.attempts !== undefined ? <Fact label={RUN_TEXTS.attempts}>{more.attempts}</Fact> : null}
        <Fact label={RUN_TEXTS.period}>{`${entry.startDate} – ${entry.endDate}`}</Fact>
        {more.dataThrough ? <Fact label={RUN_TEXTS.dataThrough}>{more.dataThrough}</Fact> : null}
      </SimpleGrid>
      <Fact label={RUN_TEXTS.files}>
        {more.files.length === 0 ? (
          <Text color="fg.muted">{RUN_TEXTS.noFiles}</Text>
        ) : (
          <List.Root ps="4" gap="1">
            {more.files.map((file) => (
              <List.Item key={`${file.name}-${file.sha256 ?? ''}`} wordBreak="break-all">
                {file.name}
                {file.size !== undefined ? ` · ${fileSize(file.size)}` : ''}
                {file.sha256 ? (
                  <Text as="span" fontFamily="mono" color="fg.muted" title={file.sha256}>
                    {` · ${RUN_TEXTS.sha} ${shaPrefix(file.sha256)}…`}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        )}
        {more.files.length > 0 ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {`${RUN_TEXTS.delivery}: ${more.link ? RUN_TEXTS.byLink : RUN_TEXTS.attached}`}
          </Text>
        ) : null}
      </Fact>
      <Fact label={RUN_TEXTS.recipients}>
        {entry.recipients.length === 0 ? (
          <Text color="fg.muted">{RUN_TEXTS.noRecipients}</Text>
        ) : (
          <Text wordBreak="break-all">{entry.recipients.join(', ')}</Text>
        )}
      </Fact>
      {more.skipped.length > 0 ? (
        <Fact label={RUN_TEXTS.skipped}>
          <Text wordBreak="break-all">{more.skipped.join(', ')}</Text>
        </Fact>
      ) : null}
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </Stack>
  );
}
