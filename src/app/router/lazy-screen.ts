/**
 * Lazy screens with the chunk load time-out of 000 §9: a chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS rejects, and the route's error view offers a reload.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import type { ScreenProps } from '../../ui/screen-props';

export const CHUNK_TIMEOUT_MESSAGE = 'This part of the portal took too long to load.';

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type Screen = ComponentType<ScreenProps>;

/** A lazy screen whose chunk can be fetched ahead of the render that needs it. */
export type LazyScreen = LazyExoticComponent<Screen> & { preload(): Promise<Screen> };

/** A lazily loaded screen: `lazyScreen(() => import('./X').then((m) => m.X))`. */
export function lazyScreen(load: () => Promise<Screen>): LazyScreen {
  let pending: Promise<Screen> | null = null;
  const get = (): Promise<Screen> => {
    // One download shared by the preload and the render; a failed one may be tried again.
    pending ??= withTimeout(load()).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return Object.assign(
    lazy(async () => ({ default: await get() })),
    { preload: get },
  );
}
