import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { AdminToaster } from '../admin-kit/toast';
import { themeAtom } from '../state/session.atoms';
import type { AppStore } from '../state/store';
import { systemFor } from '../ui/theme';

export interface AppProvidersProps {
  store: AppStore;
  /** The app's React Query client (main.tsx makes it first, to prefetch with); a new one when absent. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** A React Query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
}

/** Chakra with the system of the theme in force; rebuilt only when the theme changes. */
function ThemedChakra({ children }: { children: ReactNode }): ReactElement {
  const theme = useAtomValue(themeAtom);
  const system = useMemo(() => systemFor(theme), [theme]);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** Every provider the app and its stories need: jotai store, themed Chakra, React Query (Apollo: GraphProvider). */
export function AppProviders({ store, queryClient: given, children }: AppProvidersProps): ReactElement {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <ThemedChakra>
        <QueryClientProvider client={queryClient}>
          {children}
          <AdminToaster />
        </QueryClientProvider>
      </ThemedChakra>
    </JotaiProvider>
  );
}
