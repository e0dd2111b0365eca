import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { refreshRollups } from '../../src/server/services/rollups';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RANGE, RIVERSIDE } from './performance-helpers';

/**
 * Two app instances on one database (each with its own in-memory response cache), as behind a load balancer:
 * a fact load through one invalidates the other's cached answers.
 */
describe.each(ENGINES)('cache invalidation across two instances on %s', (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ app: other } = await buildApp({ db: server.db, config: server.ctx.config }));
    token = (await server.login('agency.admin@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const summary = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/advertiser/performance/summary',
      payload: { advertiserId: RIVERSIDE, ...RANGE },
      headers: { ahauth: `Bearer ${token}` },
    });
  const displayImpressions = (body: string): number =>
    (JSON.parse(body) as { DISPLAYTotal: { Impressions: number } }).DISPLAYTotal.Impressions;

  it('a fact load through one instance changes the cached answer of the other', async () => {
    const first = await summary(server.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await summary(server.app)).headers['x-cache']).toBe('hit');

    // Instance two loads facts: a display campaign delivers 1,000 more impressions on a day of the range.
    const row = await server.db
      .selectFrom('fact_daily')
      .innerJoin('campaigns', 'campaigns.id', 'fact_daily.campaign_id')
      .select(['fact_daily.campaign_id', 'fact_daily.day', 'fact_daily.impressions'])
      .where('campaigns.advertiser_id', '=', RIVERSIDE)
      .where('campaigns.campaign_type', '=', 'DISPLAY')
      .where('fact_daily.day', '=', 20260610)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('fact_daily')
      .set({ impressions: Number(row.impressions) + 1000 })
      .where('campaign_id', '=', row.campaign_id)
      .where('day', '=', row.day)
      .execute();
    await refreshRollups(server.db, [RIVERSIDE]);
    expect((await summary(other)).headers['x-cache']).toBe('miss');

    // Instance one trusts the generation it read for a second, then sees the bump.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await summary(server.app);
    expect(after.headers['x-cache']).toBe('miss');
    expect(displayImpressions(after.body)).toBe(displayImpressions(first.body) + 1000);
  });
  it('a friendly name set through one instance shows on the other at once, with no reload forced', async () => {
    const campaigns = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: `/api/advertiser/campaigns/${RIVERSIDE}`,
        headers: { ahauth: `Bearer ${token}` },
      });
    type Listed = { Campaign: { id: number; FriendlyName: string | null }[] };
    const before = await campaigns(server.app);
    expect(before.statusCode).toBe(200);
    expect((await campaigns(server.app)).headers['x-cache']).toBe('hit');
    const [campaign] = (JSON.parse(before.body) as Listed).Campaign;

    const renamed = await other.inject({
      method: 'POST',
      url: '/api/setCampaignFriendlyName',
      payload: { advertiserId: RIVERSIDE, campaignId: campaign!.id, friendlyName: 'Renamed on instance two' },
      headers: { ahauth: `Bearer ${token}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(JSON.parse(renamed.body)).toMatchObject({ Attributes: { FriendlyName: 'Renamed on instance two' } });

    // Instance one re-reads the data generation within a second: its cached list is stale from then on.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await campaigns(server.app);
    expect(after.headers['x-cache']).toBe('miss');
    const listed = (JSON.parse(after.body) as Listed).Campaign.find((c) => c.id === campaign!.id);
    expect(listed?.FriendlyName).toBe('Renamed on instance two');
  });
});
