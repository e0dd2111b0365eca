/** The titled panels an admin page is made of, and the label-and-value lines inside them. */
import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { useId, type ReactElement, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Buttons beside the heading (New …, Edit). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled panel of an admin page: a region named by its heading. */
export function Section({ title, actions, children }: SectionProps): ReactElement {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} minW="0">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {actions ? (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

/** A label and its value, stacked on a phone and side by side from sm. */
export function Fact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Box display={{ base: 'block', sm: 'flex' }} gap="3" py="1">
      <Box color="fg.muted" fontSize="sm" minW="32" flexShrink={0}>
        {label}
      </Box>
      <Box minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}
