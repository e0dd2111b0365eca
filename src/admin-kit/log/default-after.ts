import { DateTime } from 'luxon';

/** 001 §9: the logs' "after" filter defaults to six months before today, formatted yyyy-MM-dd. */
export function defaultAfterDate(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).minus({ months: 6 }).toFormat('yyyy-MM-dd');
}
