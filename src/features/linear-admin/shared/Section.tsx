import { Box, Heading, HStack } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled panel of an advertiser's page. */
export function Section({ title, actions, children }: SectionProps): ReactElement {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </HStack>
      {children}
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
