import { describe, expect, it } from 'vitest';
import {
  cronPattern,
  latestRunBetween,
  nextRuns,
  previewRuns,
  reportPeriod,
  type ReportSchedule,
} from './scheduled-reports';

const CHICAGO = 'America/Chicago';
const iso = (runs: number[]) => runs.map((at) => new Date(at).toISOString());
const at = (text: string) => Date.parse(text);

describe('nextRuns', () => {
  it('keeps 08:00 local across the November change: 13:00Z before, 14:00Z after', () => {
    const schedule: ReportSchedule = { frequency: 'daily', time: '08:00', timezone: CHICAGO };
    expect(iso(nextRuns(schedule, at('2026-10-30T00:00:00Z'), 4))).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('keeps 08:00 local across the March change: 14:00Z before, 13:00Z after', () => {
    const schedule: ReportSchedule = { frequency: 'daily', time: '08:00', timezone: CHICAGO };
    expect(iso(nextRuns(schedule, at('2027-03-13T00:00:00Z'), 2))).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
    ]);
  });

  it('runs a time inside the spring-forward gap once, at 03:00 local', () => {
    const schedule: ReportSchedule = { frequency: 'daily', time: '02:30', timezone: CHICAGO };
    const runs = nextRuns(schedule, at('2027-03-13T12:00:00Z'), 3);
    expect(iso(runs)).toEqual(['2027-03-14T08:00:00.000Z', '2027-03-15T07:30:00.000Z', '2027-03-16T07:30:00.000Z']);
    expect(previewRuns(schedule, at('2027-03-13T12:00:00Z'), 1)[0]!.local).toBe('2027-03-14T03:00:00-05:00');
  });

  it('runs a time inside the repeated hour of the fall-back day once', () => {
    const schedule: ReportSchedule = { frequency: 'daily', time: '01:30', timezone: CHICAGO };
    const runs = nextRuns(schedule, at('2026-10-31T12:00:00Z'), 2);
    expect(runs).toHaveLength(2);
    expect(new Date(runs[1]!).toISOString().slice(0, 10)).toBe('2026-11-02');
  });

  it('runs weekly on the chosen ISO weekdays (7 = Sunday)', () => {
    const schedule: ReportSchedule = { frequency: 'weekly', time: '09:15', days: [7, 1, 3], timezone: 'UTC' };
    expect(cronPattern(schedule)).toBe('15 9 * * 0,1,3');
    // 2026-11-27 is a Friday.
    expect(iso(nextRuns(schedule, at('2026-11-27T00:00:00Z'), 4))).toEqual([
      '2026-11-29T09:15:00.000Z',
      '2026-11-30T09:15:00.000Z',
      '2026-12-02T09:15:00.000Z',
      '2026-12-06T09:15:00.000Z',
    ]);
  });

  it('runs a monthly day 31 on the last day of shorter months', () => {
    const schedule: ReportSchedule = { frequency: 'monthly', time: '08:00', dayOfMonth: 31, timezone: CHICAGO };
    const local = previewRuns(schedule, at('2027-01-01T00:00:00Z'), 5).map((run) => run.local.slice(0, 10));
    expect(local).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    const leap = previewRuns(schedule, at('2028-02-01T00:00:00Z'), 1)[0]!;
    expect(leap.local).toBe('2028-02-29T08:00:00-06:00');
  });

  it('runs a monthly day 29 on the 29th, and on 28 February outside leap years', () => {
    const schedule: ReportSchedule = { frequency: 'monthly', time: '06:00', dayOfMonth: 29, timezone: 'UTC' };
    expect(iso(nextRuns(schedule, at('2027-01-01T00:00:00Z'), 3))).toEqual([
      '2027-01-29T06:00:00.000Z',
      '2027-02-28T06:00:00.000Z',
      '2027-03-29T06:00:00.000Z',
    ]);
  });

  it("runs 'last' on each month's last day", () => {
    const schedule: ReportSchedule = { frequency: 'monthly', time: '23:30', dayOfMonth: 'last', timezone: 'UTC' };
    expect(iso(nextRuns(schedule, at('2027-01-31T23:30:00Z'), 3))).toEqual([
      '2027-02-28T23:30:00.000Z',
      '2027-03-31T23:30:00.000Z',
      '2027-04-30T23:30:00.000Z',
    ]);
  });

  it('reads a cron expression in the zone', () => {
    const schedule: ReportSchedule = { frequency: 'cron', time: '00:00', cron: '0 7 * * 1-5', timezone: CHICAGO };
    expect(iso(nextRuns(schedule, at('2026-11-27T00:00:00Z'), 2))).toEqual([
      '2026-11-27T13:00:00.000Z',
      '2026-11-30T13:00:00.000Z',
    ]);
  });

  it.each<[string, ReportSchedule]>([
    ['a bad time', { frequency: 'daily', time: '25:00', timezone: 'UTC' }],
    ['a bad zone', { frequency: 'daily', time: '08:00', timezone: 'Mars/Olympus' }],
    ['no weekdays', { frequency: 'weekly', time: '08:00', days: [], timezone: 'UTC' }],
    ['weekday 8', { frequency: 'weekly', time: '08:00', days: [8], timezone: 'UTC' }],
    ['day of month 32', { frequency: 'monthly', time: '08:00', dayOfMonth: 32, timezone: 'UTC' }],
    ['a bad cron', { frequency: 'cron', time: '08:00', cron: '61 * * * *', timezone: 'UTC' }],
    ['a short cron', { frequency: 'cron', time: '08:00', cron: '0 8 *', timezone: 'UTC' }],
  ])('throws RangeError for %s', (_, schedule) => {
    expect(() => nextRuns(schedule, at('2026-11-27T00:00:00Z'), 1)).toThrow(RangeError);
  });
});

