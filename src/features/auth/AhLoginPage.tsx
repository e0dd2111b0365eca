import { Alert, Box, Center, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, type ReactElement } from 'react';
import { ahLogin } from '../../data/auth-api';
import { LOGIN_ERRORS } from '../../domain/messages';
import { useTokenSignIn } from './use-token-sign-in';

/** `/ahlogin?token=`: partner single sign-on, then to the landing page. */
export function AhLoginPage(): ReactElement {
  const search = useSearch({ strict: false });
  const token = typeof search.token === 'string' && search.token !== '' ? search.token : undefined;
  const navigate = useNavigate();
  const state = useTokenSignIn(token, ahLogin);

  useEffect(() => {
    if (state.status === 'done') void navigate({ to: '/', replace: true });
  }, [state.status, navigate]);

  if (state.status === 'pending' || state.status === 'done') {
    return (
      <Center py="16" gap="3">
        <Spinner aria-hidden="true" />
        <Text role="status">Signing you in…</Text>
      </Center>
    );
  }
  const error = state.status === 'error' ? state.error : LOGIN_ERRORS.FAILED_AH_AUTH;
  return (
    <Box maxW="md" mx="auto" py="10">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
      <Text mt="4">
        <ChakraLink asChild colorPalette="brand" variant="underline">
          <Link to="/login">Sign in with e-mail and password</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
