import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignsQuery } from './api/use-campaigns';
import { productsQuery } from './api/use-products';
import { tooltipsQuery } from './api/use-tooltips';
import displayLayout from '../../../layouts/display.json';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { prefetchAdvertiserScreen } from './prefetch';

const paths = (mock: ReturnType<typeof stubFetch>): string[] =>
  mock.mock.calls.map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, ''));

describe('prefetchAdvertiserScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the opened advertiser's campaigns, products, tooltips and the tab's layout, under the screen's query keys", async () => {
    const mock = stubFetch((path) =>
      path === '/graph'
        ? jsonResponse({ data: null, errors: [{ message: 'Missing layouts for this user' }] })
        : jsonResponse(path.startsWith('/api/tooltip') ? { tooltips: [] } : []),
    );
    const client = new QueryClient();
    prefetchAdvertiserScreen(client, '?advertiserId=10000001&advertiserName=Riverside&tab=display', null);
    await waitFor(() =>
      expect(paths(mock).sort()).toEqual([
        '/api/advertiser/campaigns/10000001',
        '/api/getProductsForAdvertiser/10000001',
        '/api/tooltip',
        '/graph',
      ]),
    );
    const graph = mock.mock.calls.find(([input]) => String(input).endsWith('/graph'));
    expect(JSON.parse(String(graph?.[1]?.body))).toMatchObject({
      operationName: 'Layout',
      variables: { tactic: 'display', advertiserId: 10000001 },
    });
    // The screen's hooks use the same keys, so they find these queries instead of sending their own.
    for (const key of [campaignsQuery(10000001, 0).queryKey, productsQuery(10000001).queryKey, tooltipsQuery.queryKey])
      expect(client.getQueryState(key)).toBeDefined();
  });

  it("then sends the layout's module requests, for the tab's campaigns, before the screen has rendered", async () => {
    const campaigns = [
      { id: 1, CampaignType: 'DISPLAY', FriendlyName: 'Banners' },
      { id: 2, CampaignType: 'OTT', FriendlyName: 'Streaming' },
    ];
    const bodies: unknown[] = [];
    const mock = stubFetch((path, init) => {
      if (path === '/graph')
        return jsonResponse({
          data: { layout: { __typename: 'ResolvedLayout', document: displayLayout, source: 'DEFAULT', Version: 1 } },
        });
      if (path.startsWith('/api/advertiser/campaigns/'))
        return jsonResponse({ Campaign: campaigns, CampTypes: ['DISPLAY', 'OTT'] });
      if (path.startsWith('/api/advertiser/performance/')) bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse([]);
    });
    prefetchAdvertiserScreen(new QueryClient(), '?advertiserId=10000001&tab=display&daterange=last30days', null);
    await waitFor(() =>
      expect(paths(mock).filter((p) => p.startsWith('/api/advertiser/performance/')).length).toBeGreaterThan(5),
    );
    // Only the display tab's campaign goes with them, for the URL's advertiser and period.
    for (const body of bodies)
      expect(body).toMatchObject({
        advertiserId: 10000001,
        daterange: 'last30days',
        campaigns: [{ id: 1, type: 'DISPLAY' }],
      });
  });

  it('asks for nothing without an advertiser in the query string', () => {
    const mock = stubFetch(() => jsonResponse({}));
    prefetchAdvertiserScreen(new QueryClient(), '?tab=display', null);
    expect(mock).not.toHaveBeenCalled();
  });
});
