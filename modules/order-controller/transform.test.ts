import { describe, expect, it } from 'vitest';
import { noStatusDataset, orderDataset, orderOptions } from './fixtures';
import { orderPath, transformOrders } from './transform';

const context = { campaignTypes: [], print: false };

describe('order-controller transform', () => {
  it('sorts by end date, soonest first, and formats each order', () => {
    const { rows } = transformOrders(orderDataset, orderOptions, context);
    expect(rows.map((r) => r.name)).toEqual([
      'Winter clearance',
      'Spring 2026 – Fort Worth',
      'Spring 2026 – Dallas dealers',
      'Summer 2026 – Houston',
      'Brand refresh',
    ]);
    expect(rows[2]).toMatchObject({
      flight: '4/01/26 – 7/31/26',
      impressions: '600,000',
      pacing: '-31.2%',
      behind: true,
    });
    expect(rows[2]?.path).toBe('/orders?tab=ordersummary&order=500001');
  });

  it('offers All and the statuses present, in the spec order', () => {
    expect(transformOrders(orderDataset, orderOptions, context).statuses).toEqual([
      'All',
      'Live',
      'Reserved',
      'Completed',
      'Paused',
    ]);
  });

  it('derives a status from the flight when the answer has none', () => {
    const { rows } = transformOrders(noStatusDataset, orderOptions, context);
    expect(rows.map((r) => [r.name, r.status, r.impressions])).toEqual([
      ['Ended', 'Completed', '10'],
      ['Running', 'Live', '20'],
      ['Later', 'Reserved', '0'],
    ]);
  });

  it('encodes the order id in the path and honours itemLimit', () => {
    expect(orderPath('A&B')).toBe('/orders?tab=ordersummary&order=A%26B');
    expect(transformOrders(orderDataset, { itemLimit: 2 }, context).rows).toHaveLength(2);
  });
});
