import { describe, expect, it } from 'vitest';
import { sixMonthsBefore } from './log-config';

describe("the logs' default 'after' (001 §9)", () => {
  it('is six months before today, yyyy-MM-dd', () => {
    expect(sixMonthsBefore(new Date(2026, 10, 25))).toBe('2026-05-25');
    expect(sixMonthsBefore(new Date(2026, 2, 15))).toBe('2025-09-15');
  });
  it('clamps to the month end when the day does not exist six months earlier', () => {
    expect(sixMonthsBefore(new Date(2026, 7, 31))).toBe('2026-02-28');
  });
});
