import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { runDataMethod } from './methods';
import { ORDER_DATA_METHODS, orderListQuery, orderSortKey } from './order-methods';
import type { DataRequest, DataSelection } from './types';

const selection = (extra: Partial<DataSelection> = {}): DataSelection => ({
  advertiserId: 0,
  tab: 'orderlist',
  daterange: 'last30days',
  campaigns: [],
  campaignTypes: [],
  ...extra,
});

/** Stubs fetch with `body` for every call and records the paths asked for. */
function answer(body: unknown): string[] {
  const paths: string[] = [];
  stubFetch((path) => {
    paths.push(path);
    return jsonResponse(body);
  });
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('order-list', () => {
  it('asks GET /api/orders for the page, its sort and its filters, and keeps the server’s page whole', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ OrderId: 500 + i, OrderName: `O${i}`, Statuses: { Live: 1 } }));
    const paths = answer({ total: 27, orders: rows });
    const request: DataRequest = {
      selection: selection(),
      params: {},
      page: { page: 2, perPage: 10, sortBy: 'pacing', sortDesc: true, filters: { orderStatus: 'Live', filterBy: 'all', orderName: ' dallas ' } },
    };
    const dataset = await runDataMethod('order-list', request);
    expect(paths).toEqual(['/api/orders?limit=10&offset=20&sortBy=pacing_desc&filterBy=all&orderName=dallas&orderStatus=Live']);
    expect(dataset.rows).toHaveLength(10);
    expect(dataset.rows[0]).toEqual({ OrderId: 500, OrderName: 'O0' });
    expect(dataset.meta).toEqual({ totalRows: 27, daterange: 'last30days' });
  });

  it('sends the defaults of 000 §3 without a page, and the advertiser when the selection has one', () => {
    expect(orderListQuery({ selection: selection(), params: {} }).toString()).toBe(
      'limit=10&offset=0&sortBy=end_asc&filterBy=active&orderName=&orderStatus=All',
    );
    expect(orderListQuery({ selection: selection({ advertiserId: 42 }), params: {} }).get('advertiserId')).toBe('42');
  });

  it('falls back to end_asc and active for keys the server does not know', () => {
    expect(orderSortKey(undefined, true)).toBe('end_asc');
    expect(orderSortKey('status', false)).toBe('end_asc');
    expect(orderSortKey('advertiser', false)).toBe('advertiser_asc');
    const query = orderListQuery({
      selection: selection(),
      params: {},
      page: { page: 0, perPage: 10, sortDesc: false, filters: { filterBy: 'soon' } },
    });
    expect(query.get('filterBy')).toBe('active');
  });
});

describe('order summary methods', () => {
  const open = selection({ advertiserId: 10000101, tab: 'ordersummary', orderId: '500001' });

  it('answer nothing without an open order', async () => {
    const paths = answer({});
    for (const method of ['order-campaign-list', 'order-geo-list', 'order-conversions'])
      await expect(ORDER_DATA_METHODS[method]!({ selection: selection(), params: {} })).resolves.toEqual({
        rows: [],
        totals: null,
        meta: {},
      });
    expect(paths).toEqual([]);
  });

  it('order-campaign-list reads the order’s campaigns in the catalogue’s path form', async () => {
    const paths = answer({ total: 1, campaigns: [{ CampaignId: 9, CampaignName: 'Banners', CampaignType: 'DISPLAY' }] });
    const dataset = await ORDER_DATA_METHODS['order-campaign-list']!({ selection: open, params: {} });
    expect(paths).toEqual(['/api/advertiser/order/campaign-list/10000101/500001/sortby=end_asc&limit=1000&offset=0&search=']);
    expect(dataset.rows).toEqual([{ CampaignId: 9, CampaignName: 'Banners', CampaignType: 'DISPLAY' }]);
    expect(dataset.meta.totalRows).toBe(1);
  });

  it('order-geo-list asks for the level and a custom range’s dates', async () => {
    const paths = answer({ daterange: 'customRange', geoType: 'STATE', Rows: [{ State: 'TX', Impressions: 5 }] });
    const dataset = await ORDER_DATA_METHODS['order-geo-list']!({
      selection: { ...open, daterange: 'customRange', startDate: '2026-05-01', endDate: '2026-05-31' },
      params: { geoType: 'STATE' },
    });
    expect(paths).toEqual([
      '/api/order/advertiser/10000101/order/500001/impressions/geo-list/customRange?geoType=STATE&startDate=2026-05-01&endDate=2026-05-31',
    ]);
    expect(dataset.rows).toEqual([{ State: 'TX', Impressions: 5 }]);
  });

  it('order-conversions reads the periods and the total', async () => {
    const paths = answer({ Conversions: 7, Rows: [{ Date: '2026-05-01', Conversions: 7 }] });
    const dataset = await ORDER_DATA_METHODS['order-conversions']!({ selection: open, params: { resolution: 'week' }, reload: true });
    expect(paths).toEqual([
      '/api/advertiser/order/conversion?advertiserId=10000101&orderId=500001&resolution=week&daterange=last30days&reload=true',
    ]);
    expect(dataset).toEqual({ rows: [{ Date: '2026-05-01', Conversions: 7 }], totals: { Conversions: 7 }, meta: {} });
  });
});
