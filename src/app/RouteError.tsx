import { Alert, Box, Button } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactElement } from 'react';

/** A route that failed to load or render (a chunk time-out, a thrown error): the message and a reload. */
export function RouteError({ error }: ErrorComponentProps): ReactElement {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Box py="8" maxW="xl" mx="auto">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Something went wrong</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button mt="4" colorPalette="brand" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
