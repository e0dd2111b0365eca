import { Badge } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { RUN_STATUS_LABELS, type RunStatus } from '../../domain/scheduled-reports';

const PALETTE: Record<RunStatus, string> = {
  scheduled: 'gray',
  waiting: 'yellow',
  running: 'blue',
  sent: 'green',
  partial: 'orange',
  failed: 'red',
  skipped: 'gray',
  held: 'purple',
};

/** A run's status in words (never its key), coloured by how it went. */
export function RunStatusBadge({ status }: { status: RunStatus }): ReactElement {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
