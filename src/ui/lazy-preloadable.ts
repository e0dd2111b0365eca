/**
 * Lazily loaded components with the chunk load time-out of 000 §9 (a chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS rejects, and the error view offers a reload), which render at once when preloaded.
 */
import { createElement, lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants';

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

/** A lazily loaded component whose chunk can be fetched ahead of the render that needs it. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload(): Promise<ComponentType<P>>;
  /** The component once its chunk has arrived; null before. */
  loaded(): ComponentType<P> | null;
};

/**
 * A lazily loaded component. Once its chunk has arrived (a preload during the session check, say) it renders
 * at once. React.lazy would suspend on its first render even then, and React holds the revealed content back
 * for up to 300 ms after a Suspense fallback (its reveal throttle): 200 ms of an idle page before the dashboard
 * could ask for its data. Before the chunk arrives it suspends like React.lazy.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let resolved: ComponentType<P> | null = null;
  const get = (): Promise<ComponentType<P>> => {
    // One download shared by the preload and the render; a failed one may be tried again.
    pending ??= withTimeout(load()).then(
      (component) => (resolved = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await get() }));
  function Preloaded(props: P): ReactElement {
    // Decided once per mount: switching from the lazy wrapper to the component would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => resolved ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload: get, loaded: () => resolved });
}

/**
 * The component of a preloadable once its chunk has arrived, null while it loads. A part that can show a
 * placeholder meanwhile (a map's box) uses this instead of Suspense: nothing suspends, so React's reveal throttle
 * never holds it back (300 ms of an idle page when the chunk arrived just after its frame's first render). A load
 * that fails is thrown to the nearest error boundary, as a suspended lazy component's would be. Nothing is
 * fetched while `enabled` is false.
 */
export function useLoaded<P extends object>(preloadable: Preloadable<P>, enabled = true): ComponentType<P> | null {
  const [state, setState] = useState<{ component: ComponentType<P> | null; error?: Error }>(() => ({
    component: preloadable.loaded(),
  }));
  useEffect(() => {
    if (state.component || !enabled) return;
    let live = true;
    preloadable.preload().then(
      (component) => {
        if (live) setState({ component });
      },
      (error: unknown) => {
        if (live) setState({ component: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [preloadable, state.component, enabled]);
  if (state.error) throw state.error;
  return state.component;
}
