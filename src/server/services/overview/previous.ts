import { DateTime } from 'luxon';
import { dayNumber, type ResolvedRange } from '../../../domain/date-presets';
import { CUSTOM_RANGE } from '../../../domain/constants';
import { daysInclusive } from '../../../domain/pacing';

/** The days of the period a tile compares with (issue 24): `{ StartDate, EndDate }` then the same figures. */
export interface PreviousFields {
  StartDate: string;
  EndDate: string;
}

/**
 * The previous period of a range: the same number of days, ending the day before the range starts (last30days
 * on 2026-06-15, 05-16…06-14, compares with 04-16…05-15). Plain dates: the range is already in the agency's zone.
 */
export function previousRange(range: ResolvedRange): ResolvedRange {
  const days = daysInclusive(range.startDate, range.endDate);
  const end = DateTime.fromISO(range.startDate, { zone: 'utc' }).minus({ days: 1 });
  const start = end.minus({ days: Math.max(days, 1) - 1 });
  return {
    name: CUSTOM_RANGE,
    start: dayNumber(start),
    end: dayNumber(end),
    startDate: start.toISODate()!,
    endDate: end.toISODate()!,
  };
}

/** The range fields of a `Previous` object. */
export const previousFields = (range: ResolvedRange): PreviousFields => ({
  StartDate: range.startDate,
  EndDate: range.endDate,
});
