/**
 * Connects the data layer's request events to the app: the network-activity counter (never below zero), the
 * load timing (console.info and lastLoadTimingAtom), and session expiry (navigation to /logout).
 */
import type { AnyRouter } from '@tanstack/react-router';
import { createLoadTimer } from '../data/load-timer';
import { onNetworkEvent } from '../data/network-events';
import { setSessionExpiredHandler } from '../data/session-events';
import { adjustNetworkActivityAtom, lastLoadTimingAtom } from '../state/network.atoms';
import type { AppStore } from '../state/store';

export function wireNetwork(store: AppStore, router: AnyRouter): () => void {
  const timer = createLoadTimer((path, durationMs) => {
    console.info(`[load-timing] ${path} loaded in ${durationMs} ms`);
    store.set(lastLoadTimingAtom, { path, durationMs });
  });
  // The first page counts from the navigation start of the document (performance.now() origin).
  timer.navigationStarted(router.state.location.pathname, 0);
  const stopNavigation = router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) timer.navigationStarted(event.toLocation.pathname, performance.now());
  });
  const stopEvents = onNetworkEvent((event) => {
    store.set(adjustNetworkActivityAtom, event.kind === 'start' ? 1 : -1);
    if (event.kind === 'start') timer.requestStarted();
    else timer.requestEnded(event.at);
  });
  const restoreExpiry = setSessionExpiredHandler(() => {
    void router.navigate({ to: '/logout', replace: true });
  });
  return () => {
    stopNavigation();
    stopEvents();
    restoreExpiry();
    timer.dispose();
  };
}
