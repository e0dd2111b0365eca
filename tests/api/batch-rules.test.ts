/**
 * The batch call's rules (issue 29): it refuses in a slot what the separate call refuses, with the same status and
 * text; a failing part (4xx, a thrown error) never fails the others; a signed-out batch is 401 before validation;
 * a call that is not `batchable` is refused in its slot; at most MAX_BATCH_CALLS parts; and the client's list of
 * batched calls is exactly the server's batchable routes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BATCH_PATH, isBatchableCall, MAX_BATCH_CALLS } from '../../src/domain/batch';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { routeTable } from '../../src/server/kernel/route-table';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { dashboardCalls, sendAlone, sendBatch, slotOf } from './batch-helpers';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const NOT_BATCHABLE = { status: 400, body: { error: MESSAGES.batchCallNotBatchable } };

describe.each(ENGINES)('the batch call’s rules on %s', (engine) => {
  let server: TestServer;
  let client: string;
  let otherAgency: string;
  let campaigns: { id: number; type: string }[];

  beforeAll(async () => {
    server = await startServerAt(engine);
    client = await tokenOf(server, 'advertiser@sightline.test');
    otherAgency = await tokenOf(server, 'other.agency@sightline.test');
    campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server.close();
  });

  const view = () => dashboardCalls({ advertiserId: RIVERSIDE, tab: 'summary', daterange: 'last30days', campaigns });

  it("refuses another tenant's advertiser in each slot with the separate call's 404", async () => {
    const calls = view();
    const batch = await sendBatch(server, otherAgency, calls);
    expect(batch.status).toBe(200);
    for (const [index, call] of calls.entries()) {
      const alone = slotOf(await sendAlone(server, otherAgency, call));
      expect(alone.status).toBe(404);
      expect({ url: call.url, ...batch.body.results[index] }).toEqual({ url: call.url, id: call.id, ...alone });
    }
  });

  it("refuses bad parameters in the slot with the separate call's 400 and text, and answers the other parts", async () => {
    const bad = [
      { id: 'no-range', method: 'POST', url: '/api/advertiser/performance/daily', body: { advertiserId: RIVERSIDE } },
      {
        id: 'bad-range',
        method: 'POST',
        url: '/api/advertiser/performance/summary',
        body: { advertiserId: RIVERSIDE, daterange: 'someday' },
      },
      { id: 'bad-field', method: 'POST', url: '/api/advertiser/performance/breakdown', body: { advertiserId: 'x' } },
      { id: 'bad-query', method: 'GET', url: '/api/advertiser/conversion?advertiserId=abc' },
      { id: 'bad-path', method: 'GET', url: '/api/advertiser/campaigns/99999999999' },
    ] as const;
    const good = view()[2]!;
    const batch = await sendBatch(server, client, [...bad, good]);
    expect(batch.status).toBe(200);
    for (const [index, call] of bad.entries()) {
      const alone = slotOf(await sendAlone(server, client, call));
      expect(alone.status).toBe(400);
      expect(batch.body.results[index]).toEqual({ id: call.id, ...alone });
    }
    expect(batch.body.results[bad.length]).toMatchObject({ id: good.id, status: 200 });
  });

  it('isolates a part whose route throws: a 500 with the usual text in its slot, the others answered', async () => {
    // The daily call's cache read breaks, by either of the cache's two paths (a value, or stored bytes).
    const cache = server.ctx.cache;
    const get = cache.get.bind(cache);
    const getStored = cache.getStored.bind(cache);
    vi.spyOn(cache, 'get').mockImplementation(async (key, load, options) => {
      if (key.startsWith('performance:daily|')) throw new Error('broken on purpose');
      return get(key, load, options);
    });
    vi.spyOn(cache, 'getStored').mockImplementation(async (key, load, options) => {
      if (key.startsWith('performance:daily|')) throw new Error('broken on purpose');
      return getStored(key, load, options);
    });
    const calls = view();
    const batch = await sendBatch(server, client, calls);
    const daily = calls.findIndex((call) => call.url.endsWith('/performance/daily'));
    expect(batch.status).toBe(200);
    expect(batch.body.results[daily]).toEqual({
      id: calls[daily]!.id,
      status: 500,
      body: { error: MESSAGES.internalError },
    });
    const others = batch.body.results.filter((_, index) => index !== daily);
    expect(others.filter((result) => result.status === 200).length).toBeGreaterThan(calls.length / 2);
  });

  it('refuses a signed-out batch with 401 before validation', async () => {
    for (const payload of [{ calls: view() }, { bogus: [1, 2, 3] }]) {
      const response = await server.app.inject({ method: 'POST', url: BATCH_PATH, payload });
      expect([response.statusCode, response.json()]).toEqual([401, { error: MESSAGES.notAuthenticated }]);
    }
    const invalid = await server.app.inject({
      method: 'POST',
      url: BATCH_PATH,
      headers: { ahauth: 'Bearer nonsense' },
      payload: {},
    });
    expect(invalid.statusCode).toBe(401);
  });

  it('refuses in its slot a call that is not batchable, a write, the batch itself, an unknown or outside path', async () => {
    const refused = [
      { id: 'recent', method: 'GET', url: '/api/user/recent-pages' },
      { id: 'shapes', method: 'GET', url: '/api/geo/dma' },
      { id: 'write', method: 'POST', url: '/api/user/recent-pages', body: { path: '/x' } },
      { id: 'nested', method: 'POST', url: BATCH_PATH, body: { calls: [] } },
      { id: 'unknown', method: 'GET', url: '/api/nothing-here' },
      { id: 'outside', method: 'GET', url: 'http://example.com/api/advertiser/campaigns/1' },
    ];
    const good = view()[0]!;
    const batch = await sendBatch(server, client, [...refused, good]);
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([
      ...refused.map((call) => ({ id: call.id, ...NOT_BATCHABLE })),
      expect.objectContaining({ id: good.id, status: 200 }),
    ]);
    // GraphQL answers the same refusal in its own error shape.
    const graph = await sendBatch(server, client, [
      { id: 'graph', method: 'POST', url: '/graph', body: { query: '{ __typename }' } },
    ]);
    expect(graph.body.results[0]).toMatchObject({
      status: 400,
      body: { errors: [{ message: MESSAGES.batchCallNotBatchable }] },
    });
  });

  it("lets a share-link guest batch its dashboard's calls, each judged by the guest rules as its own call", async () => {
    const staff = await tokenOf(server, 'agency.staff@sightline.test');
    const link = {
      advertiserId: RIVERSIDE,
      tab: 'summary',
      campaignIds: campaigns.slice(0, 2).map((c) => c.id),
      ...RANGE,
    };
    const share = (await server.post('/api/getShareDashboardLink', link, staff)).json();
    const guest = (await server.get(`/api/getSharedDashboard?id=${share.shortId}`)).json().etoken as string;
    const pairs = { advertiserId: RIVERSIDE, ...RANGE, campaigns: campaigns.slice(0, 2) };
    const calls = [
      { id: 'summary', method: 'POST', url: '/api/advertiser/performance/summary', body: pairs },
      { id: 'daily', method: 'POST', url: '/api/advertiser/performance/daily', body: pairs },
      {
        id: 'other-range',
        method: 'POST',
        url: '/api/advertiser/performance/daily',
        body: { ...pairs, daterange: 'last7days', startDate: undefined, endDate: undefined },
      },
      { id: 'overview', method: 'GET', url: '/api/performance-overview/active-orders/last30days' },
    ] as const;
    const batch = await sendBatch(server, guest, calls);
    expect(batch.status).toBe(200);
    for (const [index, call] of calls.entries())
      expect(batch.body.results[index]).toEqual({ id: call.id, ...slotOf(await sendAlone(server, guest, call)) });
    expect(batch.body.results.map((result) => result.status)).toEqual([200, 200, 403, 403]);
  });

  it(`takes at most ${MAX_BATCH_CALLS} parts`, async () => {
    const call = view()[0]!;
    const parts = (count: number) => Array.from({ length: count }, (_, index) => ({ ...call, id: `p${index}` }));
    const full = await sendBatch(server, client, parts(MAX_BATCH_CALLS));
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(MAX_BATCH_CALLS);
    const over = await sendBatch(server, client, parts(MAX_BATCH_CALLS + 1));
    expect([over.status, over.body]).toEqual([
      400,
      { error: messageText('batchTooManyCalls', { max: MAX_BATCH_CALLS, count: MAX_BATCH_CALLS + 1 }) },
    ]);
  });

  it('answers an empty batch with no results, and a malformed one with 400', async () => {
    expect(await sendBatch(server, client, [])).toEqual({ status: 200, body: { results: [] } });
    const malformed = await sendBatch(server, client, [{ id: 'x', method: 'DELETE', url: '/api/x' }]);
    expect(malformed.status).toBe(400);
  });

  it("batches on the client exactly the server's batchable routes", () => {
    const sample = (url: string) => url.replace(/:[A-Za-z]+\??/g, '1');
    const routes = routeTable(server.app).filter((route) => route.url.startsWith('/api/'));
    const mismatched = routes
      .filter((route) => route.batchable !== isBatchableCall(route.method, sample(route.url)))
      .map((route) => `${route.method} ${route.url}`);
    expect(mismatched).toEqual([]);
    expect(routes.filter((route) => route.batchable).length).toBeGreaterThan(15);
  });
});
