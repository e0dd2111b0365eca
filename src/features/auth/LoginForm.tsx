import { Alert, Box, Button, Field, Flex, Heading, Image, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import type { ThemeRecord } from '../../domain/theme';

export interface LoginFormProps {
  theme: ThemeRecord;
  /** A sign-in failure text of 000 §8, shown in an alert. */
  error?: string | null;
  /** True while a sign-in request is pending. @default false */
  busy?: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Under the button: the "Forgot password?" link (a router link, so the page passes it in). */
  footer?: ReactNode;
}

/** The branded sign-in card: the agency logo, its primary colour, e-mail and password. */
export function LoginForm({ theme, error = null, busy = false, onSubmit, footer }: LoginFormProps): ReactElement {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit(email.trim(), password);
  };
  return (
    <Box maxW="sm" mx="auto" mt={{ base: 6, md: 16 }} bg="white" borderRadius="lg" boxShadow="md" overflow="hidden">
      {/* Logos are drawn for the toolbar, so the card shows them on the toolbar colour. */}
      <Flex bg="brand.toolbar" color="brand.toolbarText" justify="center" py="5">
        <Image src={theme.logo} alt={`${theme.companyName} logo`} maxH="12" />
      </Flex>
      <form onSubmit={submit} aria-label="Sign in">
        <Stack gap="5" p="8">
          <Heading as="h1" size="lg" textAlign="center" color="brand.fg">
            Sign in
          </Heading>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
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
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Signing in">
            Sign in
          </Button>
          {footer}
        </Stack>
      </form>
    </Box>
  );
}
