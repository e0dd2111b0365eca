import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayToIso, resolveDateRange } from './date-presets';

const at = (iso: string, zone = 'UTC') => DateTime.fromISO(iso, { zone });
const resolve = (
  name: string,
  now: DateTime,
  extra: { startDate?: string; endDate?: string; timeZone?: string } = {},
) => resolveDateRange(name, { timeZone: extra.timeZone ?? 'UTC', now, ...extra });

describe('resolveDateRange', () => {
  it('defaults to last30days, ending yesterday', () => {
    expect(resolveDateRange(undefined, { timeZone: 'UTC', now: at('2026-03-15T12:00') })).toMatchObject({
      name: 'last30days',
      startDate: '2026-02-13',
      endDate: '2026-03-14',
    });
  });

  it('last month across a year boundary', () => {
    expect(resolve('lastmonth', at('2026-01-10T08:00'))).toMatchObject({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('this month on the first of the month is just today', () => {
    expect(resolve('thismonth', at('2026-03-01T00:30'))).toMatchObject({ start: 20260301, end: 20260301 });
  });

  it('last year and this year at the year boundary', () => {
    expect(resolve('lastyear', at('2026-01-01T00:10'))).toMatchObject({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(resolve('thisyear', at('2026-01-01T00:10'))).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-01-01',
    });
  });

  it('resolves "today" in the agency time zone, not UTC', () => {
    // 03:00 UTC on March 1st is still February 28th in New York.
    const now = at('2026-03-01T03:00');
    expect(resolve('today', now, { timeZone: 'America/New_York' })).toMatchObject({ start: 20260228 });
    expect(resolve('today', now, { timeZone: 'UTC' })).toMatchObject({ start: 20260301 });
  });

  it('last month in a non-UTC zone just after midnight local time', () => {
    const now = at('2026-04-01T00:30', 'America/Los_Angeles');
    expect(resolve('lastmonth', now, { timeZone: 'America/Los_Angeles' })).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('customRange needs valid, ordered start and end dates', () => {
    const now = at('2026-03-15');
    expect(resolve('customRange', now, { startDate: '2026-02-01', endDate: '2026-02-10' })).toMatchObject({
      start: 20260201,
      end: 20260210,
    });
    expect(resolve('customRange', now, { startDate: '2026-02-10', endDate: '2026-02-01' })).toBeNull();
    expect(resolve('customRange', now, { startDate: '2026-02-10' })).toBeNull();
    expect(resolve('customRange', now, { startDate: 'yesterday', endDate: '2026-02-10' })).toBeNull();
  });

  it('an unknown name resolves to null', () => {
    expect(resolve('last8years', at('2026-03-15'))).toBeNull();
  });

  it('last7days covers seven whole days', () => {
    expect(resolve('last7days', at('2026-03-15'))).toMatchObject({ startDate: '2026-03-08', endDate: '2026-03-14' });
  });

  it('alltime runs from the first day of data to today', () => {
    expect(resolve('alltime', at('2026-03-15'))).toMatchObject({ startDate: '2018-01-01', endDate: '2026-03-15' });
  });

  it('dayToIso formats a day number', () => {
    expect(dayToIso(20260305)).toBe('2026-03-05');
  });
});
