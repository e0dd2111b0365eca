/**
 * Load timing (000 §9): from navigation start until the last pending request ends, reported
 * LOAD_TIMING_DELAY_MS after that end provided no new request started in between.
 */
import { LOAD_TIMING_DELAY_MS } from '../domain/constants';

export interface LoadTimer {
  /** A navigation to `path` started at `at` (performance.now()). */
  navigationStarted(path: string, at: number): void;
  requestStarted(): void;
  requestEnded(at: number): void;
  dispose(): void;
}

export function createLoadTimer(
  report: (path: string, durationMs: number) => void,
  delayMs: number = LOAD_TIMING_DELAY_MS,
): LoadTimer {
  let pending = 0;
  let navigation: { path: string; at: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (endedAt: number): void => {
    cancel();
    const current = navigation;
    if (!current) return;
    timer = setTimeout(() => {
      timer = null;
      if (pending > 0 || navigation !== current) return;
      navigation = null;
      report(current.path, Math.max(0, Math.round(endedAt - current.at)));
    }, delayMs);
  };

  return {
    navigationStarted(path, at) {
      navigation = { path, at };
      if (pending === 0) schedule(at);
    },
    requestStarted() {
      pending += 1;
      cancel();
    },
    requestEnded(at) {
      pending = Math.max(0, pending - 1);
      if (pending === 0) schedule(at);
    },
    dispose: cancel,
  };
}
