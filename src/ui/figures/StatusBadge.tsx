import type { CSSProperties, ReactElement } from 'react';
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

function paletteStyle(status: string): CSSProperties {
  const palette = PALETTES[status] ?? 'gray';
  return {
    '--sl-badge-bg': `var(--chakra-colors-${palette}-subtle)`,
    '--sl-badge-fg': `var(--chakra-colors-${palette}-fg)`,
  } as CSSProperties;
}

/**
 * A campaign status as a badge; the status's meaning is its title for hover and assistive tech. A plain element
 * with static classes (status-badge.css): campaign lists draw one per row.
 */
export function StatusBadge({ status }: { status: string }): ReactElement {
  return (
    <span className="sl-badge" style={paletteStyle(status)} title={campaignStatusDescription(status) ?? undefined}>
      {status || 'Unknown'}
    </span>
  );
}
