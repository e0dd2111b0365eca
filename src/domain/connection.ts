/** Connection indicator of 000 §4: staleness of the last check wins over latency. */

/** Indicator colours. */
export type ConnectionColor = 'red' | 'yellow' | 'gray' | 'green' | 'light-green';

/** What the indicator shows. */
export interface ConnectionStatus {
  text: string;
  color: ConnectionColor;
  /** Signal bars, 0-5. */
  bars: number;
}

/** Indicator texts, verbatim; 'Loosing connection' is the spec's spelling. */
export const CONNECTION_TEXTS = {
  LOST: 'Lost Connection',
  LOSING: 'Loosing connection',
  WAITING: 'Waiting',
  GREAT: 'Great connection',
  GOOD: 'Good connection',
  FAIR: 'Fair connection',
  POOR: 'Poor connection',
  NONE: 'No Connection',
  BAD: 'Bad connection',
} as const;

/**
 * Status from seconds since the last check (over 10 lost, over 4 losing, over 1 waiting) and otherwise from
 * latency in ms (up to 50/100/150/200 great/good/fair/poor, up to 300 none, above that bad).
 */
export function connectionStatus(secondsSinceLastCheck: number, latencyMs: number): ConnectionStatus {
  if (secondsSinceLastCheck > 10) return { text: CONNECTION_TEXTS.LOST, color: 'red', bars: 0 };
  if (secondsSinceLastCheck > 4) return { text: CONNECTION_TEXTS.LOSING, color: 'yellow', bars: 0 };
  if (secondsSinceLastCheck > 1) return { text: CONNECTION_TEXTS.WAITING, color: 'gray', bars: 0 };
  if (latencyMs <= 50) return { text: CONNECTION_TEXTS.GREAT, color: 'green', bars: 5 };
  if (latencyMs <= 100) return { text: CONNECTION_TEXTS.GOOD, color: 'light-green', bars: 4 };
  if (latencyMs <= 150) return { text: CONNECTION_TEXTS.FAIR, color: 'light-green', bars: 3 };
  if (latencyMs <= 200) return { text: CONNECTION_TEXTS.POOR, color: 'yellow', bars: 2 };
  if (latencyMs <= 300) return { text: CONNECTION_TEXTS.NONE, color: 'gray', bars: 0 };
  return { text: CONNECTION_TEXTS.BAD, color: 'red', bars: 1 };
}

/**
 * In sync when the current path equals the browser location hash. The hash's leading '#' is ignored, since
 * a hash always carries it and a path never does, so a literal comparison could never succeed.
 */
export function isInSync(currentPath: string, locationHash: string): boolean {
  return currentPath === (locationHash.startsWith('#') ? locationHash.slice(1) : locationHash);
}
