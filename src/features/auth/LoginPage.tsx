import { Center, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, type ReactElement } from 'react';
import { login, tokenLogin } from '../../data/auth-api';
import { MESSAGES } from '../../domain/messages';
import { isSafeNextUrl } from '../../domain/route-guard';
import { themeAtom } from '../../state/session.atoms';
import { LoginForm } from './LoginForm';
import { completeSignIn } from './session-actions';
import { useTokenSignIn } from './use-token-sign-in';

function searchText(search: Record<string, unknown>, key: string): string | undefined {
  const value = search[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `/login`: password sign-in, or token sign-in with `?token=`; then on to a safe `nextUrl` or '/'. */
export function LoginPage(): ReactElement {
  const theme = useAtomValue(themeAtom);
  const store = useStore();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const token = searchText(search, 'token');
  const nextUrl = searchText(search, 'nextUrl');
  const target = nextUrl && isSafeNextUrl(nextUrl) ? nextUrl : '/';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokenState = useTokenSignIn(token, tokenLogin);

  useEffect(() => {
    if (tokenState.status === 'done') void navigate({ href: target, replace: true });
  }, [tokenState.status, navigate, target]);

  const submit = (email: string, password: string): void => {
    setBusy(true);
    setError(null);
    void login(email, password, window.location.hostname).then(async (result) => {
      if (!result.ok) {
        setError(result.error);
        setBusy(false);
        return;
      }
      await completeSignIn(store, result.user);
      await navigate({ href: target, replace: true });
    });
  };

  if (tokenState.status === 'pending') {
    return (
      <Center py="16" gap="3">
        <Spinner aria-hidden="true" />
        <Text role="status">Signing you in…</Text>
      </Center>
    );
  }
  const shownError = error ?? (tokenState.status === 'error' ? tokenState.error : null);
  const forgot = (
    <Text textAlign="center">
      <ChakraLink asChild colorPalette="brand" variant="underline">
        <Link to="/forgot-password">{MESSAGES.passwordForgotLink}</Link>
      </ChakraLink>
    </Text>
  );
  return <LoginForm theme={theme} error={shownError} busy={busy} onSubmit={submit} footer={forgot} />;
}
