/** Test helpers: the real router and providers on a memory history, with a fresh store and a fetch stub. */
import { RouterProvider, createMemoryHistory, type AnyRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import type { RecentRoute } from '../../domain/recent-pages';
import type { SessionUser } from '../../domain/user';
import { authAtom, isSharedTokenAtom, recentPagesAtom, sessionReadyAtom, userAtom } from '../../state/session.atoms';
import type { AppStore } from '../../state/store';
import { AppProviders } from '../AppProviders';
import { createAppRouter } from '../router/create-router';

export interface TestSession {
  user?: SessionUser | null;
  shared?: boolean;
  recent?: RecentRoute[];
}

export function sessionStore({ user = null, shared = false, recent = [] }: TestSession = {}): AppStore {
  const store = createStore();
  store.set(userAtom, user);
  store.set(authAtom, user !== null || shared);
  store.set(isSharedTokenAtom, shared);
  store.set(recentPagesAtom, recent);
  store.set(sessionReadyAtom, true);
  return store;
}

export { jsonResponse, stubFetch } from '../../../tests/stub-fetch';

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: AnyRouter;
}

/** Renders the whole app (chrome and routes) at `path` for the given session. */
export function renderApp(path: string, session: TestSession = {}): RenderedApp {
  const store = sessionStore(session);
  const router = createAppRouter({ context: { store }, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
