import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { SW_POLL_MS } from '../../domain/constants';
import { updateAvailableAtom } from '../../state/app.atoms';

export interface ServiceWorkerUpdate {
  updateAvailable: boolean;
  /** Asks the waiting worker to take over; the page reloads once it controls the page. */
  reload: () => void;
}

/** Same-origin hashed assets (`/assets/…`) among the page's resource timings, which `sent` does not hold yet. */
export function newAssetUrls(entries: readonly { name: string }[], origin: string, sent: Set<string>): string[] {
  const urls: string[] = [];
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith('/assets/') || sent.has(url.pathname)) continue;
    sent.add(url.pathname);
    urls.push(url.pathname);
  }
  return urls;
}

/**
 * Registers `/sw.js` in production builds, checks for a new version every SW_POLL_MS (000 §4) and reports a
 * waiting worker. The worker only skips waiting when the page asks, so nothing changes under an open tab. On the
 * same beat it names the assets the page has loaded since, for the offline shell: where static routes serve
 * them, the worker does not see them fetched (public/sw.js).
 */
export function useServiceWorker(enabled: boolean = import.meta.env.PROD): ServiceWorkerUpdate {
  const [updateAvailable, setUpdateAvailable] = useAtom(updateAvailableAtom);
  const registrationRef = useRef<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const sent = new Set<string>();
    const offerAssets = (registration: ServiceWorkerRegistration): void => {
      const worker = registration.active;
      if (!worker) return;
      const urls = newAssetUrls(performance.getEntriesByType('resource'), window.location.origin, sent);
      if (urls.length > 0) worker.postMessage({ type: 'CACHE_ASSETS', urls });
    };
    const watch = (registration: ServiceWorkerRegistration): void => {
      registrationRef.current = registration;
      if (registration.waiting && navigator.serviceWorker.controller) setUpdateAvailable(true);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) setUpdateAvailable(true);
        });
      });
      poll = setInterval(() => {
        void registration.update().catch(() => undefined);
        offerAssets(registration);
      }, SW_POLL_MS);
    };
    navigator.serviceWorker.register('/sw.js').then(watch, () => undefined);
    // The first offer once the worker is active; later ones on the poll.
    void navigator.serviceWorker.ready.then(offerAssets, () => undefined);
    return () => clearInterval(poll);
  }, [enabled, setUpdateAvailable]);

  const reload = useCallback(() => {
    const waiting = registrationRef.current?.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage('SKIP_WAITING');
  }, []);

  return { updateAvailable, reload };
}
