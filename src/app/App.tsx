import { Center, Spinner } from '@chakra-ui/react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { sessionReadyAtom } from '../state/session.atoms';
import { useAuthBootstrap } from './use-auth-bootstrap';

export interface AppProps {
  router: AnyRouter;
  /** The session load begun before the first render (main.tsx); started on mount when absent. */
  session?: Promise<void>;
}

/** Loads the session, then hands over to the router (guards need to know who is signed in). */
export function App({ router, session }: AppProps): ReactElement {
  useAuthBootstrap(session);
  const ready = useAtomValue(sessionReadyAtom);
  if (!ready) {
    return (
      <Center minHeight="100vh">
        <Spinner size="lg" color="brand.primary" aria-label="Loading the portal" />
      </Center>
    );
  }
  return <RouterProvider router={router} />;
}
