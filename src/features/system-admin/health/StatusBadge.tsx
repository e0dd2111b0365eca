import { Badge } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import type { HealthStatus } from './api';

/** Colour palette, sign and word of each status (never colour alone). */
export const STATUS_LOOK: Readonly<Record<HealthStatus, { palette: string; sign: string; word: string }>> = {
  ok: { palette: 'green', sign: '✓', word: messageText('healthStatusOk') },
  warning: { palette: 'orange', sign: '!', word: messageText('healthStatusWarning') },
  failing: { palette: 'red', sign: '✕', word: messageText('healthStatusFailing') },
};

/** Fill colours of the history strip's cells (solid, readable against the card). */
export const STATUS_FILL: Readonly<Record<HealthStatus, string>> = {
  ok: 'green.500',
  warning: 'orange.400',
  failing: 'red.600',
};

export function StatusBadge({
  status,
  size = 'md',
}: {
  status: HealthStatus;
  size?: 'sm' | 'md' | 'lg';
}): ReactElement {
  const look = STATUS_LOOK[status];
  return (
    <Badge colorPalette={look.palette} variant="solid" size={size} gap="1" flexShrink={0}>
      <span aria-hidden="true">{look.sign}</span>
      {look.word}
    </Badge>
  );
}
