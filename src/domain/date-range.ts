import type { DateTime } from 'luxon';
import { CUSTOM_RANGE, DEFAULT_DATE_RANGE, REPORT_LOG_AFTER_MONTHS } from './constants';
import { plainDateParts } from './plain-date';

/** Date part of a data request: a named range, or a custom range with both dates. */
export type DateRangeParams =
  { daterange: string } | { daterange: typeof CUSTOM_RANGE; startDate: string; endDate: string };

/**
 * 000 §5: 'customRange' sends start and end dates; any other range sends only its name. A custom range missing
 * either date cannot be sent, so null is returned and the caller reports the block as empty.
 */
export function dateRangeParams(
  daterange: string,
  startDate?: string | null,
  endDate?: string | null,
): DateRangeParams | null {
  if (daterange !== CUSTOM_RANGE) return { daterange };
  if (!startDate || !endDate) return null;
  return { daterange, startDate, endDate };
}

/** 000 §4: start and end dates without a range mean a custom range; nothing at all means the default period. */
export function inferDateRange(daterange?: string | null, startDate?: string | null, endDate?: string | null): string {
  if (daterange) return daterange;
  return startDate && endDate ? CUSTOM_RANGE : DEFAULT_DATE_RANGE;
}

/** Default "after" filter of the scheduled-report and business-review logs: six months before today. */
export function defaultLogAfter(today: DateTime): string {
  return today.minus({ months: REPORT_LOG_AFTER_MONTHS }).toFormat('yyyy-MM-dd');
}

/** Earliest and latest years a typed custom date may have: a date input reports 0002, 0020, 0202… while typing. */
export const CUSTOM_YEAR_BOUNDS = [2000, 2100] as const;

/**
 * A custom range the dashboard may request: two real yyyy-MM-dd days within `CUSTOM_YEAR_BOUNDS`, the start not
 * after the end. Anything else is a range still being typed and is not sent (each would be a 400 or a wasted call).
 */
export function isCompleteCustomRange(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = plainDateParts(start ?? '');
  const to = plainDateParts(end ?? '');
  const [min, max] = CUSTOM_YEAR_BOUNDS;
  if (!from || !to || from[0] < min || to[0] > max) return false;
  return (start as string) <= (end as string);
}
