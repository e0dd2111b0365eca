import type { ReactElement } from 'react';
import './table.css';

/** Props of a value with a bar showing its share of the largest value. */
export interface ShareBarProps {
  /** The formatted value, shown as text beside the bar. */
  label: string;
  value: number | null;
  max: number;
}

/** Width of a value's bar in percent of the largest value, 0 when there is nothing to compare with. */
export function shareOfMax(value: number | null, max: number): number {
  if (value === null || !Number.isFinite(value) || value <= 0 || max <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

/** A value with a horizontal bar; the bar is decorative, the text carries the figure for screen readers. */
export function ShareBar({ label, value, max }: ShareBarProps): ReactElement {
  const width = shareOfMax(value, max);
  // Plain elements with static classes (table.css): tables draw one per row.
  return (
    <div className="sl-share">
      <div className="sl-share__track" aria-hidden="true">
        <div className="sl-share__bar" style={{ width: `${width}%` }} data-share={width.toFixed(1)} />
      </div>
      <span className="sl-share__value">{label}</span>
    </div>
  );
}
