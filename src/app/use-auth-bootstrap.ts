import { useStore } from 'jotai';
import { startTransition, useEffect } from 'react';
import { getAuth } from '../data/auth-api';
import { fetchRecentPages } from '../data/recent-pages-api';
import { decodeClaims, getAccessToken } from '../data/token-store';
import { AUTH_FALLBACK_MS } from '../domain/constants';
import type { SessionUser } from '../domain/user';
import { hostThemeCode, loadRecentPages, loadSession, type SessionStore } from '../features/auth/session-actions';
import { authAtom, sessionReadyAtom, themeAtom, userAtom, viewAsAtom } from '../state/session.atoms';

/** The session load main.tsx begins before React's first render. */
export interface StartedSession {
  /** The signed-in user once `GET /api/auth` has answered; null when signed out or when the check failed. */
  user: Promise<SessionUser | null>;
  /** Settles (never rejects) once the session and the signed-in user's recent pages are known. */
  settled: Promise<void>;
}

/**
 * Loads the session and the signed-in user's recent pages. main.tsx starts it before React's first render, so
 * `GET /api/auth` is on its way while the app first renders instead of after it. With a stored access token the
 * recent pages are asked for beside it (the call carries the same token), and kept only when the session check
 * names a user; the opened screen's first data waits for `user`, not for the recent pages.
 */
export function startSession(store: SessionStore): StartedSession {
  const asked = getAccessToken() !== null ? fetchRecentPages() : undefined;
  asked?.catch(() => undefined);
  const state = loadSession(store);
  const settled = state
    .then(async ({ user }) => {
      if (user) await loadRecentPages(store, asked);
    })
    .catch(() => undefined);
  return {
    user: state.then(
      ({ user }) => user,
      () => null,
    ),
    settled,
  };
}

/**
 * Start-up of 000 §4: `GET /api/auth?theme_code=<host label>` applies the theme and, when signed in, the user.
 * If no auth user has arrived after AUTH_FALLBACK_MS and a token is held, auth is asked again with the
 * token's active agency, sub-agency and station. The app renders its routes once either answer (or the
 * fallback time) has come. `started` is the session load main.tsx began before rendering; without it the load
 * starts here.
 */
export function useAuthBootstrap(started?: Promise<void>): void {
  const store = useStore();
  useEffect(() => {
    let cancelled = false;
    const ready = (): void => {
      // A transition: the first render of the shell and the screen (a few hundred milliseconds of a slow
      // machine) yields to the network between components, so the prefetched data's requests go out meanwhile.
      if (!cancelled) startTransition(() => store.set(sessionReadyAtom, true));
    };
    const fallback = setTimeout(() => {
      ready();
      const claims = decodeClaims(getAccessToken() ?? '');
      if (cancelled || store.get(userAtom) || !claims) return;
      const hint = { agency_id: claims.agency, sub_agency_id: claims.sub_agency, station_id: claims.station };
      getAuth(hostThemeCode(), hint)
        .then(async (state) => {
          if (cancelled || !state.user) return;
          if (state.theme) store.set(themeAtom, state.theme);
          store.set(userAtom, state.user);
          store.set(viewAsAtom, state.viewAs ?? null);
          store.set(authAtom, true);
          await loadRecentPages(store);
        })
        .catch(() => undefined);
    }, AUTH_FALLBACK_MS);

    void (started ?? startSession(store).settled).finally(ready);
    return () => {
      cancelled = true;
      clearTimeout(fallback);
    };
  }, [store, started]);
}
