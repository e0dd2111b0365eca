/**
 * The state base every map draws (14,000 vertices), cut into triangles and projected in a worker: on a slow
 * machine the first cut costs 50–80 ms of the main thread (earcut and projection still cold) at the moment the
 * dashboard's charts are drawing. The worker starts when a map's code loads, usually well before its data, and
 * hands back transferable arrays; without workers (tests) the layers cut it themselves.
 */
import type { CutGeometry } from './cut-geometry';

let pending: Promise<CutGeometry | null> | null = null;

/**
 * The state base cut by the worker, started on the first call; null where there are no workers or the worker
 * failed (the layers then cut it on the main thread).
 */
export function workerBaseGeometry(): Promise<CutGeometry | null> {
  pending ??= new Promise((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const worker = new Worker(new URL('./base-geometry.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<CutGeometry>) => {
        resolve(event.data);
        worker.terminate();
      };
      worker.onerror = () => {
        resolve(null);
        worker.terminate();
      };
    } catch {
      resolve(null);
    }
  });
  return pending;
}
