import { Center, Spinner } from '@chakra-ui/react';
import { useParams, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, type ReactElement } from 'react';
import { guardDecision } from '../../domain/route-guard';
import type { RouteSpec } from '../../domain/routes';
import { guardSessionAtom } from '../../state/session.atoms';
import { NoAccess } from '../NoAccess';
import { GraphProvider, isLazyScreen, screenFor } from './screens';

export interface RouteScreenProps {
  spec: RouteSpec;
}

function flatParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Renders a route's screen, or 'Sorry, you do not have access.' when the guard refuses the signed-in user. */
export function RouteScreen({ spec }: RouteScreenProps): ReactElement | null {
  const session = useAtomValue(guardSessionAtom);
  const fullPath = useRouterState({ select: (state) => state.location.href });
  const params = flatParams(useParams({ strict: false }));
  if (guardDecision({ route: spec, session, fullPath }).kind === 'forbidden') return <NoAccess />;
  const Screen = screenFor(spec.name);
  if (!Screen) return null;
  return (
    <Suspense
      fallback={
        <Center py="10">
          <Spinner aria-label="Loading" />
        </Center>
      }
    >
      {isLazyScreen(Screen) ? (
        <GraphProvider>
          <Screen title={spec.title ?? ''} params={params} />
        </GraphProvider>
      ) : (
        <Screen title={spec.title ?? ''} params={params} />
      )}
    </Suspense>
  );
}
