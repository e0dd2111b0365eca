import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { ADMISSION_MS } from '../../src/server/services/response-cache';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A share guest's calls do not read `share_links` each time (issue 29: a cache hit is nearly free): that the link
 * is live is kept for a moment, and whatever ends the link still ends its guests, at once on the instance that
 * made the change and within the generation check (1 s) on another instance of the same database.
 */
describe.each(ENGINES)('share link liveness kept for a moment on %s', (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  let staff: string;
  let campaigns: { id: number; type: string }[];

  beforeAll(async () => {
    server = await startServerAt(engine);
    ({ app: other } = await buildApp({ db: server.db, config: server.ctx.config }));
    staff = await tokenOf(server, 'agency.staff@sightline.test');
    campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  /** A new link and the guest token of one visit. */
  const guestOfNewLink = async (): Promise<{ id: number; etoken: string }> => {
    const created = await server.post(
      '/api/getShareDashboardLink',
      { advertiserId: RIVERSIDE, tab: 'summary', campaignIds: campaigns.slice(0, 2).map((c) => c.id), ...RANGE },
      staff,
    );
    expect(created.statusCode).toBe(201);
    const { id, shortId } = created.json() as { id: number; shortId: string };
    const opened = await server.app.inject({ method: 'GET', url: `/api/getSharedDashboard?id=${shortId}` });
    expect(opened.statusCode).toBe(200);
    return { id, etoken: (opened.json() as { etoken: string }).etoken };
  };
  const summary = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/advertiser/performance/summary',
      payload: { advertiserId: RIVERSIDE, ...RANGE },
      headers: { ahauth: `Bearer ${token}` },
    });

  it('decides a link is live once per moment: a row changed behind the service is seen only after it', async () => {
    const { id, etoken } = await guestOfNewLink();
    expect((await summary(server.app, etoken)).statusCode).toBe(200);
    // A write that tells no cache (as a hand edit of the database would): the kept decision still holds...
    await server.db.updateTable('share_links').set({ revoked_at: Date.now() }).where('id', '=', id).execute();
    expect((await summary(server.app, etoken)).statusCode).toBe(200);
    // ...for ADMISSION_MS at most; then the link is read again and the guest refused.
    await sleep(ADMISSION_MS + 100);
    expect((await summary(server.app, etoken)).statusCode).toBe(401);
  });

  it('a revoke ends the guest at once here and within the generation check on another instance', async () => {
    const { id, etoken } = await guestOfNewLink();
    expect((await summary(server.app, etoken)).statusCode).toBe(200);
    expect((await summary(other, etoken)).statusCode).toBe(200);
    const revoked = await server.post(`/api/shares/${id}/revoke`, {}, staff);
    expect(revoked.statusCode).toBe(200);
    expect((await summary(server.app, etoken)).statusCode).toBe(401);
    // Well inside the other instance's ADMISSION_MS (real time), past its generation check (the wall clock): the
    // advertiser's clear counter moved.
    vi.setSystemTime(TEST_NOON + 1_100);
    try {
      expect((await summary(other, etoken)).statusCode).toBe(401);
    } finally {
      vi.setSystemTime(TEST_NOON);
    }
  });

  it('a rotation ends the old guest sessions at once, and a refusal is never kept', async () => {
    const { id, etoken } = await guestOfNewLink();
    expect((await summary(server.app, etoken)).statusCode).toBe(200);
    expect((await server.post(`/api/shares/${id}/rotate`, {}, staff)).statusCode).toBe(200);
    expect((await summary(server.app, etoken)).statusCode).toBe(401);

    // A link revoked and brought back (a campaign move undone does so) works again on the next call.
    const second = await guestOfNewLink();
    await server.db.updateTable('share_links').set({ revoked_at: Date.now() }).where('id', '=', second.id).execute();
    expect((await summary(server.app, second.etoken)).statusCode).toBe(401);
    await server.db.updateTable('share_links').set({ revoked_at: null }).where('id', '=', second.id).execute();
    expect((await summary(server.app, second.etoken)).statusCode).toBe(200);
  });
});
