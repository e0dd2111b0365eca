import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { connectionStatus, type ConnectionStatus } from '../../domain/connection';
import { connectionAtom } from '../../state/app.atoms';

export const HEALTH_PATH = '/api/health';
/** A ping per second keeps "seconds since last check" at 0–1 while the server answers (000 §4 thresholds). */
export const PING_INTERVAL_MS = 1_000;
const TICK_MS = 500;

/**
 * Pings the health endpoint and derives the indicator state. Pings bypass the REST client on purpose: they
 * must not move the network-activity counter or the load timing.
 */
export function useConnection(): ConnectionStatus {
  const [state, setState] = useAtom(connectionAtom);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    let stopped = false;
    const ping = async (): Promise<void> => {
      const started = performance.now();
      try {
        const response = await fetch(HEALTH_PATH, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const answered = performance.now();
        setState({ lastCheckAt: answered, latencyMs: answered - started });
      } catch {
        // No answer: the check time stays where it was, so the indicator drifts to waiting and then lost.
      }
    };
    void ping();
    const pinger = setInterval(() => void ping(), PING_INTERVAL_MS);
    const ticker = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => {
      stopped = true;
      clearInterval(pinger);
      clearInterval(ticker);
    };
  }, [setState]);

  // Before the first answer the indicator shows the 'waiting' state.
  if (state.lastCheckAt === null || state.latencyMs === null) return connectionStatus(2, 0);
  const seconds = Math.floor(Math.max(0, now - state.lastCheckAt) / 1000);
  return connectionStatus(seconds, state.latencyMs);
}
