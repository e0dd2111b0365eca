/** Percentile of a list of milliseconds (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The middle and the tail of a list of milliseconds, and how many there were. */
export interface Summary {
  p50: number;
  p95: number;
  n: number;
}

/** p50, p95 and the count of a list of milliseconds. */
export function summarise(values: readonly number[]): Summary {
  return { p50: percentile(values, 50), p95: percentile(values, 95), n: values.length };
}

export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** Time one async call in milliseconds. */
export async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

/**
 * A seeded pseudo-random generator (mulberry32) returning numbers in [0, 1): the simulated users draw their
 * actions and think times from it, so two runs with the same seed make the same choices and compare.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
