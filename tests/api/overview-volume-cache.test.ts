import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_VOLUME_MESSAGE } from '../../src/domain/messages';
import { bumpDataGeneration } from '../../src/server/services/data-generation';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { factSums, rows, TEST_NOW } from './overview-helpers';

const BASE = '/api/performance-overview';
const TEN_CALLS = [
  'active-orders/last30days',
  'impressions/last30days',
  'active-advertisers/last30days',
  'active-campaigns/last30days',
  'impressions/by-tactic/last30days',
  'impressions/by-clients/last30days',
  'ending-soon-orders/10/0/last30days',
  'pacing-orders/10/0/last30days',
  'today-view-campaigns/?sortBy=pacing_asc',
  'today-view-advertisers/?sortBy=impressions_desc',
];
const withQuery = (call: string, query: string) => `${BASE}/${call}${call.includes('?') ? '&' : '?'}${query}`;

describe.each(ENGINES)('overview data volume, filters and caching on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    // Agency A has more than three advertisers, so its admin trips the refusal without a filter.
    server = await startServerAt(engine, { config: { dataVolumeLimit: 3 } }, Date.parse(TEST_NOW));
    admin = (await server.login('agency.admin@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses every overview call with 501 and the exact data-volume text when no filter narrows it', async () => {
    for (const call of TEN_CALLS) {
      const response = await server.get(`${BASE}/${call}`, admin);
      expect({ call, status: response.statusCode }).toEqual({ call, status: 501 });
      expect(response.json()).toEqual({ error: DATA_VOLUME_MESSAGE });
    }
  });

  it('answers with an advertisers filter, narrowed to the filtered advertisers the caller may see', async () => {
    for (const call of TEN_CALLS) {
      expect((await server.get(withQuery(call, 'advertisers=10000001,10000002'), admin)).statusCode).toBe(200);
    }
    const [agencyB] = await rows(server.db, sql`select min(id) as id from advertisers where agency_id = 2`);
    // An advertiser of agency B in the filter is dropped, not counted and not revealed.
    const url = `${BASE}/impressions/last30days?advertisers=10000001,10000002,${Number(agencyB!.id)}`;
    const body = (await server.get(url, admin)).json();
    const expected = await factSums(server.db, [10000001, 10000002], 20260516, 20260614);
    expect(body.Impressions).toBe(expected.impressions);
    expect(body.Clicks).toBe(expected.clicks);
  });

  it('refuses the agency-wide today view export alike, and lets it through with a filter', async () => {
    for (const type of ['campaigns', 'advertisers']) {
      const refused = await server.get(`/api/export/getTodayView?type=${type}`, admin);
      expect(refused.statusCode).toBe(501);
      expect(refused.json()).toEqual({ error: DATA_VOLUME_MESSAGE });
      const filtered = await server.get(`/api/export/getTodayView?type=${type}&advertisers=10000001,10000002`, admin);
      expect(filtered.statusCode).toBe(200);
      expect(filtered.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
    }
  });

  it("answers with a userId filter, counting that user's advertisers", async () => {
    const { user } = await server.login('advertiser@sightline.test');
    const body = (await server.get(`${BASE}/impressions/last30days?userId=${user.user_id}`, admin)).json();
    expect(body.Impressions).toBe((await factSums(server.db, [10000001, 10000002], 20260516, 20260614)).impressions);
    const clients = (
      await server.get(`${BASE}/impressions/by-clients/last30days?userId=${user.user_id}`, admin)
    ).json();
    expect((clients.Clients as { AdvertiserId: number }[]).map((c) => c.AdvertiserId).sort()).toEqual([
      10000001, 10000002,
    ]);
  });

  it('lets a caller who sees few advertisers through without a filter', async () => {
    const { accessToken } = await server.login('advertiser@sightline.test');
    expect((await server.get(`${BASE}/impressions/last30days`, accessToken)).statusCode).toBe(200);
  });

  it('caches per date range and forgets on a data-generation bump', async () => {
    const url = (range: string) => `${BASE}/impressions/${range}?advertisers=10000001`;
    expect((await server.get(url('last7days'), admin)).headers['x-cache']).toBe('miss');
    expect((await server.get(url('last7days'), admin)).headers['x-cache']).toBe('hit');
    expect((await server.get(url('last14days'), admin)).headers['x-cache']).toBe('miss');
    expect((await server.get(`${url('last7days')}&reload=true`, admin)).headers['x-cache']).toBe('miss');
    await bumpDataGeneration(server.db);
    // The cache trusts the generation it read for a second before reading it again.
    vi.setSystemTime(new Date(Date.parse(TEST_NOW) + 2_000));
    expect((await server.get(url('last7days'), admin)).headers['x-cache']).toBe('miss');
    expect((await server.get(url('last7days'), admin)).headers['x-cache']).toBe('hit');
  });

  it('computes concurrent identical requests once', async () => {
    for (const call of ['impressions/last90days', 'active-orders/thisyear', 'today-view-campaigns/?sortBy=name_desc']) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => server.get(withQuery(call, 'advertisers=10000001,10000002'), admin)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    }
  });

  it('serves an OpenAPI document, without sign-in, that lists every /api route', async () => {
    const response = await server.get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const path of Object.keys(doc.paths)) {
      documented.add(path.replace(/\?$/, ''));
      // An optional last parameter ('/{id}?') also documents the path without it.
      if (path.endsWith('}?')) documented.add(path.replace(/\/\{[^}]+\}\?$/, ''));
    }
    const routes = registeredPaths(server.app.printRoutes({ commonPrefix: false })).filter((p) => p.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((p) => !documented.has(p))).toEqual([]);
  });
});

/** Full paths of a `printRoutes({ commonPrefix: false })` tree, parameters written OpenAPI-style. */
function registeredPaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(full);
    if (match[3]) paths.push(full.replace(/:(\w+)/g, '{$1}'));
  }
  return paths;
}
