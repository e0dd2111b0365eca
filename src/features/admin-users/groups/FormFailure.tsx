import { Alert } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { serverErrorOf } from '../../../admin-kit';

/** A failed load or save, in words, above a form. */
export function FormFailure({ error }: { error: unknown }): ReactElement {
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{serverErrorOf(error)?.message}</Alert.Title>
    </Alert.Root>
  );
}
