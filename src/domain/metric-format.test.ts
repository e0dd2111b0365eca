import { describe, expect, it } from 'vitest';
import { formatCompact, formatOf, formatValue, isPacingBehind, labelFor } from './metric-format';

describe('metric presentation', () => {
  it('labels metrics as the spec says, per tactic', () => {
    expect(labelFor('Impressions')).toBe('Imps');
    expect(labelFor('ClickThrough')).toBe('CTR');
    expect(labelFor('CompletionRate')).toBe('VCR');
    expect(labelFor('SpendVal')).toBe('Spend');
    expect(labelFor('Conversions', ['SOCIAL'])).toBe('Link Clicks');
    expect(labelFor('Impressions', ['TV2OTT'])).toBe('Household Impressions');
    expect(labelFor('Publisher')).toBe('Publisher');
  });

  it('formats integers, percents (two decimals, zeros trimmed), currency and missing values', () => {
    expect(formatValue('Impressions', 1234567)).toBe('1,234,567');
    expect(formatValue('ClickThrough', 0.1)).toBe('0.1%');
    expect(formatValue('VCR', 91.256)).toBe('91.26%');
    expect(formatValue('SpendVal', 1234.5)).toBe('$1,234.50');
    expect(formatValue('SpendVal', null)).toBe('—');
    expect(formatValue('Publisher', 'Hulu')).toBe('Hulu');
    expect(formatValue('Frequency', 2.5)).toBe('2.5');
  });

  it('abbreviates for axes and big figures with K and M', () => {
    expect(formatCompact('Impressions', 1500)).toBe('1.5K');
    expect(formatCompact('Impressions', 2_000_000)).toBe('2M');
    expect(formatCompact('SpendVal', 25_000)).toBe('$25K');
    expect(formatCompact('ClickThrough', 0.25)).toBe('0.25%');
  });

  it('knows each metric kind', () => {
    expect(formatOf('Clicks')).toBe('integer');
    expect(formatOf('Pacing')).toBe('percent');
    expect(formatOf('CostPerMille')).toBe('currency');
    expect(formatOf('ZipCode')).toBe('text');
  });

  it('flags pacing below -20 %', () => {
    expect(isPacingBehind(-20.01)).toBe(true);
    expect(isPacingBehind(-20)).toBe(false);
    expect(isPacingBehind(null)).toBe(false);
  });
});
