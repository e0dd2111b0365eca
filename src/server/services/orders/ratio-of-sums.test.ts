import { describe, expect, it } from 'vitest';
import { clickThrough, totalSums } from '../overview/rollups';
import { add, figures, measuresOf, rate, ZERO } from './figures';

// Two days whose own click-through rates are 10 % and 0 %: their average is 5 %, the ratio of their sums 1 %.
const busy = { impressions: 10, clicks: 1, conversions: 1, completions: 5, cost: 2 };
const quiet = { impressions: 90, clicks: 0, conversions: 0, completions: 0, cost: 3 };

describe('order and overview ratios are ratios of sums, never averages of daily ratios', () => {
  it('order figures: CTR and VCR of summed days', () => {
    const sums = add(add(ZERO, measuresOf(undefined, busy)), measuresOf(undefined, quiet));
    const result = figures(sums, null);
    expect(result.ClickThrough).toBe(1);
    expect(result.VCR).toBe(5);
    expect(result).toMatchObject({ Impressions: 100, Clicks: 1, Completions: 5 });
  });

  it('order conversion rate: conversions over clicks of the sums, four decimals, 0 without clicks', () => {
    expect(rate('ConversionRate', { clicks: 3, conversions: 1 })).toBe(33.3333);
    expect(rate('ConversionRate', { clicks: 0, conversions: 0 })).toBe(0);
  });

  it('overview click-through: of the total of the daily rollup sums', () => {
    const days = [busy, quiet];
    expect(clickThrough(totalSums(days))).toBe(1);
    expect(clickThrough({ clicks: 1, impressions: 7 })).toBe(14.2857);
    expect(clickThrough({ clicks: 0, impressions: 0 })).toBe(0);
  });
});
