import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatPercent } from '../../domain/format-number';

/** Props of a goal progress bar. */
export interface ProgressBarProps {
  /** Accessible name, e.g. 'Impression goal'. */
  label: string;
  /** Progress in percent; over 100 shows full, with the real figure in text. */
  percent: number;
  /** Draw in the error colour (a pacing warning). */
  warn?: boolean;
}

/** A horizontal bar with the percent beside it, exposed as a progressbar to assistive tech. */
export function ProgressBar({ label, percent, warn = false }: ProgressBarProps): ReactElement {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const text = formatPercent(percent);
  return (
    <HStack gap="2">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        flex="1"
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${clamped}%`} bg={warn ? 'fg.error' : 'colorPalette.solid'} colorPalette="brand" />
      </Box>
      <Text fontSize="xs" minW="12" textAlign="end">
        {text}
      </Text>
    </HStack>
  );
}
