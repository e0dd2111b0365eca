import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/**
 * A cache hit is served as stored bytes (issue 29 §4): the same body and headers as the miss, plain and compressed,
 * no tenancy query beyond the caller's cached scope, never another tenant's entry, and nothing left after a clear.
 */
const TENANCY_TABLES = /\b(advertisers|agencies|campaigns|user_agencies|user_advertisers|user_advertiser_groups)\b/;
const SAME_HEADERS = ['content-type', 'content-length', 'content-encoding', 'vary'] as const;

describe.each(ENGINES)('cache hits as stored bytes on %s', (engine) => {
  let server: TestServer;
  let agency: string;
  let breakdown: { url: string; body: Record<string, unknown> };
  const queries: string[] = [];

  const send = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: breakdown.url,
      payload: body,
      headers: { ahauth: `Bearer ${token}`, ...headers },
    });
  const headersOf = (response: LightMyRequestResponse) => SAME_HEADERS.map((name) => response.headers[name]);

  beforeAll(async () => {
    server = await startServerAt(engine);
    const [campaign] = await deliveringCampaigns(server.db, RIVERSIDE);
    breakdown = {
      url: '/api/advertiser/performance/breakdown',
      body: { advertiserId: RIVERSIDE, ...RANGE, campaigns: [campaign], dimension: 'zip' },
    };
    agency = await tokenOf(server, 'agency.admin@sightline.test');
    const executor = server.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = (query) => {
      queries.push(query.sql);
      return execute(query);
    };
  });
  afterAll(async () => {
    await server.close();
  });

  it('a plain hit is byte for byte the miss, which is the JSON Fastify would write', async () => {
    const miss = await send(agency, { ...breakdown.body, reload: true });
    const hit = await send(agency, breakdown.body);
    expect([miss.statusCode, miss.headers['x-cache'], hit.headers['x-cache']]).toEqual([200, 'miss', 'hit']);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(miss.body).toBe(JSON.stringify(miss.json()));
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(miss.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(miss.headers['content-encoding']).toBeUndefined();
    expect(miss.headers.vary).toBe('Accept-Encoding');
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('a %s hit carries the same compressed bytes as the miss', async (encoding, decode) => {
    const plain = await send(agency, breakdown.body);
    const miss = await send(agency, { ...breakdown.body, reload: true }, { 'accept-encoding': encoding });
    const hit = await send(agency, breakdown.body, { 'accept-encoding': `${encoding}, identity` });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(miss.headers['content-encoding']).toBe(encoding);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(decode(hit.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('a hit reads no tenancy table: the scope decided it', async () => {
    const device = { ...breakdown.body, dimension: 'device' };
    server.ctx.cache.clear();
    queries.length = 0;
    expect((await send(agency, device)).headers['x-cache']).toBe('miss');
    const missTenancy = queries.filter((text) => TENANCY_TABLES.test(text));
    queries.length = 0;
    expect((await send(agency, device)).headers['x-cache']).toBe('hit');
    expect(missTenancy.length).toBeGreaterThan(0);
    expect(queries.filter((text) => TENANCY_TABLES.test(text))).toEqual([]);
  });

  it.each(['agency.admin@sightline.test', 'subagency@sightline.test'])(
    'an overview hit for %s reads no tenancy table either: its audience was decided with its scope',
    async (email) => {
      const token = await tokenOf(server, email);
      const overview = () => server.get('/api/performance-overview/impressions/by-clients/last30days', token);
      server.ctx.cache.clear();
      queries.length = 0;
      const miss = await overview();
      expect([miss.statusCode, miss.headers['x-cache']]).toEqual([200, 'miss']);
      expect(queries.filter((text) => TENANCY_TABLES.test(text)).length).toBeGreaterThan(0);
      queries.length = 0;
      const hit = await overview();
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.body).toBe(miss.body);
      expect(queries.filter((text) => TENANCY_TABLES.test(text))).toEqual([]);
    },
  );

  it("an order screen's hit reads no table at all", async () => {
    const order = await server.db
      .selectFrom('orders')
      .select('id')
      .where('advertiser_id', '=', RIVERSIDE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const summary = () =>
      server.get(`/api/advertiser/single-order/summary/${RIVERSIDE}/${order.id}/last30days`, agency);
    server.ctx.cache.clear();
    const miss = await summary();
    expect([miss.statusCode, miss.headers['x-cache']]).toEqual([200, 'miss']);
    queries.length = 0;
    const hit = await summary();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(queries.filter((text) => /\b(orders|advertisers|campaigns)\b/.test(text))).toEqual([]);
  });

  it.each(['other.agency@sightline.test', 'station@sightline.test', 'subagency@sightline.test'])(
    '%s never gets a hit of an entry of an advertiser it may not see',
    async (email) => {
      await send(agency, breakdown.body);
      expect((await send(agency, breakdown.body)).headers['x-cache']).toBe('hit');
      const response = await send(await tokenOf(server, email), breakdown.body, { 'accept-encoding': 'gzip' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.json()).toEqual({ error: MESSAGES.advertiserNotFound });
    },
  );

  it('a clear drops the stored bytes and their count', async () => {
    const superToken = await tokenOf(server, 'super@sightline.test');
    await send(agency, breakdown.body, { 'accept-encoding': 'br' });
    const before = (await server.get('/api/admin/cache', superToken)).json() as { approximateBytes: number };
    expect(before.approximateBytes).toBeGreaterThan(0);
    const cleared = await server.app.inject({
      method: 'DELETE',
      url: '/api/admin/cache',
      headers: { ahauth: `Bearer ${superToken}` },
    });
    expect(cleared.json()).toMatchObject({ entries: 0, approximateBytes: 0 });
    const after = await send(agency, breakdown.body, { 'accept-encoding': 'br' });
    expect(after.headers['x-cache']).toBe('miss');
    expect((await send(agency, breakdown.body)).headers['x-cache']).toBe('hit');
    const one = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/cache/advertiser/${RIVERSIDE}`,
      headers: { ahauth: `Bearer ${superToken}` },
    });
    expect(one.json()).toMatchObject({ entries: 0, approximateBytes: 0 });
    expect((await send(agency, breakdown.body)).headers['x-cache']).toBe('miss');
  });
});
