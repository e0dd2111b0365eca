import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LABELS } from '../labels';

/** Short values (rights, roles) as chips that wrap; 'None' when there are none. */
export function Chips({
  values,
  label,
  nowrap = false,
}: {
  values: readonly string[];
  label?: string;
  /** Each chip on one line (in a table, whose column then widens and scrolls, rather than breaking words). */
  nowrap?: boolean;
}): ReactElement {
  if (values.length === 0) return <Text color="fg.muted">{LABELS.none}</Text>;
  return (
    <HStack as="ul" gap="1" wrap="wrap" listStyleType="none" aria-label={label}>
      {values.map((value) => (
        <Badge
          as="li"
          key={value}
          variant="subtle"
          wordBreak={nowrap ? undefined : 'break-all'}
          whiteSpace={nowrap ? 'nowrap' : 'normal'}
        >
          {value}
        </Badge>
      ))}
    </HStack>
  );
}
