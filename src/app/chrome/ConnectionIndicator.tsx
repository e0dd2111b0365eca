import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ConnectionColor, ConnectionStatus } from '../../domain/connection';

/** Chakra colour token for each indicator colour of 000 §4. */
const COLOR_TOKENS: Record<ConnectionColor, string> = {
  red: 'red.500',
  yellow: 'yellow.400',
  gray: 'gray.400',
  green: 'green.500',
  'light-green': 'green.300',
};

const BAR_COUNT = 5;

export interface ConnectionIndicatorProps {
  status: ConnectionStatus;
  /** Hide the text and keep only the bars (the label stays for assistive technology). @default false */
  compact?: boolean;
}

/** Signal bars and text of the connection state; the whole indicator is labelled with the text. */
export function ConnectionIndicator({ status, compact = false }: ConnectionIndicatorProps): ReactElement {
  const color = COLOR_TOKENS[status.color];
  return (
    <HStack
      gap="1.5"
      role="img"
      aria-label={`Connection: ${status.text}`}
      title={status.text}
      data-color={status.color}
    >
      <HStack gap="0.5" alignItems="flex-end" height="14px" aria-hidden="true">
        {Array.from({ length: BAR_COUNT }, (_, index) => (
          <Box
            key={index}
            width="3px"
            height={`${4 + index * 2.5}px`}
            borderRadius="1px"
            bg={index < status.bars ? color : 'currentColor'}
            opacity={index < status.bars ? 1 : 0.3}
          />
        ))}
      </HStack>
      {status.bars === 0 && <Box width="8px" height="8px" borderRadius="full" bg={color} aria-hidden="true" />}
      {!compact && (
        <Text as="span" fontSize="xs" aria-hidden="true">
          {status.text}
        </Text>
      )}
    </HStack>
  );
}
