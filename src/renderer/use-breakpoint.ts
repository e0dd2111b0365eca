import { useSyncExternalStore } from 'react';
import type { Breakpoint } from '../registry/types';
import { currentBreakpoint, LG_QUERY } from './breakpoint';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(LG_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** The grid breakpoint of the window: lg from 992 px, sm below. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => 'lg');
}
