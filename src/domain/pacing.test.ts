import { describe, expect, it } from 'vitest';
import { daysInclusive, expectedToDate, pacingPercent } from './pacing';

describe('pacing', () => {
  it('counts days with both ends included', () => {
    expect(daysInclusive('2026-06-01', '2026-06-30')).toBe(30);
    expect(daysInclusive('2026-06-02', '2026-06-01')).toBe(0);
  });

  it('spreads the goal evenly over the flight', () => {
    expect(expectedToDate(30_000, '2026-06-01', '2026-06-30', '2026-06-10')).toBe(10_000);
    expect(expectedToDate(30_000, '2026-06-01', '2026-06-30', '2026-07-20')).toBe(30_000);
    expect(expectedToDate(30_000, '2026-06-01', '2026-06-30', '2026-05-20')).toBe(0);
  });

  it('reports the deviation from the even spread as a percent', () => {
    expect(pacingPercent(8_000, 10_000)).toBe(-20);
    expect(pacingPercent(11_000, 10_000)).toBe(10);
    expect(pacingPercent(5, 0)).toBeNull();
  });
});
