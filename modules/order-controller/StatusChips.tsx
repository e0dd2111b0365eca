import { Button, HStack } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** Props of the status filter. */
export interface StatusChipsProps {
  statuses: readonly string[];
  selected: string;
  onSelect(status: string): void;
}

/** Toggle chips, one pressed at a time; each is a button with aria-pressed so its state is announced. */
export function StatusChips({ statuses, selected, onSelect }: StatusChipsProps): ReactElement {
  return (
    <HStack gap="1" flexWrap="wrap" role="group" aria-label="Filter by status">
      {statuses.map((status) => {
        const pressed = status === selected;
        return (
          <Button
            key={status}
            size="xs"
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(status)}
          >
            {status}
          </Button>
        );
      })}
    </HStack>
  );
}
