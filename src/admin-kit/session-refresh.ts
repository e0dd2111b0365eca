/**
 * A write that changes what the signed-in user's session lists (the agency's sub-agencies and stations in the
 * chrome's pickers and the admin screens' selects) asks the server for the session again, so the new entries show
 * without signing in anew. The server has already told its cached sessions (the users generation).
 */
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { getAuth } from '../data/auth-api';
import { DEFAULT_THEME_CODE, themeCodeFromHost } from '../domain/theme';
import { userAtom } from '../state/session.atoms';

/** A function that reloads the session user (a failure keeps the user as it was). */
export function useRefreshSessionUser(): () => Promise<void> {
  const setUser = useSetAtom(userAtom);
  return useCallback(async () => {
    const themeCode = themeCodeFromHost(window.location.host) ?? DEFAULT_THEME_CODE;
    const state = await getAuth(themeCode).catch(() => null);
    if (state?.user) setUser(state.user);
  }, [setUser]);
}
