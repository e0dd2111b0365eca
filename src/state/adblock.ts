/**
 * Ad-blocker detection (000 §2, §8): a 'Network Error' on the date-ranges call sets the flag, unless the page
 * was opened with a bootstrap query parameter (gct, gctnew, sharedToken), whose flows fail differently.
 */
import { NETWORK_ERROR } from '../domain/messages';
import { adblockDetectedAtom } from './app.atoms';
import { appStore, type AppStore } from './store';

/** Query parameters that mark a bootstrap flow and disable the ad-blocker check. */
export const BOOTSTRAP_PARAMS = ['gct', 'gctnew', 'sharedToken'] as const;

type Store = Pick<AppStore, 'set'>;

function isNetworkError(error: unknown): boolean {
  if (error instanceof Error) return error.message === NETWORK_ERROR;
  return error === NETWORK_ERROR;
}

/** Returns true (and sets adblockDetectedAtom) when the error is a network error outside a bootstrap flow. */
export function markAdblockFromError(
  error: unknown,
  search: string | URLSearchParams,
  store: Store = appStore,
): boolean {
  if (!isNetworkError(error)) return false;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (BOOTSTRAP_PARAMS.some((name) => params.has(name))) return false;
  store.set(adblockDetectedAtom, true);
  return true;
}
