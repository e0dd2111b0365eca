/**
 * Plain yyyy-MM-dd dates without luxon. Date arithmetic runs per campaign and per row on the dashboard calls,
 * where luxon's parsing cost more than the queries; callers fall back to luxon for anything this refuses.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Year, month (1-12) and day of a valid plain yyyy-MM-dd; null for anything else (times, offsets, 2025-02-30). */
export function plainDateParts(iso: string): [number, number, number] | null {
  const match = PLAIN_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls bad days over (and maps years below 100 to 19xx), where luxon says invalid.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** Days since 1970-01-01 of a valid plain yyyy-MM-dd, else null. */
export function plainEpochDay(iso: string): number | null {
  const parts = plainDateParts(iso);
  return parts ? Date.UTC(parts[0], parts[1] - 1, parts[2]) / DAY_MS : null;
}
