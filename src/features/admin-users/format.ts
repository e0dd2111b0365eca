/** Dates on the /admin screens: relative with the exact time on hover, plain dates for end dates. */
import { DateTime } from 'luxon';

/** '3 days ago' (or 'in 2 days'); '' when the text is not a date. */
export function relativeTime(iso: string, now: DateTime = DateTime.now()): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? (date.toRelative({ base: now, locale: 'en-US' }) ?? '') : '';
}

/** 'Nov 20, 2026, 10:00 AM' in the viewer's zone; '' when the text is not a date. */
export function exactTime(iso: string): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.setLocale('en-US').toLocaleString(DateTime.DATETIME_MED) : '';
}

/** 'Jan 1, 2027' for an end date (stored as midnight UTC of that day, so read in UTC). */
export function endDate(iso: string): string {
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.setLocale('en-US').toLocaleString(DateTime.DATE_MED) : '';
}

/** A date input's 'yyyy-MM-dd' as the end date the server stores (midnight UTC), null when empty. */
export function isoFromDateInput(value: string): string | null {
  const date = DateTime.fromISO(value, { zone: 'utc' });
  return value && date.isValid ? date.toUTC().toISO() : null;
}

/** A stored end date as a date input's value. */
export function dateInputFromIso(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? (date.toISODate() ?? '') : '';
}
