import { useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';

/** A navigation held back while there are unsaved changes: go on, or stay. */
export interface LeaveGuard {
  blocked: boolean;
  proceed(): void;
  stay(): void;
}

/** Where a navigation goes, as the blocker describes both ends. */
interface Place {
  pathname: string;
  search: unknown;
}

const searchValue = (search: unknown, key: string): unknown =>
  typeof search === 'object' && search !== null ? (search as Record<string, unknown>)[key] : undefined;

/**
 * Unsaved changes are not lost by an accidental navigation: while `dirty`, a navigation to another page or one
 * that changes a search key in `keys` (the tab, the advertiser) waits for the user's answer; other search changes
 * (the date range) go through. Closing or reloading the page asks the browser's own question (TanStack history's
 * beforeunload handler).
 */
export function useLeaveGuard(dirty: boolean, keys: readonly string[] = ['tab', 'advertiserId']): LeaveGuard {
  const watched = keys.join(',');
  const losesEdits = useCallback(
    ({ current, next }: { current: Place; next: Place }): boolean =>
      current.pathname !== next.pathname ||
      watched.split(',').some((key) => searchValue(current.search, key) !== searchValue(next.search, key)),
    [watched],
  );
  const blocker = useBlocker({
    shouldBlockFn: losesEdits,
    enableBeforeUnload: true,
    disabled: !dirty,
    withResolver: true,
  });
  return {
    blocked: blocker.status === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
