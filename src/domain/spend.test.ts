import { describe, expect, it } from 'vitest';
import { clientSpend, roundMoney } from './spend';

describe('clientSpend', () => {
  const delivery = { impressions: 250_000, cost: 1000 };

  it('bills CPM campaigns by the thousand impressions', () => {
    expect(clientSpend({ spendType: 'CPM', spendRate: 12 }, delivery)).toBe(3000);
  });

  it('adds the markup to the cost of MARKUP campaigns', () => {
    expect(clientSpend({ spendType: 'MARKUP', spendRate: 0.25 }, delivery)).toBe(1250);
  });

  it('bills FLAT campaigns, and unknown types, at cost', () => {
    expect(clientSpend({ spendType: 'FLAT', spendRate: 9 }, delivery)).toBe(1000);
    expect(clientSpend({ spendType: 'WHATEVER', spendRate: 9 }, delivery)).toBe(1000);
  });

  it('rounds money to cents', () => {
    expect(roundMoney(10.005001)).toBe(10.01);
    expect(roundMoney(3.333)).toBe(3.33);
  });
});
