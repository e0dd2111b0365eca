import type { CSSProperties, ReactElement, ReactNode } from 'react';
import './figures.css';

/** Props of a grid of figure tiles. */
export interface FigureGridProps {
  children: ReactNode;
  /** Narrow placements (sm breakpoint or a few grid columns) get two tiles per row. */
  narrow: boolean;
  /** Tiles per row when wide. @default 4 */
  perRow?: number;
  label?: string;
}

/** Lays figure tiles out in even rows. */
export function FigureGrid({ children, narrow, perRow = 4, label }: FigureGridProps): ReactElement {
  const style = { '--sl-per-row': narrow ? 2 : perRow } as CSSProperties;
  return (
    <div className="sl-figure-grid" style={style} aria-label={label} role={label ? 'group' : undefined}>
      {children}
    </div>
  );
}
