import { useRouterState } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { saveRecentPages } from '../data/recent-pages-api';
import { pushRecent, shouldRecordRecent } from '../domain/recent-pages';
import { matchRoute } from '../domain/routes';
import { authAtom, isSharedTokenAtom, recentPagesAtom, viewAsAtom } from '../state/session.atoms';
import { flatSearch } from './router/search';

/**
 * Records the page after each completed navigation (000 §2: returnable routes with a title, not drill-downs,
 * not plain /home, not print) and saves the list to the server. Saving is best effort.
 */
export function useRecentPageRecorder(): void {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const shared = useAtomValue(isSharedTokenAtom);
  const location = useRouterState({ select: (state) => state.resolvedLocation });

  useEffect(() => {
    if (!auth || shared || !location) return;
    const match = matchRoute(location.pathname);
    if (!match) return;
    const query = flatSearch(location.search);
    const { route, params } = match;
    const candidate = {
      name: route.name,
      path: location.pathname,
      query,
      returnable: route.returnable,
      title: route.title,
    };
    if (!shouldRecordRecent(candidate)) return;
    const fullPath = location.pathname + location.searchStr;
    const current = store.get(recentPagesAtom);
    if (current[0]?.fullPath === fullPath) return;
    const next = pushRecent(current, { name: route.name, query, fullPath, params, title: route.title ?? route.name });
    store.set(recentPagesAtom, next);
    // A "View as" visit is read-only: the user's own list on the server stays as it was.
    if (!store.get(viewAsAtom)) saveRecentPages(next).catch(() => undefined);
  }, [auth, shared, location, store]);
}
