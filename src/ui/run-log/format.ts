/** Formatting shared by the run log and the report screens: instants in local time and UTC, file sizes. */
import { DateTime } from 'luxon';

/** An ISO instant in the viewer's local time, e.g. "Mon 2 Nov 2026, 08:00". */
export function localTime(iso: string, zone?: string): string {
  const at = DateTime.fromISO(iso, zone ? { zone } : { setZone: false });
  return at.isValid ? at.toFormat('ccc d LLL yyyy, HH:mm') : iso;
}

/** An instant (epoch ms) in a report's zone with the zone's short name, e.g. "Mon 30 Nov 2026, 08:00 CST". */
export function zonedTime(at: number, zone: string): string {
  const local = DateTime.fromMillis(at, { zone });
  return local.isValid
    ? `${local.toFormat('ccc d LLL yyyy, HH:mm')} ${local.offsetNameShort ?? zone}`
    : new Date(at).toISOString();
}

/** An ISO instant in UTC, e.g. "14:00 UTC". */
export function utcTime(iso: string): string {
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  return at.isValid ? at.toFormat('ccc d LLL, HH:mm') + ' UTC' : iso;
}

/** Bytes as B, KB or MB (base 1024, one decimal above a kilobyte). */
export function fileSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The first 12 hex digits of a SHA-256, enough to tell two files apart at a glance. */
export function shaPrefix(sha: string | undefined): string {
  return sha ? sha.slice(0, 12) : '';
}
