import { Alert, Button, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import { themeAtom } from '../../state/session.atoms';
import { BrandCard } from './BrandCard';
import { requestPasswordLink } from './password-api';

type Status = { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

/** `/forgot-password`: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage(): ReactElement {
  const theme = useAtomValue(themeAtom);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setBusy(true);
    void requestPasswordLink(email.trim()).then((outcome) => {
      setBusy(false);
      setStatus(outcome.ok ? { kind: 'sent', message: outcome.message } : { kind: 'error', message: outcome.error });
    });
  };
  return (
    <BrandCard theme={theme} title={MESSAGES.passwordForgotTitle}>
      {status.kind === 'sent' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{status.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={submit} aria-label={MESSAGES.passwordForgotTitle}>
          <Stack gap="5">
            <Text>{MESSAGES.passwordForgotHelp}</Text>
            {status.kind === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{status.message}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root required>
              <Field.Label>E-mail</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {MESSAGES.passwordForgotSubmit}
            </Button>
          </Stack>
        </form>
      )}
      <Text mt="5" textAlign="center">
        <ChakraLink asChild colorPalette="brand" variant="underline">
          <Link to="/login">{MESSAGES.passwordBackToSignIn}</Link>
        </ChakraLink>
      </Text>
    </BrandCard>
  );
}
