/** The WCAG AA check of a theme's text colours: each pair with its ratio, a warning below 4.5:1. */
import { Box, HStack, List, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import type { ThemeColors } from '../../../domain/theme';
import { contrastPairs, formatRatio } from './theme-contrast';

export interface ContrastPanelProps {
  colors: ThemeColors;
}

export function ContrastPanel({ colors }: ContrastPanelProps): ReactElement {
  const pairs = contrastPairs(colors);
  return (
    <Box as="section" aria-label="Text contrast" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold" mb="2">
        Text contrast (WCAG AA)
      </Text>
      <List.Root gap="2" variant="plain" aria-live="polite">
        {pairs.map((pair) => (
          <List.Item key={pair.field} display="block" data-contrast={pair.field} data-low={pair.low || undefined}>
            <HStack gap="2" align="start">
              <Box
                aria-hidden
                flexShrink={0}
                px="1.5"
                borderRadius="sm"
                borderWidth="1px"
                fontWeight="bold"
                fontSize="sm"
                style={{ background: pair.background, color: pair.text }}
              >
                Aa
              </Box>
              <Box>
                <Text fontSize="sm">{pair.label}</Text>
                {pair.ratio !== null && (
                  <Text
                    fontSize="sm"
                    role={pair.low ? 'alert' : undefined}
                    color={pair.low ? 'fg.error' : 'fg.muted'}
                    fontWeight={pair.low ? 'semibold' : 'normal'}
                  >
                    {pair.low ? '⚠ ' : '✓ '}
                    {messageText(pair.low ? 'themeContrastLow' : 'themeContrastOk', { ratio: formatRatio(pair.ratio) })}
                  </Text>
                )}
              </Box>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
