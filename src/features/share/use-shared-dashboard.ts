import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../data/api-error';
import { openSharedDashboard, type ShareRef } from './api';
import { startGuestSession } from './shared-session';
import type { SharedDashboard } from '../../data/shared-payload';
import { SHARE_TEXTS } from './texts';

/** Where opening a link stands. */
export type SharedState =
  | { status: 'loading' }
  | {
      status: 'password';
      /** The server's request for a password. */
      prompt: string;
      /** The server's refusal of the password last sent, if any. */
      error: string | null;
      busy: boolean;
    }
  | { status: 'error'; message: string; canRetry: boolean }
  | { status: 'ready'; dashboard: SharedDashboard };

export interface SharedDashboardLoad {
  state: SharedState;
  submitPassword(password: string): void;
  retry(): void;
}

/** Answers that are final for this link: it is not shared (any more) or it expired. */
const FINAL_STATUSES = [404, 410];

/**
 * Opens a share link once per link (opening counts a visit and starts the guest session, so it is a mutation,
 * not a cached query) and again for each password tried.
 */
export function useSharedDashboard(ref: ShareRef | null): SharedDashboardLoad {
  const store = useStore();
  const [prompt, setPrompt] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: async ({ link, password }: { link: ShareRef; password?: string }) => {
      const dashboard = await openSharedDashboard(link, password);
      // Before the page renders the dashboard, so its first data calls already carry the guest token.
      startGuestSession(store, dashboard);
      return dashboard;
    },
    onError: (error, { password }) => {
      if (isApiError(error) && error.status === 401 && !password) setPrompt(error.message);
    },
  });
  const { mutate } = open;
  // Once per link, also when the same link comes back as a new object (the `?t=` address replaced).
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const key = ref ? JSON.stringify(ref) : null;
    if (!ref || opened.current === key) return;
    opened.current = key;
    mutate({ link: ref });
  }, [ref, mutate]);

  const submitPassword = useCallback(
    (password: string) => {
      if (ref) mutate({ link: ref, password });
    },
    [ref, mutate],
  );
  const retry = useCallback(() => {
    if (ref) mutate({ link: ref });
  }, [ref, mutate]);

  return { state: stateOf(open, prompt), submitPassword, retry };
}

function stateOf(
  open: {
    status: 'idle' | 'pending' | 'error' | 'success';
    data?: SharedDashboard;
    error: Error | null;
    variables?: { password?: string };
  },
  prompt: string | null,
): SharedState {
  if (open.status === 'success' && open.data) return { status: 'ready', dashboard: open.data };
  const passwordTried = open.variables?.password !== undefined;
  if (open.status === 'pending' && passwordTried)
    return { status: 'password', prompt: prompt ?? '', error: null, busy: true };
  if (open.status !== 'error' || !open.error) return { status: 'loading' };
  const error = open.error;
  const status = isApiError(error) ? error.status : 0;
  if (status === 401)
    return {
      status: 'password',
      prompt: prompt ?? error.message,
      error: passwordTried ? error.message : null,
      busy: false,
    };
  return {
    status: 'error',
    message: isApiError(error) ? error.message : SHARE_TEXTS.couldNotOpen,
    canRetry: !FINAL_STATUSES.includes(status),
  };
}
