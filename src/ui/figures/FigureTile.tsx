import { useId, type CSSProperties, type ReactElement } from 'react';
import { PACING_BEHIND_HINT } from '../../domain/metric-format';
import type { ResolvedTooltip } from '../../registry/types';
import { InfoTip } from '../InfoTip';
import type { FigureItem } from './figure-items';
import './figures.css';

/** Props of a headline figure tile. */
export interface FigureTileProps {
  item: FigureItem;
  tooltip?: ResolvedTooltip;
  /** `sm` for tiles inside cards and narrow columns. @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * A big figure under its label. A pacing behind the threshold is drawn red with the spec's hint, in text as
 * well as colour so the warning does not rely on colour alone.
 */
export function FigureTile({ item, tooltip, size = 'md' }: FigureTileProps): ReactElement {
  const labelId = useId();
  // Plain elements with static classes (figures.css).
  const className = ['sl-figure', size === 'sm' ? 'sl-figure--sm' : '', item.behind ? 'sl-figure--behind' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div role="group" aria-labelledby={labelId} className={className} data-metric={item.key}>
      <p id={labelId} className="sl-figure__label">
        {item.label}
        {tooltip ? <InfoTip tooltip={tooltip} /> : null}
      </p>
      {/* Its length sizes the figure to the tile (figures.css), so a long figure shrinks instead of wrapping. */}
      <p className="sl-figure__value" style={{ '--sl-chars': Math.max(item.value.length, 4) } as CSSProperties}>
        {item.value}
      </p>
      {item.behind ? <p className="sl-figure__hint">{PACING_BEHIND_HINT}</p> : null}
      {item.change ? (
        <p className={`sl-figure__change sl-figure__change--${item.change.direction}`}>
          {item.change.text} <span className="sl-figure__change-note">vs previous period</span>
        </p>
      ) : null}
    </div>
  );
}
