import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_POLYGON_RESPONSE } from '../../domain/messages';
import { apiFetch } from '../rest-client';
import { DATA_METHODS } from './methods';
import type { DataRequest } from './types';

vi.mock('../rest-client', () => ({
  apiFetch: vi.fn(),
  jsonBody: (method: string, payload: unknown) => ({ method, body: JSON.stringify(payload) }),
}));

const fetchMock = vi.mocked(apiFetch);
const polygon = { type: 'Polygon', coordinates: [[[-79, 42]]] };
const dmaShapes = { type: 'FeatureCollection', features: [{ type: 'Feature', id: '514', properties: {}, geometry: polygon }] };
const request: DataRequest = {
  selection: {
    advertiserId: 7,
    tab: 'display',
    daterange: 'last30days',
    campaigns: [
      { id: 1, type: 'DISPLAY' },
      { id: 2, type: 'DISPLAY' },
      { id: 3, type: 'OTT' },
    ],
    campaignTypes: ['DISPLAY', 'OTT'],
  },
  params: {},
};

/** Answers by path: the breakdown by its dimension, the geography by its call. */
function answer(routes: Record<string, unknown>): void {
  fetchMock.mockImplementation((path: string, init?: RequestInit) => {
    const dimension = init?.body ? (JSON.parse(String(init.body)) as { dimension?: string }).dimension : undefined;
    const key = dimension ? `${path}#${dimension}` : path;
    return Promise.resolve(routes[key] ?? { Rows: [] });
  });
}

describe('map data methods', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('dma-map hands over the DMA rows with the DMA shapes of the national zoom', async () => {
    answer({
      '/api/advertiser/performance/breakdown#dma': { Rows: [{ Metro: 'Buffalo', DMA: 514, Impressions: 9 }] },
      '/api/geo/dma?zoom=4': dmaShapes,
    });
    const dataset = await DATA_METHODS['dma-map']!(request);
    expect(dataset.rows).toEqual([{ Metro: 'Buffalo', DMA: 514, Impressions: 9 }]);
    expect(dataset.features?.map((f) => f.id)).toEqual(['514']);
  });

  it("does not ask for the advertiser's own geography when there are no rows", async () => {
    answer({});
    const dataset = await DATA_METHODS['zip-map']!(request);
    expect(dataset.rows).toEqual([]);
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/advertiser/performance/geo-list',
    ]);
  });

  it('asks for the national shapes alongside the rows, not after them, and drops them without rows', async () => {
    const events: string[] = [];
    fetchMock.mockImplementation((path: string) => {
      events.push(`asked ${path}`);
      if (path.startsWith('/api/geo/')) return Promise.resolve(dmaShapes);
      return new Promise((resolve) =>
        setTimeout(() => {
          events.push('rows answered');
          resolve({ Rows: [] });
        }, 5),
      );
    });
    const dataset = await DATA_METHODS['state-map']!(request);
    expect(events.indexOf('asked /api/geo/states?zoom=4')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('asked /api/geo/states?zoom=4')).toBeLessThan(events.indexOf('rows answered'));
    expect(dataset.rows).toEqual([]);
    expect(dataset.features).toBeUndefined();
  });

  it('reports no failure of the shapes when there are no rows to draw on them', async () => {
    fetchMock.mockImplementation((path: string) =>
      path.startsWith('/api/geo/') ? Promise.reject(new Error('offline')) : Promise.resolve({ Rows: [] }),
    );
    await expect(DATA_METHODS['dma-map']!(request)).resolves.toMatchObject({ rows: [] });
  });

  it("fails with 'No polygon response' when the geography answer is malformed", async () => {
    answer({ '/api/advertiser/performance/breakdown#geofence': { Rows: [{ GeoFenceName: 'A' }] } });
    await expect(DATA_METHODS['geofence-map']!(request)).rejects.toThrow(NO_POLYGON_RESPONSE);
  });

  it("station-map places stations in the broadcast's top market", async () => {
    answer({
      '/api/advertiser/performance/breakdown#station': { Rows: [{ Station: 'WIGM', Impressions: 5 }] },
      '/api/advertiser/performance/breakdown#dma': { Rows: [{ Metro: 'Buffalo', DMA: 514 }] },
      '/api/geo/dma?zoom=4': dmaShapes,
    });
    const dataset = await DATA_METHODS['station-map']!(request);
    expect(dataset.rows).toEqual([{ Station: 'WIGM', Impressions: 5, DMA: 514, Metro: 'Buffalo' }]);
  });

  it("station-map places stations at the advertiser's home market when broadcast has no DMA rows", async () => {
    fetchMock.mockImplementation((path: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { dimension?: string; campaigns?: unknown[] }) : {};
      if (body.dimension === 'station') return Promise.resolve({ Rows: [{ Station: 'WIGM', Impressions: 5 }] });
      if (body.dimension === 'dma' && (body.campaigns?.length ?? 0) === 2)
        return Promise.resolve({
          Rows: [
            { Metro: 'Erie', DMA: 516, Impressions: 3 },
            { Metro: 'Buffalo', DMA: 514, Impressions: 40 },
          ],
        });
      if (path === '/api/advertiser/campaigns/7')
        return Promise.resolve({ Campaign: [{ id: 1, CampaignType: 'DISPLAY' }, { id: 9, CampaignType: 'BROADCAST' }] });
      if (path === '/api/geo/dma?zoom=4') return Promise.resolve(dmaShapes);
      return Promise.resolve({ Rows: [] });
    });
    const dataset = await DATA_METHODS['station-map']!({
      ...request,
      selection: { ...request.selection, tab: 'broadcast', campaigns: [{ id: 9, type: 'BROADCAST' }] },
    });
    expect(dataset.rows).toEqual([{ Station: 'WIGM', Impressions: 5, DMA: 514, Metro: 'Buffalo' }]);
  });

  it('daily-by-geo posts the campaigns of one type and the geography fields of the drill', async () => {
    answer({ '/api/performance/daily-by-geo': { Daily: [{ ShortDate: '6/01/26', Impressions: 3 }] } });
    const dataset = await DATA_METHODS['daily-by-geo']!({ ...request, geo: { geoType: 'CITY', value: 'Buffalo, NY' } });
    expect(dataset.rows).toEqual([{ ShortDate: '6/01/26', Impressions: 3 }]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      advertiserId: 7,
      campaignIds: [1, 2],
      campaignType: 'DISPLAY',
      geoType: 'CITY',
      daterange: 'last30days',
      city: 'Buffalo',
      state: 'NY',
    });
  });
});
