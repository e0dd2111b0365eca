/** App-wide flags that are neither session nor data: ad-blocker detection and the connection check. */
import { atom } from 'jotai';

/** Set when a 'Network Error' on the date-ranges call points at an ad blocker (see markAdblockFromError). */
export const adblockDetectedAtom = atom(false);

/** The health-ping state the connection indicator reads. */
export interface ConnectionState {
  /** performance.now() of the last successful ping answer; null before the first. */
  lastCheckAt: number | null;
  /** Round-trip time of the last successful ping, ms. */
  latencyMs: number | null;
}

export const connectionAtom = atom<ConnectionState>({ lastCheckAt: null, latencyMs: null });

/** Set when the service worker has a new version waiting; holds the waiting registration's activator. */
export const updateAvailableAtom = atom(false);
