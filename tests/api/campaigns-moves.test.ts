/**
 * Moving a campaign to another advertiser (issue 23, POST /api/moveCampaign/) on every engine: rights before
 * validation, scope, the rows that move, both advertisers' figures, share links taken out or kept, the audit entry
 * and its undo through the audit log's revert. Product moves, clones and orders: campaigns-clones.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE } from './performance-helpers';
import {
  ADMIN,
  auditRows,
  callerFor,
  campaignRow,
  DASH,
  FOOD_BANK,
  HARBOR,
  impressionsOf,
  listedIds,
  OTHER,
  rowsByAdvertiser,
  STAFF,
  SUPER,
  typeTotal,
} from './campaign-moves-helpers';

const CALLS = ['/api/moveCampaign/', '/api/moveCampaignToProduct', '/api/cloneCampaignToAdvertiser'];

describe.each(ENGINES)('campaign moves on %s', (engine) => {
  let server: TestServer;
  const as = callerFor(() => server);
  let campaigns: { id: number; type: string }[];
  const move = (email: string, campaign: { id: number; type: string }, body: Record<string, unknown> = {}) =>
    as.post(email, '/api/moveCampaign/', {
      currentAdvertiserId: RIVERSIDE,
      targetAdvertiserId: HARBOR,
      campaignId: campaign.id,
      campaignType: campaign.type,
      ...body,
    });
  const revert = async (auditId: number) => as.post(SUPER, `/api/admin/audit/${auditId}/revert`, {});
  const share = async (ids: number[]) => {
    const created = await as.post(STAFF, '/api/getShareDashboardLink', {
      advertiserId: RIVERSIDE,
      tab: 'summary',
      campaignIds: ids,
      ...RANGE,
    });
    return created.json() as { id: number; shortId: string };
  };
  const open = (shortId: string) => server.get(`/api/getSharedDashboard?id=${shortId}`);
  const auditCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startServerAt(engine);
    campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => server?.close());

  it('answers 401 signed out, then 403 without the campaign admin rule, before any validation', async () => {
    const before = await auditCount();
    for (const url of [...CALLS, '/api/associateOrderWithCampaign']) {
      const out = await as.post(null, url, { bogus: true });
      expect({ url, status: out.statusCode, body: out.json() }).toEqual({
        url,
        status: 401,
        body: { error: MESSAGES.notAuthenticated },
      });
      const staff = await as.post(STAFF, url, { bogus: true });
      expect({ url, status: staff.statusCode, body: staff.json() }).toEqual({
        url,
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
    }
    expect(await auditCount()).toBe(before);
  });

  it('names a missing or invalid field in a 400', async () => {
    const missing = await as.post(ADMIN, '/api/moveCampaign/', { currentAdvertiserId: RIVERSIDE, campaignId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('targetAdvertiserId');
    const bad = await move(ADMIN, campaigns[0]!, { shareLinks: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('shareLinks');
  });

  it('keeps to the scope: 404 outside it, 400 for another agency, the same advertiser or another type', async () => {
    const campaign = campaigns[0]!;
    const expectError = async (
      response: Promise<{ statusCode: number; json(): unknown }>,
      status: number,
      text: string,
    ) => {
      const answer = await response;
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status, body: { error: text } });
    };
    await expectError(move(OTHER, campaign), 404, MESSAGES.advertiserNotFound);
    await expectError(move(ADMIN, campaign, { targetAdvertiserId: FOOD_BANK }), 404, MESSAGES.advertiserNotFound);
    await expectError(move(SUPER, campaign, { targetAdvertiserId: FOOD_BANK }), 400, MESSAGES.campaignOtherAgency);
    await expectError(move(ADMIN, campaign, { targetAdvertiserId: RIVERSIDE }), 400, MESSAGES.campaignSameAdvertiser);
    await expectError(
      move(ADMIN, campaign, { currentAdvertiserId: HARBOR, targetAdvertiserId: RIVERSIDE }),
      404,
      MESSAGES.campaignNotFound,
    );
    const otherType = campaign.type === 'SEM' ? 'OTT' : 'SEM';
    await expectError(
      move(ADMIN, { ...campaign, type: otherType }),
      400,
      MESSAGES.campaignTypeMismatch.replace('{type}', otherType),
    );
    expect((await campaignRow(server.db, campaign.id))!.advertiser_id).toBe(RIVERSIDE);
  });

  it("moves the campaign with its facts, geofences and notes; both advertisers' figures follow; undo moves it back", async () => {
    const admin = await as.token(ADMIN);
    const campaign = campaigns.find((c) => !['SEM', 'PREROLL', 'OTT', 'DISPLAY'].includes(c.type)) ?? campaigns[0]!;
    await server.db
      .insertInto('geofences')
      .values({
        advertiser_id: RIVERSIDE,
        campaign_id: campaign.id,
        name: 'Lot',
        address: '1 Main St',
        lat: 30,
        lon: -97,
        radius_m: 100,
        polygon: null,
      })
      .execute();
    const at = '2026-06-01T00:00:00.000Z';
    await server.db
      .insertInto('campaign_notes')
      .values({
        campaign_id: campaign.id,
        advertiser_id: RIVERSIDE,
        note_date: '2026-06-01',
        title: 'Flight note',
        body: 'Moved with the campaign.',
        created_at: at,
        created_by_id: 1,
        created_by_name: 'Admin',
        last_modified_at: at,
        last_modified_by_id: 1,
        last_modified_by_name: 'Admin',
      })
      .execute();
    const facts = await rowsByAdvertiser(server.db, 'fact_daily', campaign.id);
    const moved = (await typeTotal(server, admin, RIVERSIDE, campaign.type))!.Impressions;
    const harborBefore = (await typeTotal(server, admin, HARBOR, campaign.type))?.Impressions ?? 0;
    const riversideOthers = moved;

    const rollup = async (advertiserId: number) =>
      Number(
        (
          await server.db
            .selectFrom('rollup_advertiser_day')
            .select((eb) => eb.fn.sum<string>('impressions').as('n'))
            .where('advertiser_id', '=', advertiserId)
            .where('campaign_type', '=', campaign.type)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const rolled = { riverside: await rollup(RIVERSIDE), harbor: await rollup(HARBOR) };
    // Both lists cached before the move (read without reload below: the move makes them stale on this instance).
    expect(await listedIds(server, admin, RIVERSIDE, false)).toContain(campaign.id);
    expect(await listedIds(server, admin, HARBOR, false)).not.toContain(campaign.id);
    const allTime = await impressionsOf(server.db, campaign.id);
    const response = await move(DASH, campaign);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      campaign: {
        CampaignId: campaign.id,
        AdvertiserId: HARBOR,
        AdvertiserName: 'Harbor Dental Care',
        CampaignType: campaign.type,
        Hidden: false,
        Archived: false,
      },
      auditId: expect.any(Number),
    });
    expect(await rowsByAdvertiser(server.db, 'fact_daily', campaign.id)).toEqual({ [HARBOR]: facts[RIVERSIDE] });
    expect(Object.keys(await rowsByAdvertiser(server.db, 'fact_dim_daily', campaign.id))).toEqual([String(HARBOR)]);
    expect(await rowsByAdvertiser(server.db, 'geofences', campaign.id)).toEqual({ [HARBOR]: 1 });
    expect(await rowsByAdvertiser(server.db, 'campaign_notes', campaign.id)).toEqual({ [HARBOR]: 1 });
    const after = (await typeTotal(server, admin, HARBOR, campaign.type))!.Impressions;
    const riversideAfter = (await typeTotal(server, admin, RIVERSIDE, campaign.type))?.Impressions ?? 0;
    expect(after - harborBefore + riversideAfter).toBe(riversideOthers);
    expect(after).toBeGreaterThan(harborBefore);
    expect(await listedIds(server, admin, HARBOR, false)).toContain(campaign.id);
    expect(await listedIds(server, admin, RIVERSIDE, false)).not.toContain(campaign.id);
    // The overview's rollups of both advertisers follow at once.
    expect(await rollup(RIVERSIDE)).toBe(rolled.riverside - allTime);
    expect(await rollup(HARBOR)).toBe(rolled.harbor + allTime);
    const moves = await server.db
      .selectFrom('campaign_moves')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(moves).toMatchObject([
      { from_advertiser_id: RIVERSIDE, to_advertiser_id: HARBOR, keep_share_links: 0, moved_by: DASH, undone_at: null },
    ]);
    const [entry] = await auditRows(server.db, campaign.id);
    expect(entry).toMatchObject({
      id: body.auditId,
      objectType: 'campaign.advertiser',
      action: 'move',
      agencyId: 1,
      before: { advertiserId: RIVERSIDE },
      after: { advertiserId: HARBOR, moveId: Number(moves[0]!.id), shareLinks: 'remove', removedLinks: [] },
    });

    const undone = await revert(body.auditId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      reverts: body.auditId,
      before: { advertiserId: HARBOR },
      after: { advertiserId: RIVERSIDE },
    });
    expect(await rowsByAdvertiser(server.db, 'fact_daily', campaign.id)).toEqual(facts);
    expect(await rowsByAdvertiser(server.db, 'geofences', campaign.id)).toEqual({ [RIVERSIDE]: 1 });
    expect(await rowsByAdvertiser(server.db, 'campaign_notes', campaign.id)).toEqual({ [RIVERSIDE]: 1 });
    expect((await typeTotal(server, admin, RIVERSIDE, campaign.type))!.Impressions).toBe(moved);
    expect(await listedIds(server, admin, RIVERSIDE)).toContain(campaign.id);
    expect(await rollup(RIVERSIDE)).toBe(rolled.riverside);
    const [undoneMove] = await server.db
      .selectFrom('campaign_moves')
      .select('undone_at')
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(undoneMove!.undone_at).not.toBeNull();
  });

  it("takes the campaign out of the old advertiser's links (revoking an emptied one); undo puts it back", async () => {
    const [a, b] = campaigns.slice(-2) as [{ id: number; type: string }, { id: number; type: string }];
    const both = await share([a.id, b.id]);
    const alone = await share([a.id]);
    const response = await move(ADMIN, a);
    expect(response.statusCode).toBe(200);
    const links = await server.db
      .selectFrom('share_links')
      .select(['id', 'campaign_ids', 'revoked_at'])
      .where('id', 'in', [both.id, alone.id])
      .orderBy('id')
      .execute();
    expect(links.map((l) => [JSON.parse(l.campaign_ids), l.revoked_at === null])).toEqual([
      [[b.id], true],
      [[], false],
    ]);
    expect((await open(both.shortId)).json().selectedCampaigns).toEqual([b.id]);
    expect((await open(alone.shortId)).statusCode).toBe(404);
    const [entry] = (await auditRows(server.db, a.id)).slice(-1);
    expect(entry!.after).toMatchObject({
      removedLinks: [
        { id: both.id, revoked: false },
        { id: alone.id, revoked: true },
      ],
    });

    expect((await revert(response.json().auditId)).statusCode).toBe(200);
    expect((await open(both.shortId)).json().selectedCampaigns.sort()).toEqual([a.id, b.id].sort());
    expect((await open(alone.shortId)).json().selectedCampaigns).toEqual([a.id]);
  });

  it("keeps the old advertiser's links showing the campaign when asked to, until the move is undone", async () => {
    const [campaign, stays] = campaigns.slice(1, 3) as [{ id: number; type: string }, { id: number; type: string }];
    const link = await share([campaign.id, stays.id]);
    const response = await move(ADMIN, campaign, { shareLinks: 'keep' });
    expect(response.statusCode).toBe(200);
    const opened = await open(link.shortId);
    expect(opened.statusCode).toBe(200);
    const payload = opened.json();
    expect(payload.Campaign.map((c: { CampaignId: number }) => c.CampaignId).sort()).toEqual(
      [campaign.id, stays.id].sort(),
    );
    expect(payload.adData[`${campaign.type}Total`]).toBeDefined();
    const guest = await server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE },
      payload.etoken,
    );
    expect(guest.statusCode).toBe(200);
    expect(guest.json()[`${campaign.type}Total`].Impressions).toBeGreaterThan(0);
    expect((await listedIds(server, payload.etoken, RIVERSIDE)).sort()).toEqual([campaign.id, stays.id].sort());
    const kpi = await server.post(
      '/api/getCampaignKpi',
      { advertiser_id: RIVERSIDE, id: campaign.id, type: campaign.type },
      payload.etoken,
    );
    expect(kpi.statusCode).toBe(200);
    expect(kpi.json()).toMatchObject({ CampaignId: campaign.id });
    // Signed-in users of the old advertiser no longer see it.
    expect(await listedIds(server, await as.token(ADMIN), RIVERSIDE)).not.toContain(campaign.id);

    // Undone: the campaign is the old advertiser's again and the link reads it as before.
    expect((await revert(response.json().auditId)).statusCode).toBe(200);
    expect((await open(link.shortId)).json().selectedCampaigns.sort()).toEqual([campaign.id, stays.id].sort());
    // Moved again with the links taken out: the guest of the link no longer reads it.
    const again = await move(ADMIN, campaign);
    expect(again.statusCode).toBe(200);
    const refused = await server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: [campaign] },
      payload.etoken,
    );
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.campaignNotFound },
    });
    expect((await revert(again.json().auditId)).statusCode).toBe(200);
  });

  it('refuses the undo of a move (409) once the campaign has moved on, changing nothing', async () => {
    const campaign = campaigns[0]!;
    const row = (await campaignRow(server.db, campaign.id))!;
    const label = row.friendly_name ?? row.name;
    const response = await move(ADMIN, campaign);
    expect(response.statusCode).toBe(200);
    // Moved on outside the calls (an import, say): the undo must not drag it from where it is now.
    await server.db.updateTable('campaigns').set({ advertiser_id: 10000103 }).where('id', '=', campaign.id).execute();
    const refused = await revert(response.json().auditId);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { error: MESSAGES.campaignMovedSince.replace('{object}', label) },
    });
    expect((await campaignRow(server.db, campaign.id))!.advertiser_id).toBe(10000103);
    await server.db.updateTable('campaigns').set({ advertiser_id: HARBOR }).where('id', '=', campaign.id).execute();
    expect((await revert(response.json().auditId)).statusCode).toBe(200);
    expect((await campaignRow(server.db, campaign.id))!.advertiser_id).toBe(RIVERSIDE);
  });
});
