/**
 * The abort signal of the request a query runs for, carried by AsyncLocalStorage so that no service passes it
 * along: the kernel sets it when a request arrives (kernel/request-abort.ts) and the SQLite read pool drops or
 * cancels a read whose client went away.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const signals = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (and everything it starts) with `signal` as its queries' abort signal. */
export function runWithQuerySignal<T>(signal: AbortSignal, work: () => T): T {
  return signals.run(signal, work);
}

/** The abort signal of the request being served, if any. */
export function currentQuerySignal(): AbortSignal | undefined {
  return signals.getStore();
}

/**
 * Runs `work` with no request's signal: for work a request starts that must finish even if its client goes away
 * (a committed message's delivery), so none of its reads is dropped with the request.
 */
export function runDetached<T>(work: () => T): T {
  return signals.exit(work);
}
