/** Lazy screens: one chunk per area, preloadable while the session loads (see ui/lazy-preloadable.ts). */
import type { ComponentType } from 'react';
import { lazyPreloadable, type Preloadable } from '../../ui/lazy-preloadable';
import type { ScreenProps } from '../../ui/screen-props';

export { CHUNK_TIMEOUT_MESSAGE, lazyPreloadable, withTimeout } from '../../ui/lazy-preloadable';

export type Screen = ComponentType<ScreenProps>;

/** A lazy screen whose chunk can be fetched ahead of the render that needs it. */
export type LazyScreen = Preloadable<ScreenProps>;

/** A lazily loaded screen: `lazyScreen(() => import('./X').then((m) => m.X))`. */
export function lazyScreen(load: () => Promise<Screen>): LazyScreen {
  return lazyPreloadable(load);
}
