import type { ReactElement } from 'react';
import { campaignStatusDescription } from '../../domain/campaign-status';
import './status-badge.css';

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

/**
 * A campaign status as a badge; the status's meaning is its title for hover and assistive tech. A plain element
 * with static classes (status-badge.css): campaign lists draw one per row.
 */
export function StatusBadge({ status }: { status: string }): ReactElement {
  return (
    <span
      className={`sl-badge sl-badge--${PALETTES[status] ?? 'gray'}`}
      title={campaignStatusDescription(status) ?? undefined}
    >
      {status || 'Unknown'}
    </span>
  );
}
