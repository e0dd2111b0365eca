/** How the cache screen writes its figures. */

/** Bytes as MB with two decimals ("0.00 MB" for an empty cache). */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** A ratio as a whole percentage, or "–" before the first request. */
export function percent(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)} %`;
}

/** An age in ms as "42 s", "7 min", "3 h" or "–". */
export function age(ms: number | null): string {
  if (ms === null) return '–';
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
