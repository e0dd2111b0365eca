import { useSyncExternalStore } from 'react';
import type { Breakpoint } from '../../registry/types';

const QUERY = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** The grid breakpoint of the window: lg from 992 px, sm below. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia?.(QUERY).matches === false ? 'sm' : 'lg'),
    () => 'lg',
  );
}
