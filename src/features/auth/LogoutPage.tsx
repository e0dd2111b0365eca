import { Center, Spinner, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useRef, type ReactElement } from 'react';
import { logout } from '../../data/auth-api';
import { clearSession, loadSession } from './session-actions';

/** `/logout`: ends the session on the server, clears it here, restores the host's theme and goes to '/'. */
export function LogoutPage(): ReactElement {
  const store = useStore();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .then(() => {
        clearSession(store);
        return loadSession(store).catch(() => undefined);
      })
      .then(() => navigate({ to: '/', replace: true }));
  }, [store, navigate]);

  return (
    <Center py="16" gap="3">
      <Spinner aria-hidden="true" />
      <Text role="status">Signing out…</Text>
    </Center>
  );
}