describe('latestRunBetween', () => {
  const daily: ReportSchedule = { frequency: 'daily', time: '08:00', timezone: 'UTC' };
  it('answers the latest slot of a window, including its ends', () => {
    expect(latestRunBetween(daily, at('2026-11-20T08:00:00Z'), at('2026-11-27T09:00:00Z'))).toBe(
      at('2026-11-27T08:00:00Z'),
    );
    expect(latestRunBetween(daily, at('2026-11-20T08:00:00Z'), at('2026-11-20T08:00:00Z'))).toBe(
      at('2026-11-20T08:00:00Z'),
    );
    expect(latestRunBetween(daily, at('2026-11-20T09:00:00Z'), at('2026-11-21T07:00:00Z'))).toBeNull();
  });
});

describe('reportPeriod', () => {
  it('resolves on the local date of the run', () => {
    // 2027-01-01T03:00Z is still 31 December in Chicago.
    expect(reportPeriod('yesterday', at('2027-01-01T03:00:00Z'), CHICAGO)).toEqual({
      startDate: '2026-12-30',
      endDate: '2026-12-30',
    });
  });

  it('lastweek is the previous Monday to Sunday, across the year end', () => {
    // Monday 2027-01-04.
    expect(reportPeriod('lastweek', at('2027-01-04T14:00:00Z'), CHICAGO)).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-03',
    });
    // Sunday 2027-01-03: the week before the current one.
    expect(reportPeriod('lastweek', at('2027-01-03T14:00:00Z'), CHICAGO)).toEqual({
      startDate: '2026-12-21',
      endDate: '2026-12-27',
    });
  });

  it('lastmonth is the previous calendar month, across the year end', () => {
    expect(reportPeriod('lastmonth', at('2027-01-01T14:00:00Z'), CHICAGO)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(reportPeriod('lastmonth', at('2028-03-01T14:00:00Z'), 'UTC')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });

  it('last7days ends yesterday', () => {
    expect(reportPeriod('last7days', at('2026-11-27T14:00:00Z'), CHICAGO)).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
  });
});
