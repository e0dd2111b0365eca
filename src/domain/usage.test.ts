import { describe, expect, it } from 'vitest';
import { daysOf, lastDays, resolvePeriod } from './usage';

describe('resolvePeriod', () => {
  it('defaults to the 30 days up to today, or up to the end asked', () => {
    expect(resolvePeriod({}, '2026-11-24')).toEqual({ ok: true, from: '2026-10-26', to: '2026-11-24', days: 30 });
    expect(resolvePeriod({ to: '2026-03-01' }, '2026-11-24')).toMatchObject({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('refuses days that do not exist, an end before the start, and more than 366 days', () => {
    expect(resolvePeriod({ from: '2026-02-29', to: '2026-03-01' }, '2026-11-24')).toEqual({
      ok: false,
      problem: { key: 'usageBadDate' },
    });
    expect(resolvePeriod({ from: '2026-03-02', to: '2026-03-01' }, '2026-11-24')).toMatchObject({
      problem: { key: 'usageEndBeforeStart' },
    });
    expect(resolvePeriod({ from: '2024-01-01', to: '2024-12-31' }, '2026-11-24')).toMatchObject({ days: 366 });
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-02' }, '2026-11-24')).toMatchObject({
      problem: { key: 'usagePeriodTooLong', params: { days: 366 } },
    });
  });

  it('lists the days of a period and the presets', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays('2026-11-24', 7)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });
});
