import type { ReactElement, ReactNode } from 'react';
import '../plain-button.css';
import './table.css';

/**
 * The name cell of a row that opens something: a link-styled button, so the row is reachable by keyboard (Enter
 * or Space on the name) as well as by a click anywhere on the row. A plain button with a static class
 * (table.css): campaign lists draw one per row.
 */
export function RowLinkButton({ children }: { children: ReactNode }): ReactElement {
  return (
    <button type="button" className="sl-button sl-button--sm sl-button--brand sl-row-link">
      {children}
    </button>
  );
}
