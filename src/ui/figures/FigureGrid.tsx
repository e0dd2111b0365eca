import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

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
  return (
    <SimpleGrid columns={narrow ? 2 : perRow} gap="3" aria-label={label} role={label ? 'group' : undefined}>
      {children}
    </SimpleGrid>
  );
}
