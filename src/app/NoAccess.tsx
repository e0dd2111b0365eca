import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { NO_ACCESS } from '../domain/messages';

export interface NoAccessProps {
  /** Extra explanation under the message. */
  detail?: string;
}

/** A signed-in user lacking the right a route needs (000 §2). */
export function NoAccess({ detail }: NoAccessProps): ReactElement {
  return (
    <Box py="10" textAlign="center">
      <Heading as="h1" size="xl">
        {NO_ACCESS}
      </Heading>
      {detail && <Text mt="3">{detail}</Text>}
    </Box>
  );
}
