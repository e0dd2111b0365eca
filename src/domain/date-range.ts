import type { DateTime } from 'luxon';
import { CUSTOM_RANGE, DEFAULT_DATE_RANGE, REPORT_LOG_AFTER_MONTHS } from './constants';

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
