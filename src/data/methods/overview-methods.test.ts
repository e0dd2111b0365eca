import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_VOLUME_MESSAGE } from '../../domain/messages';
import { ApiError } from '../api-error';
import { apiFetch } from '../rest-client';
import { runDataMethod } from './methods';
import { OVERVIEW_METHODS, filterQuery, isDataVolumeRefusal, todaySortKey, withLastHour } from './overview-methods';
import type { DataRequest, OverviewFilter } from './types';

vi.mock('../rest-client', () => ({
  apiFetch: vi.fn(),
  jsonBody: (method: string, payload: unknown) => ({ method, body: JSON.stringify(payload) }),
}));

const fetchMock = vi.mocked(apiFetch);

const request = (overviewFilter?: OverviewFilter, extra: Partial<DataRequest> = {}): DataRequest => ({
  selection: { advertiserId: 0, tab: 'home', daterange: 'last30days', campaigns: [], campaignTypes: [], overviewFilter },
  params: {},
  ...extra,
});

const paths = (): string[] => fetchMock.mock.calls.map(([path]) => String(path));

describe('overview data methods', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('merge the four tiles with the previous period beside each figure', async () => {
    fetchMock.mockImplementation((path: string) => {
      const figure = (field: string, now: number, before?: number) => ({
        daterange: 'last30days',
        StartDate: '2026-10-28',
        EndDate: '2026-11-26',
        [field]: now,
        ...(before === undefined ? {} : { Previous: { StartDate: '2026-09-28', EndDate: '2026-10-27', [field]: before } }),
      });
      if (path.includes('/active-orders/')) return Promise.resolve(figure('ActiveOrders', 12, 10));
      if (path.includes('/active-advertisers/')) return Promise.resolve(figure('ActiveAdvertisers', 3, 0));
      if (path.includes('/active-campaigns/')) return Promise.resolve(figure('ActiveCampaigns', 5));
      return Promise.resolve({ ...figure('Impressions', 1000, 2000), Daily: [] });
    });
    const dataset = await OVERVIEW_METHODS['overview-tiles']!(request());
    expect(dataset.totals).toMatchObject({
      ActiveOrders: 12,
      PreviousActiveOrders: 10,
      Impressions: 1000,
      PreviousImpressions: 2000,
      ActiveAdvertisers: 3,
      PreviousActiveAdvertisers: 0,
      ActiveCampaigns: 5,
    });
    expect(dataset.totals).not.toHaveProperty('PreviousActiveCampaigns');
    expect(paths().sort()).toEqual([
      '/api/performance-overview/active-advertisers/last30days',
      '/api/performance-overview/active-campaigns/last30days',
      '/api/performance-overview/active-orders/last30days',
      '/api/performance-overview/impressions/last30days',
    ]);
  });

  it('carry the Filter By (advertisers before a user) and custom dates in every call', async () => {
    fetchMock.mockResolvedValue({ Tactics: [], Clients: [], rows: [], orders: [], total: 0 });
    await OVERVIEW_METHODS['overview-by-tactic']!(request({ advertisers: [1, 2] }));
    await OVERVIEW_METHODS['overview-by-clients']!(request({ userId: 9 }));
    const custom = request(undefined);
    custom.selection = { ...custom.selection, daterange: 'customRange', startDate: '2026-01-01', endDate: '2026-01-31' };
    await OVERVIEW_METHODS['overview-impressions']!(custom);
    await OVERVIEW_METHODS['overview-today-campaigns']!(request({ advertisers: [4] }));
    expect(paths()).toEqual([
      '/api/performance-overview/impressions/by-tactic/last30days?advertisers=1%2C2',
      '/api/performance-overview/impressions/by-clients/last30days?userId=9',
      '/api/performance-overview/impressions/customRange?startDate=2026-01-01&endDate=2026-01-31',
      '/api/performance-overview/today-view-campaigns/?advertisers=4',
    ]);
    expect(filterQuery({ advertisers: [1], userId: 2 }).toString()).toBe('advertisers=1');
    expect(filterQuery({}).toString()).toBe('');
  });

  it('page the order lists on the server through {limit}/{offset}, uncut by runDataMethod', async () => {
    const orders = [{ OrderId: 21, OrderName: 'O', AdvertiserId: 7, AdvertiserName: 'A', Pacing: -30 }];
    fetchMock.mockResolvedValue({ daterange: 'last30days', total: 23, limit: 10, offset: 20, orders });
    const page = { page: 2, perPage: 10, sortDesc: true };
    const dataset = await runDataMethod('overview-pacing', request({ advertisers: [7] }, { page }));
    expect(paths()).toEqual(['/api/performance-overview/pacing-orders/10/20/last30days?advertisers=7']);
    expect(dataset.rows).toEqual([{ ...orders[0], daterange: 'last30days' }]);
    expect(dataset.meta.totalRows).toBe(23);
    await runDataMethod('overview-ending-soon', request(undefined, { page: { page: 0, perPage: 5, sortDesc: true } }));
    expect(paths()[1]).toBe('/api/performance-overview/ending-soon-orders/5/0/last30days');
  });

  it('ask the today views in the sort of the column, past the cache on reload', async () => {
    fetchMock.mockResolvedValue({ Date: '2026-11-26', Hour: 3, sortBy: 'pacing_asc', rows: [] });
    const page = { page: 0, perPage: 10, sortBy: 'Pacing', sortDesc: false };
    await OVERVIEW_METHODS['overview-today-advertisers']!(request(undefined, { page, reload: true }));
    expect(paths()).toEqual(['/api/performance-overview/today-view-advertisers/?sortBy=pacing_asc&reload=true']);
    expect(todaySortKey('Impressions', true)).toBe('impressions_desc');
    expect(todaySortKey('CampaignName', false)).toBe('name_asc');
    expect(todaySortKey('Tactic', true)).toBeUndefined();
  });

  it('give each today row the impressions of the last complete hour', () => {
    const body = { Hour: 2, rows: [{ CampaignId: 1, Impressions: 30, Hours: [10, 15, 5] }, { CampaignId: 2, Hours: [] }] };
    expect(withLastHour(body).map((row) => row.LastHour)).toEqual([15, null]);
    expect(withLastHour({ Hour: 0, rows: [{ Hours: [4] }] })[0]?.LastHour).toBeNull();
  });

  it('read a 501 as the fixed data-volume message, whatever the body says', async () => {
    fetchMock.mockRejectedValue(new ApiError('something else', 501, { error: 'something else' }));
    const failure = OVERVIEW_METHODS['overview-by-tactic']!(request());
    await expect(failure).rejects.toThrow(DATA_VOLUME_MESSAGE);
    await failure.catch((error: unknown) => expect(isDataVolumeRefusal(error)).toBe(true));
    fetchMock.mockRejectedValue(new ApiError('Sorry, you do not have access.', 403));
    await expect(OVERVIEW_METHODS['overview-tiles']!(request())).rejects.toThrow('Sorry, you do not have access.');
  });
});
