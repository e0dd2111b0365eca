import { describe, expect, it } from 'vitest';
import { ORDER_LIST_DEFAULTS, PAGE_SIZES, SESSION_SECONDS, contractLengthText } from './constants';

describe('contractLengthText', () => {
  it('reads 1 as per month', () => {
    expect(contractLengthText(1)).toBe('per month');
  });

  it('reads 12 as one year', () => {
    expect(contractLengthText(12)).toBe('for one year');
  });

  it('reads any other value as 6 months', () => {
    expect(contractLengthText(6)).toBe('for 6 months');
    expect(contractLengthText(3)).toBe('for 6 months');
  });
});

describe('constants', () => {
  it('sets a 30-day session', () => {
    expect(SESSION_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it('pages the order list by 10 from offset 0, soonest end first, active orders', () => {
    expect(ORDER_LIST_DEFAULTS).toEqual({
      limit: PAGE_SIZES.orderList,
      offset: 0,
      sortBy: 'end_asc',
      filterBy: 'active',
      orderName: '',
      orderStatus: 'All',
    });
  });
});
