/**
 * Session transitions of 000 §4, written against a jotai store so the bootstrap, the sign-in screens and the
 * agency picker share them: load the session for this host, complete a sign-in, clear the session.
 */
import { getAuth, type AuthState, type TenancyHint } from '../../data/auth-api';
import { fetchRecentPages } from '../../data/recent-pages-api';
import type { RecentRoute } from '../../domain/recent-pages';
import { rememberTheme } from '../../data/theme-memory';
import type { SessionUser } from '../../domain/user';
import { DEFAULT_THEME_CODE, themeCodeFromHost } from '../../domain/theme';
import type { AppStore } from '../../state/store';
import {
  authAtom,
  isSharedTokenAtom,
  recentPagesAtom,
  themeAtom,
  userAtom,
  viewAsAtom,
} from '../../state/session.atoms';

/** The slice of a jotai store the actions use. */
export type SessionStore = Pick<AppStore, 'get' | 'set'>;

/** Theme code of this host (first label), else the default code. */
export function hostThemeCode(): string {
  return themeCodeFromHost(window.location.host) ?? DEFAULT_THEME_CODE;
}

/** Asks the server for the session and theme of this host and applies the answer. */
export async function loadSession(store: SessionStore, hint?: TenancyHint): Promise<AuthState> {
  const host = hostThemeCode();
  const state = await getAuth(host, hint);
  if (state.theme) {
    store.set(themeAtom, state.theme);
    rememberTheme(host, state.theme);
  }
  store.set(userAtom, state.user);
  store.set(authAtom, state.auth);
  store.set(viewAsAtom, state.viewAs ?? null);
  return state;
}

/**
 * Loads the user's recent pages; a failure keeps the list as it was (recent pages are a convenience). `asked` is
 * a request already on its way (the start-up sends it beside the session check).
 */
export async function loadRecentPages(store: SessionStore, asked?: Promise<RecentRoute[]>): Promise<void> {
  try {
    store.set(recentPagesAtom, await (asked ?? fetchRecentPages()));
  } catch {
    // Leave the list unchanged.
  }
}

/** After a successful sign-in: the user is signed in at once; theme and recent pages follow from the server. */
export async function completeSignIn(store: SessionStore, user: SessionUser): Promise<void> {
  store.set(userAtom, user);
  store.set(authAtom, true);
  store.set(isSharedTokenAtom, false);
  const refreshTheme = getAuth(hostThemeCode()).then(
    (state) => {
      if (state.theme) store.set(themeAtom, state.theme);
      if (state.user) store.set(userAtom, state.user);
    },
    () => undefined,
  );
  await Promise.all([refreshTheme, loadRecentPages(store)]);
}

/** Forgets the signed-in user (tokens are cleared by the logout call). */
export function clearSession(store: SessionStore): void {
  store.set(userAtom, null);
  store.set(authAtom, false);
  store.set(isSharedTokenAtom, false);
  store.set(recentPagesAtom, []);
  store.set(viewAsAtom, null);
}
