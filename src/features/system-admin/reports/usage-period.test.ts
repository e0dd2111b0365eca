import { describe, expect, it } from 'vitest';
import { periodOf } from './usage-period';

const TODAY = '2026-11-24';

describe('periodOf', () => {
  it('is the last 30 days when nothing is chosen', () => {
    expect(periodOf({}, TODAY)).toEqual({ choice: '30', from: '2026-10-26', to: TODAY, problem: null });
  });

  it('follows a preset and ignores dates left in the URL', () => {
    expect(periodOf({ period: '7', from: '2020-01-01' }, TODAY)).toMatchObject({ from: '2026-11-18', to: TODAY });
  });

  it('takes a custom period as written, and names what is wrong with it', () => {
    expect(periodOf({ period: 'custom', from: '2026-11-01', to: '2026-11-10' }, TODAY)).toEqual({
      choice: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
      problem: null,
    });
    expect(periodOf({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, TODAY).problem).toBe(
      'The end of the period must not be before its start.',
    );
  });
});
