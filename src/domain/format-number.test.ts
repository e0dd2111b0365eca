import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatCurrency, formatInteger, formatPercent } from './format-number';

describe('abbreviateNumber', () => {
  it('keeps 999 as is', () => {
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('uses K above 999', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
  });

  it('uses K just under a million', () => {
    expect(abbreviateNumber(999_000)).toBe('999K');
  });

  it('uses M at exactly a million', () => {
    expect(abbreviateNumber(1_000_000)).toBe('1M');
  });

  it('shows a value that would round to 1000K as 1M', () => {
    expect(abbreviateNumber(999_999)).toBe('1M');
  });

  it('keeps the sign of negative values', () => {
    expect(abbreviateNumber(-2_500_000)).toBe('-2.5M');
  });
});

describe('formatPercent', () => {
  it('keeps two decimals', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
  });

  it('trims trailing zeros', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(12)).toBe('12%');
  });

  it('shows zero plainly', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-0.001)).toBe('0%');
  });
});

describe('formatInteger', () => {
  it('adds thousands separators and rounds', () => {
    expect(formatInteger(1234567.6)).toBe('1,234,568');
  });
});

describe('formatCurrency', () => {
  it('shows dollars with two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });
});
