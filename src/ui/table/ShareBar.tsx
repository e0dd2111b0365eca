import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** Props of a value with a bar showing its share of the largest value. */
export interface ShareBarProps {
  /** The formatted value, shown as text beside the bar. */
  label: string;
  value: number | null;
  max: number;
  /** Bar colour token. @default 'brand.solid' */
  color?: string;
}

/** Width of a value's bar in percent of the largest value, 0 when there is nothing to compare with. */
export function shareOfMax(value: number | null, max: number): number {
  if (value === null || !Number.isFinite(value) || value <= 0 || max <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

/** A value with a horizontal bar; the bar is decorative, the text carries the figure for screen readers. */
export function ShareBar({ label, value, max, color = 'brand.solid' }: ShareBarProps): ReactElement {
  const width = shareOfMax(value, max);
  return (
    <HStack gap="2" justify="flex-end" minW="8rem">
      <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
        <Box h="full" w={`${width}%`} bg={color} borderRadius="full" data-share={width.toFixed(1)} />
      </Box>
      <Text as="span" minW="4.5rem" textAlign="end" fontVariantNumeric="tabular-nums">
        {label}
      </Text>
    </HStack>
  );
}
