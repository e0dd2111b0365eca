import { Alert, Box, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { SHARE_TEXTS } from './texts';

/** Props of the password prompt of a protected link. */
export interface SharedPasswordFormProps {
  /** The server's request for a password. */
  prompt: string;
  /** The server's refusal of the last password, shown in an alert. */
  error: string | null;
  busy: boolean;
  onSubmit(password: string): void;
}

/** Asks for a protected link's password; the password travels in a header, never in the address. */
export function SharedPasswordForm({ prompt, error, busy, onSubmit }: SharedPasswordFormProps): ReactElement {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Box maxW="sm" mx="auto" mt={{ base: 6, md: 16 }} bg="bg" borderRadius="lg" boxShadow="md" p="8">
      <form onSubmit={submit} aria-label={prompt}>
        <Stack gap="5">
          <Heading as="h1" size="md">
            {prompt}
          </Heading>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root required>
            <Field.Label>{SHARE_TEXTS.passwordLabel}</Field.Label>
            <Input
              type="password"
              name="share-password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!password}>
            {SHARE_TEXTS.openDashboard}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
