/** How the health page writes times and durations (the viewer's time zone). */
import { DateTime } from 'luxon';

/** "2 min ago", "3 h ago"; the exact time is given beside it. */
export function sinceText(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h ago`;
  return `${Math.round(seconds / 86_400)} days ago`;
}

/** "Jun 15, 14:05". */
export function exactText(iso: string): string {
  return DateTime.fromISO(iso).toFormat('LLL d, HH:mm');
}

/** "15 ms", "1.2 s". */
export function durationText(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A day as "Jun 14" ("yyyy-MM-dd" in). */
export function dayText(iso: string): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).toFormat('LLL d');
}
