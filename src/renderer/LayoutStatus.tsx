import { Alert, List, Skeleton, SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { LayoutState } from './layout-state';

/** What shows instead of a dashboard: the loading skeleton, the spec's missing-layout text, or a broken layout. */
export function LayoutStatus({ state, loading }: { state: LayoutState; loading: boolean }): ReactElement {
  if (state.status === 'loading' || state.status === 'ready' || loading)
    return (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true" aria-label="Loading dashboard">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="48" borderRadius="md" />
        ))}
      </SimpleGrid>
    );
  if (state.status === 'invalid')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This dashboard's layout is not valid.</Alert.Title>
          <List.Root fontSize="sm">
            {state.issues.map((issue) => (
              <List.Item key={`${issue.path}${issue.message}`}>
                {issue.path}: {issue.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{state.message}</Alert.Title>
    </Alert.Root>
  );
}
