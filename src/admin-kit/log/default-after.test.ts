import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAfterDate } from './default-after';

afterEach(() => vi.useRealTimers());

describe('defaultAfterDate (001 §9)', () => {
  it('is six months before today, formatted yyyy-MM-dd', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 25, 9, 30));
    expect(defaultAfterDate()).toBe('2026-05-25');
  });

  it('keeps to the last day of a shorter month and crosses the year', () => {
    expect(defaultAfterDate(new Date(2026, 7, 31, 12))).toBe('2026-02-28');
    expect(defaultAfterDate(new Date(2027, 2, 5, 12))).toBe('2026-09-05');
  });
});
