import { describe, expect, it } from 'vitest';
import {
  addDays,
  periodEndOf,
  periodStartOf,
  splitRange,
  weekStartOf,
  type DayRange,
  type RangeParts,
  type RollupGrain,
} from './rollup-periods';

/** Every day the parts cover, period by period, in order of the parts (duplicates kept). */
function coveredDays(parts: RangeParts): number[] {
  const days: number[] = [];
  const periods = (grain: RollupGrain, range: DayRange) => {
    for (let start = range.start; start <= range.end; start = addDays(periodEndOf(grain, start), 1)) {
      expect(periodStartOf(grain, start)).toBe(start);
      for (let day = start; day <= periodEndOf(grain, start); day = addDays(day, 1)) days.push(day);
    }
  };
  if (parts.months) periods('month', parts.months);
  for (const weeks of parts.weeks) periods('week', weeks);
  for (const range of parts.days) for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days.sort((a, b) => a - b);
}

function daysOf(range: DayRange): number[] {
  const days: number[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

describe('rollup periods', () => {
  it('starts weeks on Monday and knows month ends, leap years included', () => {
    expect(weekStartOf(20261128)).toBe(20261123); // a Saturday
    expect(weekStartOf(20261123)).toBe(20261123); // a Monday
    expect(weekStartOf(20261129)).toBe(20261123); // a Sunday
    expect(weekStartOf(20260101)).toBe(20251229); // across a year end
    expect(periodEndOf('month', 20240201)).toBe(20240229);
    expect(periodEndOf('month', 20260201)).toBe(20260228);
    expect(periodEndOf('month', 20261201)).toBe(20261231);
    expect(periodEndOf('week', 20251229)).toBe(20260104);
  });

  it('reads whole months, then whole weeks, then days', () => {
    // Tue 2026-03-10 … Thu 2026-06-18: April and May whole; weeks Mar 16–29 and Jun 1–14; days around them.
    expect(splitRange({ start: 20260310, end: 20260618 })).toEqual({
      months: { start: 20260401, end: 20260501 },
      weeks: [
        { start: 20260316, end: 20260323 },
        { start: 20260601, end: 20260608 },
      ],
      days: [
        { start: 20260310, end: 20260315 },
        { start: 20260330, end: 20260331 },
        { start: 20260615, end: 20260618 },
      ],
    });
  });

  it('needs no days for a range from a 1st to a month end', () => {
    expect(splitRange({ start: 20260101, end: 20260331 })).toEqual({
      months: { start: 20260101, end: 20260301 },
      weeks: [],
      days: [],
    });
  });

  it('needs no days for a range from a Monday to a Sunday inside one month', () => {
    expect(splitRange({ start: 20260302, end: 20260315 })).toEqual({
      months: null,
      weeks: [{ start: 20260302, end: 20260309 }],
      days: [],
    });
  });

  it('reads days only below a week, for a single day and for an empty range', () => {
    expect(splitRange({ start: 20240229, end: 20240229 })).toEqual({
      months: null,
      weeks: [],
      days: [{ start: 20240229, end: 20240229 }],
    });
    expect(splitRange({ start: 20260302, end: 20260307 }).days).toEqual([{ start: 20260302, end: 20260307 }]);
    expect(splitRange({ start: 20260310, end: 20260309 })).toEqual({ months: null, weeks: [], days: [] });
  });

  it('reads a leap February whole, from a Monday to a Sunday across a year end', () => {
    const parts = splitRange({ start: 20231225, end: 20240310 });
    expect(parts.months).toEqual({ start: 20240101, end: 20240201 });
    expect(parts.weeks).toEqual([
      { start: 20231225, end: 20231225 },
      { start: 20240304, end: 20240304 },
    ]);
    expect(parts.days).toEqual([{ start: 20240301, end: 20240303 }]);
  });

  it('covers every day of any range exactly once', () => {
    let seed = 29;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 400; i++) {
      const start = addDays(20230101, next() % 1500);
      const range = { start, end: addDays(start, next() % 400) };
      expect(coveredDays(splitRange(range))).toEqual(daysOf(range));
    }
  });
});
