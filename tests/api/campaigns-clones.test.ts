/**
 * Product moves, clones and orders of campaigns (issue 23: moveCampaignToProduct, cloneCampaignToAdvertiser,
 * associateOrderWithCampaign) on every engine: their answers and messages, scope, audit entries, undo through the
 * audit log's revert, and the catalogue's 500 for a failure that is nobody's mistake.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RIVERSIDE } from './performance-helpers';
import {
  ADMIN,
  auditRows,
  callerFor,
  campaignRow,
  FOOD_BANK,
  HARBOR,
  impressionsOf,
  listedIds,
  OTHER,
  rowsByAdvertiser,
  SUPER,
  typeTotal,
} from './campaign-moves-helpers';

type Campaign = { id: number; type: string };

describe.each(ENGINES)('campaign products, clones and orders on %s', (engine) => {
  let server: TestServer;
  const as = callerFor(() => server);
  let campaigns: Campaign[];
  const revert = async (auditId: number) => as.post(SUPER, `/api/admin/audit/${auditId}/revert`, {});
  const error = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
    const answer = await response;
    return { status: answer.statusCode, body: answer.json() };
  };
  const products = async (advertiserId: number) =>
    (
      (await server.get(`/api/getProductsForAdvertiser/${advertiserId}?reload=true`, await as.token(ADMIN))).json() as {
        code: string;
      }[]
    ).map((p) => p.code);
  const clone = (campaign: Campaign, body: Record<string, unknown> = {}) =>
    as.post(ADMIN, '/api/cloneCampaignToAdvertiser', {
      campaignType: campaign.type,
      campaignId: campaign.id,
      sourceAdvertiserId: RIVERSIDE,
      targetAdvertiserId: HARBOR,
      newCampaignName: 'Harbor Spring Flight',
      ...body,
    });

  beforeAll(async () => {
    server = await startServerAt(engine);
    campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => server?.close());

  it("moves a campaign to another product the agency sells, changing the advertiser's products; undo restores it", async () => {
    const sem = (await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type as type'])
      .where('advertiser_id', '=', HARBOR)
      .where('campaign_type', '=', 'SEM')
      .executeTakeFirstOrThrow()) as Campaign;
    await server.db.updateTable('campaigns').set({ status: 'Live' }).where('id', '=', sem.id).execute();
    const body = (newProduct: string) => ({
      campaignType: 'SEM',
      advertiserId: HARBOR,
      campaignId: sem.id,
      newProduct,
    });
    expect(await products(HARBOR)).toContain('SEM');
    expect(await products(HARBOR)).not.toContain('LINKEDIN');

    expect(await error(as.post(ADMIN, '/api/moveCampaignToProduct', body('NOPE')))).toEqual({
      status: 400,
      body: { error: MESSAGES.campaignProductNotSold },
    });
    expect(await error(as.post(ADMIN, '/api/moveCampaignToProduct', body('SEM')))).toEqual({
      status: 400,
      body: { error: MESSAGES.campaignSameProduct },
    });
    expect((await error(as.post(OTHER, '/api/moveCampaignToProduct', body('LINKEDIN')))).status).toBe(404);

    const moved = await as.post(ADMIN, '/api/moveCampaignToProduct', body('linkedin'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ success: true, campaign: { CampaignId: sem.id, CampaignType: 'LINKEDIN' } });
    expect(await products(HARBOR)).toContain('LINKEDIN');
    const [entry] = (await auditRows(server.db, sem.id)).filter((e) => e.objectType === 'campaign.product');
    expect(entry).toMatchObject({
      id: moved.json().auditId,
      action: 'moveProduct',
      before: { campaignType: 'SEM' },
      after: { campaignType: 'LINKEDIN' },
    });

    expect((await revert(entry!.id)).statusCode).toBe(200);
    expect((await campaignRow(server.db, sem.id))!.campaign_type).toBe('SEM');
    expect(await products(HARBOR)).not.toContain('LINKEDIN');
  });

  it('clones as a template: settings, geofences and notes, no delivery; the next id skips an undone clone', async () => {
    const source = campaigns.find((c) => c.id === 700135) ?? campaigns[0]!;
    const fences = (await rowsByAdvertiser(server.db, 'geofences', source.id))[RIVERSIDE] ?? 0;
    const top = Number(
      (
        await server.db
          .selectFrom('campaigns')
          .select((eb) => eb.fn.max('id').as('top'))
          .executeTakeFirstOrThrow()
      ).top,
    );
    const cached = await listedIds(server, await as.token(ADMIN), HARBOR, false);
    const response = await clone(source);
    expect(response.statusCode).toBe(200);
    const { campaign, auditId } = response.json();
    // A cached list is stale at once (the data generation moved).
    expect(await listedIds(server, await as.token(ADMIN), HARBOR, false)).toEqual([...cached, campaign.CampaignId]);
    const original = (await campaignRow(server.db, source.id))!;
    expect(campaign).toMatchObject({
      CampaignId: top + 1,
      AdvertiserId: HARBOR,
      CampaignName: 'Harbor Spring Flight',
      FriendlyName: null,
      CampaignType: source.type,
      StartDate: original.start_date,
      EndDate: original.end_date,
      SpendType: original.spend_type,
      OrderId: null,
      ClonedFrom: source.id,
      Audience: 'all',
    });
    expect(await impressionsOf(server.db, campaign.CampaignId)).toBe(0);
    expect(await rowsByAdvertiser(server.db, 'geofences', campaign.CampaignId)).toEqual(
      fences ? { [HARBOR]: fences } : {},
    );
    expect(await listedIds(server, await as.token(ADMIN), HARBOR)).toContain(campaign.CampaignId);
    const [entry] = await auditRows(server.db, campaign.CampaignId);
    expect(entry).toMatchObject({ id: auditId, objectType: 'campaign.clone', action: 'clone', before: null });
    expect(entry!.after).toMatchObject({ CampaignId: top + 1, sourceCampaignId: source.id, withHistory: false });

    expect((await revert(auditId)).statusCode).toBe(200);
    expect(await campaignRow(server.db, campaign.CampaignId)).toBeUndefined();
    expect(await rowsByAdvertiser(server.db, 'geofences', campaign.CampaignId)).toEqual({});
    const next = await clone(source, { newCampaignName: 'Second Try' });
    expect(next.json().campaign.CampaignId).toBe(top + 2);
    expect((await revert(next.json().auditId)).statusCode).toBe(200);
  });

  it('clones with history: the same delivery under the new id and advertiser; undo deletes it all', async () => {
    const admin = await as.token(ADMIN);
    const source = campaigns.find((c) => c.type === 'VIDEO') ?? campaigns[0]!;
    const harborBefore = (await typeTotal(server, admin, HARBOR, source.type))?.Impressions ?? 0;
    const response = await clone(source, { withHistory: true, newCampaignName: 'Video With History' });
    expect(response.statusCode).toBe(200);
    const id = response.json().campaign.CampaignId as number;
    expect(await impressionsOf(server.db, id)).toBe(await impressionsOf(server.db, source.id));
    expect(await rowsByAdvertiser(server.db, 'fact_daily', id)).toEqual({
      [HARBOR]: (await rowsByAdvertiser(server.db, 'fact_daily', source.id))[RIVERSIDE],
    });
    expect(Object.keys(await rowsByAdvertiser(server.db, 'fact_dim_daily', id))).toEqual([String(HARBOR)]);
    // Its breakdown rollups are the source's, so its breakdowns read the same sums.
    const rollups = async (campaignId: number) =>
      (
        await server.db
          .selectFrom('fact_dim_period')
          .select(['dim', 'grain', 'period', 'key', 'impressions'])
          .where('campaign_id', '=', campaignId)
          .orderBy('dim')
          .orderBy('grain')
          .orderBy('period')
          .orderBy('key')
          .execute()
      ).map((r) => `${r.dim}|${r.grain}|${r.period}|${r.key}|${Number(r.impressions)}`);
    const sourceRollups = await rollups(source.id);
    expect(sourceRollups.length).toBeGreaterThan(0);
    expect(await rollups(id)).toEqual(sourceRollups);
    const riverside = (await typeTotal(server, admin, RIVERSIDE, source.type))!.Impressions;
    const sourceOnly = await server.post(
      '/api/advertiser/performance/summary',
      {
        advertiserId: RIVERSIDE,
        daterange: 'customRange',
        startDate: '2026-05-16',
        endDate: '2026-06-14',
        campaigns: [source],
        reload: true,
      },
      admin,
    );
    const copied = sourceOnly.json()[`${source.type}Total`].Impressions as number;
    expect((await typeTotal(server, admin, HARBOR, source.type))!.Impressions).toBe(harborBefore + copied);
    expect(riverside).toBeGreaterThanOrEqual(copied);

    expect((await revert(response.json().auditId)).statusCode).toBe(200);
    expect(await rowsByAdvertiser(server.db, 'fact_daily', id)).toEqual({});
    expect(await rowsByAdvertiser(server.db, 'fact_dim_daily', id)).toEqual({});
    expect(await rollups(id)).toEqual([]);
    expect((await typeTotal(server, admin, HARBOR, source.type))?.Impressions ?? 0).toBe(harborBefore);
  });

  it('refuses a clone outside the scope, to another agency, or with a bad name', async () => {
    const source = campaigns[0]!;
    expect(await error(clone(source, { targetAdvertiserId: FOOD_BANK }))).toEqual({
      status: 404,
      body: { error: MESSAGES.advertiserNotFound },
    });
    const superClone = as.post(SUPER, '/api/cloneCampaignToAdvertiser', {
      campaignType: source.type,
      campaignId: source.id,
      sourceAdvertiserId: RIVERSIDE,
      targetAdvertiserId: FOOD_BANK,
      newCampaignName: 'Elsewhere',
    });
    expect(await error(superClone)).toEqual({ status: 400, body: { error: MESSAGES.campaignOtherAgency } });
    expect(await error(clone(source, { newCampaignName: 'Bad <name>' }))).toEqual({
      status: 400,
      body: { error: MESSAGES.campaignCloneName },
    });
    expect(await error(clone(source, { campaignId: 700999 }))).toEqual({
      status: 404,
      body: { error: MESSAGES.campaignNotFound },
    });
  });

  it('associates an order of the advertiser; with another advertiser the campaign moves too; undo of each', async () => {
    const campaign = campaigns[0]!;
    const original = (await campaignRow(server.db, campaign.id))!;
    const otherOrder = original.order_id === 500002 ? 500003 : 500002;
    const body = (extra: Record<string, unknown>) => ({
      campaignType: campaign.type,
      campaignId: campaign.id,
      currentAdvertiserId: RIVERSIDE,
      advertiserId: RIVERSIDE,
      orderId: otherOrder,
      ...extra,
    });
    expect(await error(as.post(ADMIN, '/api/associateOrderWithCampaign', body({ orderId: 500013 })))).toEqual({
      status: 404,
      body: { error: MESSAGES.orderNotFound },
    });
    const linked = await as.post(ADMIN, '/api/associateOrderWithCampaign', body({}));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      success: true,
      campaign: { OrderId: otherOrder, AdvertiserId: RIVERSIDE },
      moveAuditId: null,
    });
    expect(await error(as.post(ADMIN, '/api/associateOrderWithCampaign', body({})))).toEqual({
      status: 400,
      body: { error: MESSAGES.campaignOrderSame },
    });
    expect((await revert(linked.json().auditId)).statusCode).toBe(200);
    expect((await campaignRow(server.db, campaign.id))!.order_id).toBe(original.order_id);

    const moved = await as.post(
      ADMIN,
      '/api/associateOrderWithCampaign',
      body({ advertiserId: HARBOR, orderId: 500013 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      campaign: { OrderId: 500013, AdvertiserId: HARBOR },
      moveAuditId: expect.any(Number),
    });
    const entries = (await auditRows(server.db, campaign.id)).slice(-2);
    expect(entries.map((e) => [e.objectType, e.after])).toEqual([
      ['campaign.advertiser', expect.objectContaining({ advertiserId: HARBOR, shareLinks: 'remove' })],
      ['campaign.order', { orderId: 500013 }],
    ]);
    expect((await revert(moved.json().auditId)).statusCode).toBe(200);
    expect((await revert(moved.json().moveAuditId)).statusCode).toBe(200);
    expect(await campaignRow(server.db, campaign.id)).toMatchObject({
      advertiser_id: RIVERSIDE,
      order_id: original.order_id,
    });
  });

  it("answers 500 'Error occured, please try again' for an unexpected failure, changing nothing", async () => {
    const campaign = campaigns[0]!;
    const spy = vi.spyOn(server.ctx.audit, 'write').mockRejectedValueOnce(new Error('disk on fire'));
    try {
      const response = await as.post(ADMIN, '/api/moveCampaign/', {
        currentAdvertiserId: RIVERSIDE,
        targetAdvertiserId: HARBOR,
        campaignId: campaign.id,
        campaignType: campaign.type,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 500,
        body: { error: MESSAGES.errorOccured },
      });
    } finally {
      spy.mockRestore();
    }
    expect((await campaignRow(server.db, campaign.id))!.advertiser_id).toBe(RIVERSIDE);
    expect(await rowsByAdvertiser(server.db, 'fact_daily', campaign.id)).not.toHaveProperty(String(HARBOR));
  });
});
