import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateRangeParams, defaultLogAfter, inferDateRange, isCompleteCustomRange } from './date-range';

describe('dateRangeParams', () => {
  it('sends only the name of a named range', () => {
    expect(dateRangeParams('last30days', '2024-01-01', '2024-01-31')).toEqual({ daterange: 'last30days' });
  });

  it('sends both dates for a custom range', () => {
    expect(dateRangeParams('customRange', '2024-01-01', '2024-01-31')).toEqual({
      daterange: 'customRange',
      startDate: '2024-01-01',
      endDate: '2024-01-31',
    });
  });

  it('refuses a custom range missing a date', () => {
    expect(dateRangeParams('customRange', '2024-01-01')).toBeNull();
  });
});

describe('inferDateRange', () => {
  it('keeps a given range', () => {
    expect(inferDateRange('alltime', '2024-01-01', '2024-01-31')).toBe('alltime');
  });

  it('makes dates without a range a custom range', () => {
    expect(inferDateRange(null, '2024-01-01', '2024-01-31')).toBe('customRange');
  });

  it('defaults to last30days', () => {
    expect(inferDateRange()).toBe('last30days');
  });
});

describe('defaultLogAfter', () => {
  it('is six months before today as yyyy-MM-dd', () => {
    expect(defaultLogAfter(DateTime.fromISO('2024-08-31'))).toBe('2024-02-29');
  });
});

describe('isCompleteCustomRange', () => {
  it('accepts two real days in order', () => {
    expect(isCompleteCustomRange('2026-10-01', '2026-10-31')).toBe(true);
    expect(isCompleteCustomRange('2026-10-01', '2026-10-01')).toBe(true);
  });

  it('refuses a range still being typed: a missing date, or the years a date input reports on the way to 2026', () => {
    expect(isCompleteCustomRange('2026-10-01', '')).toBe(false);
    expect(isCompleteCustomRange(undefined, '2026-10-31')).toBe(false);
    for (const year of ['0002', '0020', '0202'])
      expect(isCompleteCustomRange(`${year}-10-01`, '2026-10-31')).toBe(false);
    expect(isCompleteCustomRange('2026-10-01', '20261-10-31')).toBe(false);
  });

  it('refuses an impossible day and a reversed range', () => {
    expect(isCompleteCustomRange('2026-02-30', '2026-03-31')).toBe(false);
    expect(isCompleteCustomRange('2026-10-31', '2026-10-01')).toBe(false);
  });
});
