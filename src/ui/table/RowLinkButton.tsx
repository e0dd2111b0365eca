import { Button } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * The name cell of a row that opens something: a link-styled button, so the row is reachable by keyboard (Enter
 * or Space on the name) as well as by a click anywhere on the row.
 */
export function RowLinkButton({ children }: { children: ReactNode }): ReactElement {
  return (
    <Button variant="plain" size="sm" px="0" h="auto" whiteSpace="normal" textAlign="start" colorPalette="brand">
      {children}
    </Button>
  );
}
