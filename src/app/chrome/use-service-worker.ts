import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { SW_POLL_MS } from '../../domain/constants';
import { updateAvailableAtom } from '../../state/app.atoms';

export interface ServiceWorkerUpdate {
  updateAvailable: boolean;
  /** Asks the waiting worker to take over; the page reloads once it controls the page. */
  reload: () => void;
}

/**
 * Registers `/sw.js` in production builds, checks for a new version every SW_POLL_MS (000 §4) and reports a
 * waiting worker. The worker only skips waiting when the page asks, so nothing changes under an open tab.
 */
export function useServiceWorker(enabled: boolean = import.meta.env.PROD): ServiceWorkerUpdate {
  const [updateAvailable, setUpdateAvailable] = useAtom(updateAvailableAtom);
  const registrationRef = useRef<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const watch = (registration: ServiceWorkerRegistration): void => {
      registrationRef.current = registration;
      if (registration.waiting && navigator.serviceWorker.controller) setUpdateAvailable(true);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) setUpdateAvailable(true);
        });
      });
      poll = setInterval(() => void registration.update().catch(() => undefined), SW_POLL_MS);
    };
    navigator.serviceWorker.register('/sw.js').then(watch, () => undefined);
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
