import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { connectionStatus, type ConnectionStatus } from '../../domain/connection';
import { connectionAtom } from '../../state/app.atoms';

/** The tiny public ping (an empty 204, no database work): its round trip is the connection's latency alone. */
export const PING_PATH = '/api/ping';
/** A ping per second keeps "seconds since last check" at 0–1 while the server answers (000 §4 thresholds). */
export const PING_INTERVAL_MS = 1_000;
/** How many recent round trips the latency is the best of. */
export const LATENCY_WINDOW = 3;
const TICK_MS = 500;

/**
 * The latency the indicator shows: the best of the last few round trips. One ping queued behind a heavy dashboard
 * call (the server busy, not the line slow) must not flip a healthy connection to 'No Connection'; a slow line
 * makes every ping slow, so the best of three still shows it.
 */
export function pingLatency(samples: readonly number[]): number | null {
  const recent = samples.slice(-LATENCY_WINDOW);
  return recent.length === 0 ? null : Math.min(...recent);
}

/**
 * Pings `/api/ping` every second while the tab is visible (a hidden tab sends nothing and pings again as soon as
 * it is shown) and derives the indicator state. Pings bypass the REST client on purpose: they must not move the
 * network-activity counter or the load timing.
 */
export function useConnection(): ConnectionStatus {
  const [state, setState] = useAtom(connectionAtom);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    let stopped = false;
    let samples: number[] = [];
    const ping = async (): Promise<void> => {
      if (document.visibilityState === 'hidden') return;
      const started = performance.now();
      try {
        const response = await fetch(PING_PATH, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const answered = performance.now();
        samples = [...samples, answered - started].slice(-LATENCY_WINDOW);
        setState({ lastCheckAt: answered, latencyMs: pingLatency(samples) });
      } catch {
        // No answer: the check time stays where it was, so the indicator drifts to waiting and then lost.
      }
    };
    const onVisibility = (): void => {
      if (document.visibilityState !== 'visible') return;
      // The pings paused while hidden: start afresh rather than show the pause as a lost connection.
      samples = [];
      setState({ lastCheckAt: null, latencyMs: null });
      void ping();
    };
    void ping();
    const pinger = setInterval(() => void ping(), PING_INTERVAL_MS);
    const ticker = setInterval(() => setNow(performance.now()), TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearInterval(pinger);
      clearInterval(ticker);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [setState]);

  // Before the first answer the indicator shows the 'waiting' state.
  if (state.lastCheckAt === null || state.latencyMs === null) return connectionStatus(2, 0);
  const seconds = Math.floor(Math.max(0, now - state.lastCheckAt) / 1000);
  return connectionStatus(seconds, state.latencyMs);
}
