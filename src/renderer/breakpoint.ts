import type { Breakpoint } from '../registry/types';

/** The grid breakpoint of the window: lg from 992 px, sm below. */
export const LG_QUERY = '(min-width: 992px)';

/** The breakpoint of the window now (no window, as on the server: lg). */
export function currentBreakpoint(): Breakpoint {
  return typeof window !== 'undefined' && window.matchMedia?.(LG_QUERY).matches === false ? 'sm' : 'lg';
}
