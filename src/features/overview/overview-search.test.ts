import { describe, expect, it } from 'vitest';
import { isFiltered, orderAdvertiser, overviewSearch, parseFilter, parseOverview } from './overview-search';

describe('overview URL state', () => {
  it('defaults to the last 30 days without a filter', () => {
    expect(parseOverview({ recent: 'true' })).toEqual({ daterange: 'last30days', filter: {} });
  });

  it('reads advertisers before a user, dropping ids that are not positive integers', () => {
    expect(parseFilter({ advertisers: '3, 1,x,3,0', userId: '9' })).toEqual({ advertisers: [3, 1] });
    expect(parseFilter({ userId: '9' })).toEqual({ userId: 9 });
    expect(parseFilter({ userId: '-1' })).toEqual({});
    expect(isFiltered({ advertisers: [] })).toBe(false);
  });

  it('writes the new state over the query, keeping recent=true and anything else', () => {
    const current = { recent: 'true', daterange: 'last7days', userId: '4', note: 'kept' };
    const next = overviewSearch(current, {
      daterange: 'customRange',
      startdate: '2026-01-01',
      enddate: '2026-01-31',
      filter: { advertisers: [1, 2] },
    });
    expect(next).toEqual({
      recent: 'true',
      note: 'kept',
      daterange: 'customRange',
      startdate: '2026-01-01',
      enddate: '2026-01-31',
      advertisers: '1,2',
    });
    expect(overviewSearch(next, { daterange: 'last30days', filter: {} })).toEqual({
      recent: 'true',
      note: 'kept',
      daterange: 'last30days',
    });
  });
});

describe('orderAdvertiser', () => {
  it("reads an order row's advertiser, and nothing from other paths", () => {
    expect(
      orderAdvertiser('/orders?tab=ordersummary&advertiserId=10000101&advertiserName=Coastal%20Home&orderId=5'),
    ).toEqual({
      advertiserId: 10000101,
      advertiserName: 'Coastal Home',
    });
    expect(orderAdvertiser('/orders?tab=ordersummary')).toBeNull();
    expect(orderAdvertiser('/advertiser?advertiserId=1')).toBeNull();
  });
});
