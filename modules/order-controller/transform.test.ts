import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FILTERS } from '../../src/domain/order-list';
import { noStatusDataset, orderDataset, orderOptions } from './fixtures';
import { orderPath, transformOrders } from './transform';

const context = { campaignTypes: [], print: false };

describe('order-controller transform', () => {
  it('keeps the server’s order and formats each order', () => {
    const { rows } = transformOrders(orderDataset, orderOptions, context);
    expect(rows.map((r) => r.name)).toEqual([
      'Winter clearance',
      'Spring 2026 – Fort Worth',
      'Spring 2026 – Dallas dealers',
      'Summer 2026 – Houston',
      'Brand refresh',
    ]);
    expect(rows[2]).toMatchObject({
      advertiser: 'Lone Star Auto Group',
      flight: '4/01/26 – 7/31/26',
      start: '4/01/26',
      end: '7/31/26',
      goal: '1,500,000',
      impressions: '600,000',
      pacing: '-31.2%',
      behind: true,
    });
    expect(rows[2]?.path).toBe(
      '/orders?tab=ordersummary&advertiserId=10000101&advertiserName=Lone+Star+Auto+Group&orderId=500001&orderName=Spring+2026+%E2%80%93+Dallas+dealers&daterange=last30days',
    );
  });

  it('offers every status filter, whether or not the page holds one', () => {
    expect(transformOrders(orderDataset, orderOptions, context).statuses).toEqual(ORDER_STATUS_FILTERS);
  });

  it('derives a status from the flight when the answer has none', () => {
    const { rows } = transformOrders(noStatusDataset, orderOptions, context);
    expect(rows.map((r) => [r.name, r.status, r.impressions])).toEqual([
      ['Ended', 'Completed', '10'],
      ['Running', 'Live', '20'],
      ['Later', 'Reserved', '0'],
    ]);
  });

  it('encodes what the path carries, defaults the range and honours itemLimit', () => {
    expect(orderPath({ orderId: 'A&B', orderName: '' })).toBe(
      '/orders?tab=ordersummary&orderId=A%26B&daterange=last30days',
    );
    expect(transformOrders(orderDataset, { itemLimit: 2 }, context).rows).toHaveLength(2);
  });
});
