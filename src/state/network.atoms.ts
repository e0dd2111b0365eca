/** Network activity (000 §4): a counter of pending requests that never drops below zero, and the last load time. */
import { atom } from 'jotai';

/** Pending requests right now. */
export const networkActivityAtom = atom(0);

/** Write-only: +1 when a request starts, -1 when it ends; the counter is clamped at zero. */
export const adjustNetworkActivityAtom = atom(null, (get, set, delta: 1 | -1) => {
  set(networkActivityAtom, Math.max(0, get(networkActivityAtom) + delta));
});

/** True while at least one request is pending. */
export const networkBusyAtom = atom((get) => get(networkActivityAtom) > 0);

/** One load-timing measurement: the path navigated to and milliseconds until its requests settled. */
export interface LoadTiming {
  path: string;
  durationMs: number;
}

/** The last load timing reported, null before the first one. */
export const lastLoadTimingAtom = atom<LoadTiming | null>(null);
