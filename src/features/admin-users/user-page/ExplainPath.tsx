import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { endDate } from '../format';
import { LABELS } from '../labels';
import type { Explanation, ExplainStep } from '../types';

/** One step of a path: what it is, its name, and when it ends. */
function StepChip({ step }: { step: ExplainStep }): ReactElement {
  return (
    <Box borderWidth="1px" borderRadius="md" px="2" py="1" bg="bg.subtle" maxW="full">
      <Text fontSize="xs" color="fg.muted">
        {LABELS.step[step.kind] ?? step.kind}
      </Text>
      <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {step.label}
      </Text>
      {step.expiresAt ? (
        <Text fontSize="xs" color="fg.warning">
          {messageText('muExpires', { date: endDate(step.expiresAt) })}
        </Text>
      ) : null}
    </Box>
  );
}

/** A path as chips joined by arrows, wrapping onto more lines on a narrow screen. */
export function ExplainPath({ steps, index }: { steps: readonly ExplainStep[]; index: number }): ReactElement {
  return (
    <HStack
      as="ol"
      listStyleType="none"
      gap="1"
      wrap="wrap"
      align="center"
      aria-label={messageText('muExplainPath', { count: index + 1 })}
      borderInlineStartWidth="3px"
      borderColor="colorPalette.muted"
      colorPalette="brand"
      ps="2"
    >
      {steps.map((step, i) => (
        <HStack as="li" key={`${step.kind}-${String(step.id)}-${i}`} gap="1" align="center" maxW="full">
          {i > 0 ? (
            <Text as="span" aria-hidden color="fg.muted">
              →
            </Text>
          ) : null}
          <StepChip step={step} />
        </HStack>
      ))}
    </HStack>
  );
}

/** The answer: Yes or No, the summary sentence, and every path that grants it. */
export function ExplainResult({ explanation }: { explanation: Explanation }): ReactElement {
  return (
    <Stack gap="3" aria-live="polite">
      <HStack gap="2" align="start">
        <Badge size="lg" colorPalette={explanation.allowed ? 'green' : 'red'} flexShrink={0}>
          {explanation.allowed ? LABELS.yes : LABELS.no}
        </Badge>
        <Text>{explanation.summary}</Text>
      </HStack>
      {explanation.paths.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {MESSAGES.muExplainPaths}
          </Text>
          {explanation.paths.map((steps, index) => (
            <ExplainPath key={index} steps={steps} index={index} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
