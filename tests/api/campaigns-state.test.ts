/**
 * The campaign state calls of issue 23 (helper S1) on every engine, part one: rights (401, then 403 before any
 * validation), scope (another agency's campaign answers 404), hide / unhide / the hidden list with their
 * messages and spellings, with their audit rows, the campaign leaving the picker and the dashboard list, and the
 * revert of the visibility facet. Archive and restore: campaigns-archive.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const DASH = 'dash.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const OTHER = 'other.agency@sightline.test';
const CLIENT = 'advertiser@sightline.test';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(ENGINES)('campaign state: hide and archive on %s', (engine) => {
  let server: TestServer;
  let campaigns: { id: number; type: string; end: string }[];
  let otherAgency: { advertiserId: number; campaignId: number };
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const send = async (email: string | null, method: Method, url: string, body?: unknown) => {
    const response = await server.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: email ? { ahauth: `Bearer ${await tokenOf(email)}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const auditRows = (campaignId: number, objectType: string) =>
    server.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'object_type', 'agency_id', 'before', 'after', 'actor_email', 'reverts'])
      .where('area', '=', 'campaigns')
      .where('object_type', '=', objectType)
      .where('object_id', '=', String(campaignId))
      .orderBy('id')
      .execute();
  const pickerIds = async (email: string) =>
    (await send(email, 'GET', `/api/campaign/search?advertiserId=${RIVERSIDE}&limit=1000`)).body.campaigns.map(
      (c: { id: number }) => c.id,
    ) as number[];
  const dashboardIds = async (email: string) =>
    (await send(email, 'GET', `/api/advertiser/campaigns/${RIVERSIDE}`)).body.Campaign.map(
      (c: { id: number }) => c.id,
    ) as number[];
  const campaignsOf = async (advertiserId: number) =>
    (
      await server.db
        .selectFrom('campaigns')
        .select(['id', 'campaign_type', 'end_date'])
        .where('advertiser_id', '=', advertiserId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ id: Number(row.id), type: row.campaign_type, end: row.end_date }));

  beforeAll(async () => {
    server = await startTestServer(engine);
    campaigns = await campaignsOf(RIVERSIDE);
    const other = await server.db
      .selectFrom('campaigns')
      .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
      .select(['campaigns.id', 'campaigns.advertiser_id'])
      .where('advertisers.agency_id', '=', 2)
      .orderBy('campaigns.id')
      .executeTakeFirstOrThrow();
    otherAgency = { advertiserId: Number(other.advertiser_id), campaignId: Number(other.id) };
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers 401 signed out, then 403 for staff without the campaign-admin rule, before any validation', async () => {
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/hideCampaign/', { bogus: true }],
      ['POST', '/api/unhideCampaign/', { bogus: true }],
      ['GET', '/api/getHiddenCampaigns/?limit=0', undefined],
      ['PUT', '/api/updateCampaignData/', { bogus: true }],
      ['POST', '/api/setCampaignFriendlyName', {}],
      ['POST', '/api/campaign/friendlyName', {}],
      ['POST', '/api/setCampaignSpendType', { spendType: 'NONE' }],
      ['POST', '/api/archiveCampaign', { scope: 'galaxy' }],
      ['GET', '/api/admin/campaigns/archive?limit=-1', undefined],
      ['POST', '/api/admin/campaigns/restore', { campaignIds: 'all' }],
      ['PUT', '/api/admin/campaigns/permissions', { audience: 'everyone' }],
    ];
    for (const [method, url, body] of calls) {
      const out = await send(null, method, url, body);
      expect({ url, status: out.status, body: out.body }).toEqual({
        url,
        status: 401,
        body: { error: MESSAGES.notAuthenticated },
      });
      for (const email of [STAFF, CLIENT]) {
        const refused = await send(email, method, url, body);
        expect({ url, email, status: refused.status }).toEqual({ url, email, status: 403 });
      }
    }
    expect(await server.db.selectFrom('audit_log').select('id').where('area', '=', 'campaigns').execute()).toEqual([]);
  });

  it("answers 404 for another agency's campaign, a campaign of another advertiser, and names missing fields", async () => {
    const foreign = await send(ADMIN, 'POST', '/api/hideCampaign/', otherAgency);
    expect(foreign).toEqual({ status: 404, body: { error: MESSAGES.advertiserNotFound } });
    const mismatched = await send(DASH, 'POST', '/api/hideCampaign/', {
      advertiserId: RIVERSIDE,
      campaignId: otherAgency.campaignId,
    });
    expect(mismatched).toEqual({ status: 404, body: { error: MESSAGES.campaignNotFound } });
    const missing = await send(ADMIN, 'POST', '/api/hideCampaign/', { advertiserId: RIVERSIDE });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('campaignId');
    // The other agency's admin sees its own campaign but not ours.
    expect(
      (await send(OTHER, 'POST', '/api/hideCampaign/', { advertiserId: RIVERSIDE, campaignId: campaigns[0]!.id }))
        .status,
    ).toBe(404);
  });

  it('hides a campaign: gone from the picker and the dashboard list, listed as hidden, audited, 409 twice', async () => {
    const id = campaigns[0]!.id;
    expect(await pickerIds(ADMIN)).toContain(id);
    expect(await dashboardIds(CLIENT)).toContain(id);
    const hidden = await send(DASH, 'POST', '/api/hideCampaign/', { advertiserId: RIVERSIDE, campaignId: id });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      success: true,
      auditId: expect.any(Number),
      campaign: {
        CampaignId: id,
        AdvertiserId: RIVERSIDE,
        AdvertiserName: expect.any(String),
        CampaignType: campaigns[0]!.type,
        Hidden: true,
        HiddenAt: expect.any(Number),
        HiddenBy: DASH,
        Archived: false,
        ArchivedAt: null,
        Audience: 'all',
        UpdatedAt: expect.any(Number),
      },
    });
    expect(Object.keys(hidden.body.campaign).sort()).toEqual(
      [
        'CampaignId',
        'AdvertiserId',
        'AdvertiserName',
        'CampaignName',
        'FriendlyName',
        'CampaignType',
        'StartDate',
        'EndDate',
        'ImpressionGoal',
        'Status',
        'OrderId',
        'SpendType',
        'SpendRate',
        'HideSpend',
        'Audience',
        'Hidden',
        'HiddenAt',
        'HiddenBy',
        'Archived',
        'ArchivedAt',
        'ArchivedBy',
        'ClonedFrom',
        'UpdatedAt',
      ].sort(),
    );
    expect(await pickerIds(ADMIN)).not.toContain(id);
    expect(await dashboardIds(CLIENT)).not.toContain(id);
    const list = await send(ADMIN, 'GET', '/api/getHiddenCampaigns/');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.campaigns.map((c: { CampaignId: number }) => c.CampaignId)).toEqual([id]);
    // The other agency's admin sees none of agency A's hidden campaigns.
    expect((await send(OTHER, 'GET', '/api/getHiddenCampaigns/')).body).toEqual({ campaigns: [], total: 0 });
    const again = await send(ADMIN, 'POST', '/api/hideCampaign/', { advertiserId: RIVERSIDE, campaignId: id });
    expect(again).toEqual({ status: 409, body: { error: 'The campaign is already hidden.' } });
    const audit = await auditRows(id, 'campaign.visibility');
    expect(
      audit.map((row) => [row.action, row.agency_id, row.actor_email, JSON.parse(row.before!), JSON.parse(row.after!)]),
    ).toEqual([['hide', 1, DASH, { hidden: false }, { hidden: true }]]);
    expect(audit[0]!.id).toBe(hidden.body.auditId);
  });

  it('pages, searches and filters the hidden list; unhides, 409 when not hidden', async () => {
    const [a, b] = [campaigns[1]!.id, campaigns[2]!.id];
    for (const id of [a, b]) {
      expect(
        (await send(ADMIN, 'POST', '/api/hideCampaign/', { advertiserId: RIVERSIDE, campaignId: id })).status,
      ).toBe(200);
    }
    const all = await send(SUPER, 'GET', '/api/getHiddenCampaigns/?limit=2');
    expect(all.body.total).toBe(3);
    expect(all.body.campaigns).toHaveLength(2);
    const next = await send(SUPER, 'GET', '/api/getHiddenCampaigns/?limit=2&offset=2');
    expect(next.body.campaigns).toHaveLength(1);
    const ids = [...all.body.campaigns, ...next.body.campaigns].map((c: { CampaignId: number }) => c.CampaignId);
    expect(new Set(ids)).toEqual(new Set([campaigns[0]!.id, a, b]));
    const name = (await server.db.selectFrom('campaigns').select('name').where('id', '=', b).executeTakeFirstOrThrow())
      .name;
    const found = await send(ADMIN, 'GET', `/api/getHiddenCampaigns/?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(found.body.campaigns.map((c: { CampaignId: number }) => c.CampaignId)).toContain(b);
    const byAdvertiser = await send(ADMIN, 'GET', `/api/getHiddenCampaigns/?advertiserId=${RIVERSIDE}`);
    expect(byAdvertiser.body.total).toBe(3);
    expect((await send(ADMIN, 'GET', `/api/getHiddenCampaigns/?advertiserId=${otherAgency.advertiserId}`)).status).toBe(
      404,
    );
    expect((await send(ADMIN, 'GET', '/api/getHiddenCampaigns/?limit=201')).status).toBe(400);
    const shown = await send(ADMIN, 'POST', '/api/unhideCampaign/', { advertiserId: RIVERSIDE, campaignId: b });
    expect(shown.status).toBe(200);
    expect(shown.body.campaign).toMatchObject({ CampaignId: b, Hidden: false, HiddenAt: null, HiddenBy: null });
    expect(await pickerIds(ADMIN)).toContain(b);
    const twice = await send(ADMIN, 'POST', '/api/unhideCampaign/', { advertiserId: RIVERSIDE, campaignId: b });
    expect(twice).toEqual({ status: 409, body: { error: 'The campaign is not hidden.' } });
    expect((await auditRows(b, 'campaign.visibility')).map((row) => row.action)).toEqual(['hide', 'unhide']);
  });

  it("answers an unexpected failure with 'occured' for hide and the hidden list, 'occurred' for unhide", async () => {
    const boom = () => {
      throw new Error('boom');
    };
    const spy = vi.spyOn(server.db, 'transaction').mockImplementation(boom);
    try {
      const ref = { advertiserId: RIVERSIDE, campaignId: campaigns[3]!.id };
      expect(await send(ADMIN, 'POST', '/api/hideCampaign/', ref)).toEqual({
        status: 500,
        body: { error: 'Error occured, please try again' },
      });
      expect(await send(ADMIN, 'POST', '/api/unhideCampaign/', ref)).toEqual({
        status: 500,
        body: { error: 'Error occurred, please try again' },
      });
      expect(await send(ADMIN, 'PUT', '/api/updateCampaignData/', { ...ref, data: { status: 'Paused' } })).toEqual({
        status: 500,
        body: { error: MESSAGES.errorOccured },
      });
    } finally {
      spy.mockRestore();
    }
    const scope = vi.spyOn(server.ctx.users, 'scopeOf').mockRejectedValue(new Error('boom'));
    try {
      expect(await send(ADMIN, 'GET', '/api/getHiddenCampaigns/')).toEqual({
        status: 500,
        body: { error: MESSAGES.errorOccured },
      });
    } finally {
      scope.mockRestore();
    }
  });

  it('reverts a hide through the audit log: the campaign is back in the picker', async () => {
    const id = campaigns[1]!.id;
    const [entry] = (await auditRows(id, 'campaign.visibility')).filter((row) => row.action === 'hide');
    const reverted = await send(SUPER, 'POST', `/api/admin/audit/${entry!.id}/revert`, {});
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({
      action: 'revert',
      reverts: entry!.id,
      before: { hidden: true },
      after: { hidden: false },
    });
    expect(await pickerIds(ADMIN)).toContain(id);
    expect(await dashboardIds(CLIENT)).toContain(id);
  });
});
