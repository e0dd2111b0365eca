import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/** Every performance call, as a request for one advertiser and its campaigns. */
function calls(advertiserId: number, campaign: { id: number; type: string }) {
  const pairs = { advertiserId, ...RANGE, campaigns: [campaign] };
  const query = `advertiserId=${advertiserId}&campaignDashboardIds=${campaign.id}&resolution=day&daterange=last7days`;
  return [
    { method: 'GET', url: `/api/advertiser/campaigns/${advertiserId}` },
    { method: 'GET', url: `/api/getProductsForAdvertiser/${advertiserId}` },
    { method: 'GET', url: `/api/advertiser/conversion?${query}` },
    { method: 'POST', url: '/api/advertiser/performance/summary', body: { advertiserId, ...RANGE } },
    { method: 'POST', url: '/api/advertiser/performance/ad', body: { advertiserId, ...RANGE } },
    { method: 'POST', url: '/api/advertiser/performance/ad/alltime', body: { advertiserId } },
    { method: 'POST', url: '/api/advertiser/performance/campaign-ad', body: { advertiserId } },
    { method: 'POST', url: '/api/advertiser/performance/tactic-summary', body: { advertiserId, tactic: 'ott' } },
    { method: 'POST', url: '/api/advertiser/performance/breakdown', body: { ...pairs, dimension: 'zip' } },
    ...['getConversionBreakdown', 'daily', 'geo-performance', 'geo-list', 'by-state'].map((call) => ({
      method: 'POST',
      url: `/api/advertiser/performance/${call}`,
      body: pairs,
    })),
    {
      method: 'POST',
      url: '/api/getCampaignKpi',
      body: { advertiser_id: advertiserId, id: campaign.id, type: campaign.type },
    },
    {
      method: 'POST',
      url: '/api/performance/daily-by-geo',
      body: {
        advertiserId,
        campaignIds: [campaign.id],
        campaignType: campaign.type,
        geoType: 'STATE',
        state: 'NY',
        daterange: 'last7days',
      },
    },
  ] as const;
}

describe.each(ENGINES)('performance tenancy and caching on %s', (engine) => {
  let server: TestServer;
  let riverside: { id: number; type: string };
  const send = (
    token: string,
    call: { method: string; url: string; body?: unknown },
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method: call.method as 'GET',
      url: call.url,
      payload: call.body as object,
      headers: { ahauth: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    server = await startServerAt(engine);
    [riverside] = (await deliveringCampaigns(server.db, RIVERSIDE)) as [{ id: number; type: string }];
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every call for a visible advertiser', async () => {
    const token = await tokenOf(server, 'advertiser@sightline.test');
    for (const call of calls(RIVERSIDE, riverside))
      expect([call.url, (await send(token, call)).statusCode]).toEqual([call.url, 200]);
  });

  it.each(['other.agency@sightline.test', 'station@sightline.test', 'subagency@sightline.test'])(
    '%s gets 404 and no data for an advertiser outside their scope',
    async (email) => {
      const token = await tokenOf(server, email);
      for (const call of calls(RIVERSIDE, riverside)) {
        const response = await send(token, call);
        expect([call.url, response.statusCode]).toEqual([call.url, 404]);
        expect(Object.keys(response.json())).toEqual(['error']);
      }
    },
  );

  it('the advertiser user gets 404 for an advertiser of their agency outside their two', async () => {
    const other = await server.db
      .selectFrom('campaigns')
      .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
      .select(['campaigns.id', 'campaigns.campaign_type', 'campaigns.advertiser_id'])
      .where('advertisers.agency_id', '=', 1)
      .where('advertisers.id', 'not in', [RIVERSIDE, 10000002, 88888888])
      .executeTakeFirstOrThrow();
    const token = await tokenOf(server, 'advertiser@sightline.test');
    for (const call of calls(other.advertiser_id, { id: other.id, type: other.campaign_type })) {
      const response = await send(token, call);
      expect([call.url, response.statusCode]).toEqual([call.url, 404]);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
  });

  it('a campaign of another advertiser named in a request answers 404', async () => {
    const foreign = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type'])
      .where('advertiser_id', '=', 10000002)
      .executeTakeFirstOrThrow();
    const token = await tokenOf(server, 'advertiser@sightline.test');
    const response = await server.post(
      '/api/advertiser/performance/daily',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: [{ id: foreign.id, type: foreign.campaign_type }] },
      token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Campaign not found' });
  });

  it('serves repeated requests from the cache, and a reload or no-cache fresh', async () => {
    const token = await tokenOf(server, 'advertiser@sightline.test');
    const call = {
      method: 'POST',
      url: '/api/advertiser/performance/daily',
      body: { advertiserId: RIVERSIDE, ...RANGE, campaigns: [riverside] },
    };
    const first = await send(token, { ...call, body: { ...call.body, isShared: false } });
    const again = await send(token, { ...call, body: { ...call.body, isShared: false } });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first.json());
    expect((await send(token, { ...call, body: { ...call.body, reload: true } })).headers['x-cache']).toBe('miss');
    expect((await send(token, call, { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('miss');
  });

  it('never shares a cached answer across spend views', async () => {
    const agency = await tokenOf(server, 'agency.admin@sightline.test');
    const client = await tokenOf(server, 'advertiser@sightline.test');
    const call = {
      method: 'POST',
      url: '/api/advertiser/performance/breakdown',
      body: { advertiserId: RIVERSIDE, ...RANGE, campaigns: [riverside], dimension: 'device' },
    };
    const forAgency = await send(agency, call);
    expect(forAgency.body).toContain('"Cost"');
    const forClient = await send(client, call);
    expect(forClient.headers['x-cache']).toBe('miss');
    expect(forClient.body).not.toContain('"Cost"');
  });
});
