import { Alert, Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useMemo, type ReactElement } from 'react';
import type { ScreenProps } from '../../ui/screen-props';
import type { ShareRef } from './api';
import { openedShareAtom } from './share.atoms';
import { SharedDashboardView } from './SharedDashboardView';
import { SharedPasswordForm } from './SharedPasswordForm';
import { SHARE_TEXTS } from './texts';
import { useSharedDashboard } from './use-shared-dashboard';

/** The path of the route named share, where a `?t=` link lands once opened (000 §2). */
const SHARE_PATH = '/shared-preview';

function Loading(): ReactElement {
  return (
    <Stack gap="4" aria-busy="true">
      <Text>{SHARE_TEXTS.loading}</Text>
      <Skeleton height="10" width="60%" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="48" borderRadius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry?: () => void }): ReactElement {
  return (
    <Box maxW="xl" mx="auto" mt={{ base: 6, md: 16 }}>
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      {onRetry ? (
        <Button mt="4" size="sm" variant="outline" onClick={onRetry}>
          {SHARE_TEXTS.tryAgain}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * /shared-preview?t= and /s/$shortId: opens the link as a guest (password first when it has one), then shows its
 * dashboard. A `?t=` address is replaced by the plain share route once open, so the token is not left in the
 * address bar or history; the page keeps the link in memory only.
 */
export function SharedScreen({ params }: ScreenProps): ReactElement {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const token = typeof search.t === 'string' && search.t ? search.t : undefined;
  const shortId = params.shortId;
  const [opened, setOpened] = useAtom(openedShareAtom);
  const fromAddress = useMemo<ShareRef | null>(
    () => (shortId ? { shortId } : token ? { token } : null),
    [shortId, token],
  );
  const ref = fromAddress ?? opened;
  const { state, submitPassword, retry } = useSharedDashboard(ref);
  const navigate = useNavigate();
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready || !fromAddress) return;
    setOpened(fromAddress);
    if ('token' in fromAddress) void navigate({ to: SHARE_PATH, search: {}, replace: true });
  }, [ready, fromAddress, setOpened, navigate]);

  if (!ref) return <Failure message={SHARE_TEXTS.noLink} />;
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'password':
      return (
        <SharedPasswordForm prompt={state.prompt} error={state.error} busy={state.busy} onSubmit={submitPassword} />
      );
    case 'error':
      return <Failure message={state.message} onRetry={state.canRetry ? retry : undefined} />;
    case 'ready':
      return <SharedDashboardView dashboard={state.dashboard} />;
  }
}
