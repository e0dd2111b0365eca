import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { useId, type ReactElement, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Buttons beside the heading (New …). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of an agency's page; a region named by its heading. */
export function Section({ title, actions, children }: SectionProps): ReactElement {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} minW="0">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {actions ? <HStack gap="2">{actions}</HStack> : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}
