import { describe, expect, it } from 'vitest';
import { rowTarget } from './row-link';

describe('self-fetching table row links', () => {
  const order = {
    OrderId: 500092,
    OrderName: 'Year End & Co',
    AdvertiserId: 7,
    AdvertiserName: 'Riverside',
    daterange: 'last7days',
  };

  it('opens an order summary with the advertiser, order and period of the row', () => {
    expect(rowTarget('order', order)).toEqual({
      kind: 'path',
      path: '/orders?tab=ordersummary&advertiserId=7&advertiserName=Riverside&orderId=500092&orderName=Year+End+%26+Co&daterange=last7days',
    });
  });

  it('opens an advertiser; the Other bucket and rows without ids open nothing', () => {
    expect(rowTarget('advertiser', order)).toEqual({
      kind: 'advertiser',
      advertiserId: 7,
      advertiserName: 'Riverside',
    });
    expect(rowTarget('advertiser', { AdvertiserId: null, AdvertiserName: 'Other' })).toBeNull();
    expect(rowTarget('order', { AdvertiserId: 7, OrderId: null })).toBeNull();
  });
});
