import { Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { NO_ACCESS, NOT_AUTH_ERR } from '../../domain/messages';

/** `/denied`: 'Sorry, you do not have access.', with the reason code when one is given (err=not_auth). */
export function DeniedPage(): ReactElement {
  const search = useSearch({ strict: false });
  const err = typeof search.err === 'string' ? search.err : undefined;
  return (
    <Box py="10" textAlign="center">
      <Heading as="h1" size="xl">
        {NO_ACCESS}
      </Heading>
      {err && (
        <Text mt="3">
          {err === NOT_AUTH_ERR
            ? `This page needs a signed-in account; a shared link does not open it (${err}).`
            : `Reason: ${err}`}
        </Text>
      )}
      <Text mt="4">
        <ChakraLink asChild colorPalette="brand" variant="underline">
          <Link to="/login">Sign in</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
