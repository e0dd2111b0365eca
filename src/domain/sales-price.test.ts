import { describe, expect, it } from 'vitest';
import { priceLabel, priceSentence, proposalPrice, SALES_PACKAGES } from './sales-price';

describe('priceLabel', () => {
  it('reads 200 as low and 400 as medium: each boundary belongs to the lower label', () => {
    expect(priceLabel(0)).toBe('low');
    expect(priceLabel(200)).toBe('low');
    expect(priceLabel(200.01)).toBe('medium');
    expect(priceLabel(400)).toBe('medium');
    expect(priceLabel(401)).toBe('high');
  });
});

describe('proposalPrice', () => {
  it('pairs each package name with its bundle', () => {
    expect(SALES_PACKAGES.map((p) => [p.level, p.name, p.bundle])).toEqual([
      ['starter', 'Starter', 'Standard'],
      ['intermediate', 'Executive', 'Increased'],
      ['advanced', 'Partner', 'Optimal'],
    ]);
  });

  it('multiplies the base by the market: hyperlocal 1, local 2, regional 3', () => {
    expect(proposalPrice({ package: 'starter', market: 'hyperlocal', months: 1 }).monthly).toBe(100);
    expect(proposalPrice({ package: 'starter', market: 'local', months: 1 }).monthly).toBe(200);
    expect(proposalPrice({ package: 'starter', market: 'regional', months: 1 }).monthly).toBe(300);
    expect(proposalPrice({ package: 'advanced', market: 'regional', months: 1 }).monthly).toBe(900);
  });

  it('labels the monthly price', () => {
    expect(proposalPrice({ package: 'starter', market: 'local', months: 1 }).label).toBe('low');
    expect(proposalPrice({ package: 'intermediate', market: 'local', months: 1 }).label).toBe('medium');
    expect(proposalPrice({ package: 'advanced', market: 'local', months: 1 }).label).toBe('high');
  });

  it('reads 1 as a month, 12 as a year and any other length as 6 months', () => {
    const month = proposalPrice({ package: 'starter', market: 'local', months: 1 });
    expect([month.months, month.total, month.contractText]).toEqual([1, 200, 'per month']);
    const year = proposalPrice({ package: 'starter', market: 'local', months: 12 });
    expect([year.months, year.total, year.contractText]).toEqual([12, 2400, 'for one year']);
    const other = proposalPrice({ package: 'starter', market: 'local', months: 3 });
    expect([other.months, other.total, other.contractText]).toEqual([6, 1200, 'for 6 months']);
  });

  it('writes the price as a sentence', () => {
    expect(priceSentence(proposalPrice({ package: 'starter', market: 'local', months: 1 }))).toBe('$200 per month');
    expect(priceSentence(proposalPrice({ package: 'starter', market: 'local', months: 12 }))).toBe(
      '$2,400 for one year',
    );
  });

  it('refuses an unknown package', () => {
    expect(() => proposalPrice({ package: 'gold' as never, market: 'local', months: 1 })).toThrow();
  });
});
