/**
 * Periods of the breakdown rollups (`fact_dim_period`) and how a date range splits into them. Days are yyyymmdd
 * integers, as in the fact tables. A week starts on Monday; a month on its 1st. A period row holds the sums of
 * every day of its period, so a range may read a period only when the period lies wholly inside it.
 */

/** The grains the rollups are kept at. */
export type RollupGrain = 'week' | 'month';

/** An inclusive range of yyyymmdd days (or of period starts, for `RangeParts.months` and `weeks`). */
export interface DayRange {
  start: number;
  end: number;
}

/**
 * A range split into the sources that answer it: months (a range of month starts) from the month rollup, weeks (up
 * to two ranges of Monday starts, before and after the months) from the week rollup, and leftover days (up to four
 * ranges) from `fact_dim_daily`. Together they cover every day of the range exactly once.
 */
export interface RangeParts {
  months: DayRange | null;
  weeks: DayRange[];
  days: DayRange[];
}

/** Below this many days a range reads raw days only: a week rollup could not help. */
export const MIN_ROLLUP_RANGE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyymmdd day. */
export function epochDay(day: number): number {
  return Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100) / DAY_MS;
}

/** The yyyymmdd day of days since 1970-01-01. */
export function dayOfEpoch(epoch: number): number {
  const date = new Date(epoch * DAY_MS);
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: number, count: number): number {
  return dayOfEpoch(epochDay(day) + count);
}

/** The Monday starting the week of `day`. */
export function weekStartOf(day: number): number {
  const epoch = epochDay(day);
  // 1970-01-01 was a Thursday: (epoch + 3) mod 7 counts days since Monday.
  return dayOfEpoch(epoch - ((((epoch + 3) % 7) + 7) % 7));
}

/** The 1st of the month of `day`. */
export function monthStartOf(day: number): number {
  return Math.floor(day / 100) * 100 + 1;
}

/** The start of the period of `grain` holding `day`. */
export function periodStartOf(grain: RollupGrain, day: number): number {
  return grain === 'week' ? weekStartOf(day) : monthStartOf(day);
}

/** The last day of the period of `grain` starting at `start`. */
export function periodEndOf(grain: RollupGrain, start: number): number {
  if (grain === 'week') return addDays(start, 6);
  const year = Math.floor(start / 10_000);
  const month = Math.floor(start / 100) % 100;
  return dayOfEpoch(Date.UTC(year, month, 1) / DAY_MS - 1);
}

/**
 * Splits `range` into month, week and day parts (see `RangeParts`): the full months inside the range, then the full
 * weeks inside what is left before and after them, then the leftover days. A range shorter than a week, or an empty
 * one, is days only (or nothing).
 */
export function splitRange(range: DayRange): RangeParts {
  const parts: RangeParts = { months: null, weeks: [], days: [] };
  if (range.end < range.start) return parts;
  if (epochDay(range.end) - epochDay(range.start) + 1 < MIN_ROLLUP_RANGE_DAYS) {
    parts.days.push({ ...range });
    return parts;
  }
  const firstMonth =
    range.start % 100 === 1 ? range.start : addDays(periodEndOf('month', monthStartOf(range.start)), 1);
  const lastMonthEnd =
    periodEndOf('month', monthStartOf(range.end)) === range.end ? range.end : addDays(monthStartOf(range.end), -1);
  if (firstMonth <= lastMonthEnd) {
    parts.months = { start: firstMonth, end: monthStartOf(lastMonthEnd) };
    if (range.start < firstMonth) splitWeeks({ start: range.start, end: addDays(firstMonth, -1) }, parts);
    if (lastMonthEnd < range.end) splitWeeks({ start: addDays(lastMonthEnd, 1), end: range.end }, parts);
  } else {
    splitWeeks(range, parts);
  }
  return parts;
}

/** Adds the full weeks inside `segment` to `parts.weeks` and the days around them to `parts.days`. */
function splitWeeks(segment: DayRange, parts: RangeParts): void {
  const firstMonday =
    weekStartOf(segment.start) === segment.start ? segment.start : addDays(weekStartOf(segment.start), 7);
  const endMonday = weekStartOf(segment.end);
  const lastSunday = addDays(endMonday, 6) === segment.end ? segment.end : addDays(endMonday, -1);
  if (firstMonday > lastSunday) {
    parts.days.push({ ...segment });
    return;
  }
  parts.weeks.push({ start: firstMonday, end: addDays(lastSunday, -6) });
  if (segment.start < firstMonday) parts.days.push({ start: segment.start, end: addDays(firstMonday, -1) });
  if (lastSunday < segment.end) parts.days.push({ start: addDays(lastSunday, 1), end: segment.end });
}
