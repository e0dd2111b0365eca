/**
 * Every request made through the data layer reports its start and end here. The app turns these events into
 * the network-activity counter and the load timing; the data layer itself stays free of UI state.
 */

export type NetworkEvent = { kind: 'start' | 'end'; at: number };
type Listener = (event: NetworkEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to request start/end events; returns the unsubscribe function. */
export function onNetworkEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(kind: NetworkEvent['kind']): void {
  const event: NetworkEvent = { kind, at: performance.now() };
  listeners.forEach((listener) => listener(event));
}

/** Runs one request, reporting its start and its end whether it succeeds or fails. */
export async function trackRequest<T>(run: () => Promise<T>): Promise<T> {
  emit('start');
  try {
    return await run();
  } finally {
    emit('end');
  }
}
