import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignsQuery } from './api/use-campaigns';
import { productsQuery } from './api/use-products';
import { tooltipsQuery } from '../../renderer/use-tooltips';
import { jsonResponse, stubDashboardFetch, stubFetch } from '../../../tests/stub-fetch';
import { clearTokens, setTokens } from '../../data/token-store';
import type { SessionUser } from '../../domain/user';
import { testUser } from '../../../tests/user-fixture';
import { freshnessQuery } from '../../data/freshness';
import { prefetchAdvertiserScreen } from './prefetch';

const paths = (mock: ReturnType<typeof stubFetch>): string[] =>
  mock.mock.calls.map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, ''));

describe('prefetchAdvertiserScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });
  const staff = testUser();
  const signedIn = (): Promise<SessionUser> => Promise.resolve(staff);

  it("asks for the opened advertiser's campaigns, products, tooltips and the tab's layout, under the screen's query keys", async () => {
    const mock = stubFetch((path) =>
      path === '/graph'
        ? jsonResponse({ data: null, errors: [{ message: 'Missing layouts for this user' }] })
        : jsonResponse(path.startsWith('/api/tooltip') ? { tooltips: [] } : []),
    );
    const client = new QueryClient();
    prefetchAdvertiserScreen(client, '?advertiserId=10000001&advertiserName=Riverside&tab=display', signedIn());
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
    const mock = stubDashboardFetch(campaigns, (body) => bodies.push(body));
    const client = new QueryClient();
    await prefetchAdvertiserScreen(client, '?advertiserId=10000001&tab=display&daterange=last30days', signedIn());
    // Settled: the module requests are out.
    expect(paths(mock).filter((p) => p.startsWith('/api/advertiser/performance/')).length).toBeGreaterThan(5);
    // The "data through" line's call too, for the tab's campaign, under the key the screen's line reads.
    const freshnessCall = mock.mock.calls.find(([input]) => String(input).endsWith('/performance/freshness'));
    const freshnessBody: unknown = JSON.parse(String(freshnessCall?.[1]?.body));
    expect(freshnessBody).toEqual({
      advertiserId: 10000001,
      campaigns: [{ id: 1, type: 'DISPLAY' }],
      tactic: 'display',
    });
    const key = freshnessQuery({ advertiserId: 10000001, campaigns: [{ id: 1 }], tactic: 'display' }).queryKey;
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    // Only the display tab's campaign goes with the modules' requests, for the URL's advertiser and period.
    for (const body of bodies.filter((body) => JSON.stringify(body) !== JSON.stringify(freshnessBody)))
      expect(body).toMatchObject({
        advertiserId: 10000001,
        daterange: 'last30days',
        campaigns: [{ id: 1, type: 'DISPLAY' }],
      });
  });

  it('asks for nothing without an advertiser in the query string', async () => {
    const mock = stubFetch(() => jsonResponse({}));
    prefetchAdvertiserScreen(new QueryClient(), '?tab=display', signedIn());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock).not.toHaveBeenCalled();
  });

  it('asks for nothing when no token is stored and the session check names no user', async () => {
    const mock = stubFetch(() => jsonResponse({}));
    prefetchAdvertiserScreen(new QueryClient(), '?advertiserId=10000001&tab=display', Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock).not.toHaveBeenCalled();
  });

  it("with a stored token, asks beside the session check, and sends the modules' requests once it names the user", async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const mock = stubDashboardFetch();
    let answer: (user: SessionUser | null) => void = () => undefined;
    const user = new Promise<SessionUser | null>((resolve) => (answer = resolve));
    prefetchAdvertiserScreen(new QueryClient(), '?advertiserId=10000001&tab=display&daterange=last30days', user);
    // The session check has not answered: the screen's first four calls are already out, with the token.
    await waitFor(() => expect(paths(mock)).toContain('/graph'));
    expect(paths(mock)).toContain('/api/advertiser/campaigns/10000001');
    const campaignsCall = mock.mock.calls.find(([input]) => String(input).includes('/api/advertiser/campaigns/'));
    expect(new Headers(campaignsCall?.[1]?.headers).get('ahauth')).toMatch(/^Bearer e30\./);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths(mock).some((p) => p.startsWith('/api/advertiser/performance/'))).toBe(false);
    answer(staff);
    await waitFor(() =>
      expect(paths(mock).filter((p) => p.startsWith('/api/advertiser/performance/')).length).toBeGreaterThan(5),
    );
  });
});
