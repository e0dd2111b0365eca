import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { SignInResult } from '../../data/auth-api';
import { completeSignIn } from './session-actions';

export type TokenSignInState = { status: 'idle' | 'pending' | 'done' } | { status: 'error'; error: string };

/**
 * Signs in once with a link token (`/login?token=`, `/ahlogin?token=`). The ref keeps a token from being
 * spent twice when React runs effects twice in development.
 */
export function useTokenSignIn(
  token: string | undefined,
  signIn: (token: string) => Promise<SignInResult>,
): TokenSignInState {
  const store = useStore();
  const [state, setState] = useState<TokenSignInState>({ status: token ? 'pending' : 'idle' });
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    setState({ status: 'pending' });
    void signIn(token).then(async (result) => {
      if (!result.ok) {
        setState({ status: 'error', error: result.error });
        return;
      }
      await completeSignIn(store, result.user);
      setState({ status: 'done' });
    });
  }, [token, signIn, store]);

  return state;
}
