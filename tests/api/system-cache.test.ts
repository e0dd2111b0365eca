import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RANGE, RIVERSIDE } from './performance-helpers';

const HARBOR = 10000002;
const SUPER = 'super@sightline.test';

interface Stats {
  entries: number;
  approximateBytes: number;
  hits: number;
  misses: number;
  hitRate: number | null;
  generation: number;
  oldestAgeMs: number | null;
  byAdvertiser: { advertiserId: number; name: string; entries: number }[];
}

/**
 * System Admin › cache on two app instances over one database (each with its own response cache), as behind a
 * load balancer: the figures of one instance, and clears that reach both.
 */
describe.each(ENGINES)('System Admin › cache on %s', (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  let superToken: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ app: other } = await buildApp({ db: server.db, config: server.ctx.config }));
    superToken = (await server.login(SUPER)).accessToken;
    adminToken = (await server.login('agency.admin@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const summary = (app: FastifyInstance, advertiserId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/advertiser/performance/summary',
      payload: { advertiserId, ...RANGE },
      headers: { ahauth: `Bearer ${superToken}` },
    });
  const admin = (app: FastifyInstance, method: 'GET' | 'DELETE', url: string, token = superToken) =>
    app.inject({ method, url, headers: token ? { ahauth: `Bearer ${token}` } : {} });
  const stats = async (app: FastifyInstance): Promise<Stats> => {
    const response = await admin(app, 'GET', '/api/admin/cache');
    expect(response.statusCode).toBe(200);
    return response.json() as Stats;
  };
  const cacheAudit = () =>
    server.db.selectFrom('audit_log').selectAll().where('area', '=', 'cache').orderBy('id').execute();
  const afterGenerationCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('refuses a signed-out caller (401) and an agency admin (403) on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/cache'],
      ['DELETE', '/api/admin/cache'],
      ['DELETE', `/api/admin/cache/advertiser/${RIVERSIDE}`],
    ] as const) {
      expect((await admin(server.app, method, url, '')).statusCode).toBe(401);
      expect((await admin(server.app, method, url, adminToken)).statusCode).toBe(403);
    }
    expect(await cacheAudit()).toEqual([]);
  });

  it('counts entries, bytes, hits and misses as dashboards are served', async () => {
    const empty = await stats(server.app);
    expect(empty).toMatchObject({ entries: 0, approximateBytes: 0, hitRate: null, oldestAgeMs: null });
    expect((await summary(server.app, RIVERSIDE)).headers['x-cache']).toBe('miss');
    const one = await stats(server.app);
    expect(one).toMatchObject({ entries: 1, hits: 0, misses: 1, hitRate: 0 });
    expect(one.approximateBytes).toBeGreaterThan(100);
    expect(one.byAdvertiser).toEqual([{ advertiserId: RIVERSIDE, name: 'Riverside Auto Group', entries: 1 }]);
    expect((await summary(server.app, RIVERSIDE)).headers['x-cache']).toBe('hit');
    expect(await stats(server.app)).toMatchObject({ entries: 1, hits: 1, misses: 1, hitRate: 0.5 });
  });

  it('clears one advertiser on every instance and leaves the other advertiser’s entries', async () => {
    for (const app of [server.app, other]) {
      await summary(app, RIVERSIDE);
      await summary(app, HARBOR);
    }
    const before = await stats(other);
    expect(before.byAdvertiser.map((a) => a.advertiserId).sort()).toEqual([RIVERSIDE, HARBOR].sort());

    const cleared = await admin(server.app, 'DELETE', `/api/admin/cache/advertiser/${RIVERSIDE}`);
    expect(cleared.statusCode).toBe(200);
    // This instance at once.
    expect((cleared.json() as Stats).byAdvertiser.map((a) => a.advertiserId)).toEqual([HARBOR]);
    expect((await summary(server.app, RIVERSIDE)).headers['x-cache']).toBe('miss');
    // The other within its generation check.
    await afterGenerationCheck();
    expect((await stats(other)).byAdvertiser.map((a) => a.advertiserId)).toEqual([HARBOR]);
    expect((await summary(other, RIVERSIDE)).headers['x-cache']).toBe('miss');
    expect((await summary(other, HARBOR)).headers['x-cache']).toBe('hit');

    const [row] = (await cacheAudit()).filter((r) => r.object_type === 'advertiser');
    expect(row).toMatchObject({ action: 'clear', object_id: String(RIVERSIDE), actor_email: SUPER, agency_id: 1 });
    expect(JSON.parse(row!.before!)).toEqual({ entries: 1 });
    expect(JSON.parse(row!.after!)).toMatchObject({ entries: 0, clearCounter: 1 });

    expect((await admin(server.app, 'DELETE', '/api/admin/cache/advertiser/999999')).json()).toEqual({
      error: MESSAGES.advertiserNotFound,
    });
  });

  it('clears all on every instance through the data generation', async () => {
    await summary(server.app, HARBOR);
    await summary(other, HARBOR);
    const generation = (await stats(server.app)).generation;
    expect((await stats(other)).entries).toBeGreaterThan(0);

    const cleared = await admin(server.app, 'DELETE', '/api/admin/cache');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ entries: 0, approximateBytes: 0, generation: generation + 1 });
    await afterGenerationCheck();
    expect(await stats(other)).toMatchObject({ entries: 0, generation: generation + 1 });
    expect((await summary(other, HARBOR)).headers['x-cache']).toBe('miss');

    const row = (await cacheAudit()).find((r) => r.object_id === 'all')!;
    expect(row).toMatchObject({ action: 'clear', object_type: 'cache', agency_id: null });
    expect(JSON.parse(row.before!)).toMatchObject({ generation });
    expect(JSON.parse(row.after!)).toEqual({ generation: generation + 1 });
  });
});
