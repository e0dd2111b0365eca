import { Badge } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { campaignStatusDescription } from '../../domain/campaign-status';

/** Colour per campaign status (000 §4): delivering green, waiting blue, stopped grey or red. */
const PALETTES: Readonly<Record<string, string>> = {
  Live: 'green',
  Paused: 'orange',
  Reserved: 'blue',
  'Partially Reserved': 'blue',
  Proposal: 'purple',
  Completed: 'gray',
  Cancelled: 'red',
};

/** A campaign status as a badge; the status's meaning is its title for hover and assistive tech. */
export function StatusBadge({ status }: { status: string }): ReactElement {
  return (
    <Badge
      colorPalette={PALETTES[status] ?? 'gray'}
      variant="subtle"
      title={campaignStatusDescription(status) ?? undefined}
    >
      {status || 'Unknown'}
    </Badge>
  );
}
