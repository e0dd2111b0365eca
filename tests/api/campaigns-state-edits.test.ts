/**
 * The campaign state calls of issue 23 (helper S1) on every engine, part two: updateCampaignData, the friendly
 * name (both paths), the spend terms and the audience, with their answers, messages, audit rows and the revert of
 * each facet through the audit log; an internal (staff) campaign leaves a client user's campaign list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const DASH = 'dash.admin@sightline.test';
const OTHER = 'other.agency@sightline.test';
const CLIENT = 'advertiser@sightline.test';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(ENGINES)('campaign state: data, names, spend and audience on %s', (engine) => {
  let server: TestServer;
  let ids: number[];
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
      .select(['id', 'action', 'before', 'after', 'agency_id'])
      .where('area', '=', 'campaigns')
      .where('object_type', '=', objectType)
      .where('object_id', '=', String(campaignId))
      .orderBy('id')
      .execute();
  const row = (id: number) =>
    server.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const revert = (entryId: number) => send(SUPER, 'POST', `/api/admin/audit/${entryId}/revert`, {});
  const dashboard = async (email: string) =>
    (await send(email, 'GET', `/api/advertiser/campaigns/${RIVERSIDE}`)).body.Campaign as {
      id: number;
      FriendlyName: string | null;
    }[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    ids = (
      await server.db
        .selectFrom('campaigns')
        .select('id')
        .where('advertiser_id', '=', RIVERSIDE)
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));
  }, 120_000);
  afterAll(async () => server?.close());

  it('updates campaign data, audited by wire names; checks dates, names, goal and status; reverts', async () => {
    const id = ids[0]!;
    const old = await row(id);
    const body = {
      advertiserId: RIVERSIDE,
      campaignId: id,
      data: {
        name: 'Spring Sale 2026',
        startDate: '2026-03-01',
        endDate: '2026-07-31',
        impressionGoal: 50000,
        status: 'Paused',
      },
    };
    const updated = await send(ADMIN, 'PUT', '/api/updateCampaignData/', body);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      success: true,
      auditId: expect.any(Number),
      campaign: {
        CampaignId: id,
        CampaignName: 'Spring Sale 2026',
        StartDate: '2026-03-01',
        EndDate: '2026-07-31',
        ImpressionGoal: 50000,
        Status: 'Paused',
      },
    });
    const [entry] = await auditRows(id, 'campaign.data');
    expect(entry!.id).toBe(updated.body.auditId);
    expect(JSON.parse(entry!.before!)).toEqual({
      name: old.name,
      startDate: old.start_date,
      endDate: old.end_date,
      impressionGoal: old.impression_goal == null ? null : Number(old.impression_goal),
      status: old.status,
    });
    expect(JSON.parse(entry!.after!)).toEqual(body.data);

    const refused: [unknown, string | null][] = [
      [{}, MESSAGES.campaignDataEmpty],
      [{ startDate: '2026-08-01' }, MESSAGES.campaignDatesOutOfOrder],
      [{ endDate: '2026-02-30' }, 'The endDate must be a real date written yyyy-MM-dd.'],
      [{ startDate: '03/01/2026' }, null],
      [{ name: 'Bad <b>name</b>' }, "The name may hold letters, digits, spaces and ' & . - only."],
      [{ impressionGoal: -1 }, null],
      [{ impressionGoal: 1.5 }, null],
      [{ status: 'Running' }, 'Unknown campaign status: Running.'],
      [{ colour: 'red' }, null],
    ];
    for (const [data, error] of refused) {
      const out = await send(ADMIN, 'PUT', '/api/updateCampaignData/', {
        advertiserId: RIVERSIDE,
        campaignId: id,
        data,
      });
      expect({ data, status: out.status }).toEqual({ data, status: 400 });
      if (error) expect(out.body).toEqual({ error });
    }
    const missing = await send(ADMIN, 'PUT', '/api/updateCampaignData/', { advertiserId: RIVERSIDE, campaignId: id });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('data');
    expect((await send(OTHER, 'PUT', '/api/updateCampaignData/', body)).status).toBe(404);
    expect(await auditRows(id, 'campaign.data')).toHaveLength(1);

    const reverted = await revert(entry!.id);
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ action: 'revert', before: body.data, after: JSON.parse(entry!.before!) });
    expect(await row(id)).toMatchObject({ name: old.name, start_date: old.start_date, status: old.status });
  });

  it('sets the friendly name on both paths: trimmed, audited, the dashboard shows it at once; reverts', async () => {
    const id = ids[1]!;
    const oldName = (await row(id)).friendly_name;
    expect((await dashboard(CLIENT)).find((c) => c.id === id)).toBeDefined();
    const named = await send(DASH, 'POST', '/api/setCampaignFriendlyName', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      friendlyName: '  Summer Radio  ',
    });
    expect(named.status).toBe(200);
    expect(named.body).toEqual({
      Attributes: {
        CampaignId: id,
        AdvertiserId: RIVERSIDE,
        FriendlyName: 'Summer Radio',
        UpdatedAt: expect.any(Number),
      },
      auditId: expect.any(Number),
    });
    expect((await dashboard(CLIENT)).find((c) => c.id === id)!.FriendlyName).toBe('Summer Radio');
    const inline = await send(ADMIN, 'POST', '/api/campaign/friendlyName', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      friendlyName: 'Summer Radio 2',
    });
    expect(inline.status).toBe(200);
    expect(inline.body.Attributes.FriendlyName).toBe('Summer Radio 2');
    expect((await dashboard(CLIENT)).find((c) => c.id === id)!.FriendlyName).toBe('Summer Radio 2');
    const audit = await auditRows(id, 'campaign.name');
    expect(audit.map((r) => [r.action, JSON.parse(r.before!), JSON.parse(r.after!)])).toEqual([
      ['rename', { friendlyName: oldName }, { friendlyName: 'Summer Radio' }],
      ['rename', { friendlyName: 'Summer Radio' }, { friendlyName: 'Summer Radio 2' }],
    ]);

    for (const path of ['/api/setCampaignFriendlyName', '/api/campaign/friendlyName']) {
      for (const body of [
        { advertiserId: RIVERSIDE, campaignId: id, friendlyName: '' },
        { advertiserId: RIVERSIDE, campaignId: id, friendlyName: '   ' },
        { campaignId: id, friendlyName: 'X' },
        { advertiserId: RIVERSIDE, friendlyName: 'X' },
      ]) {
        expect(await send(ADMIN, 'POST', path, body)).toEqual({
          status: 400,
          body: { error: 'Missing required field' },
        });
      }
      const bad = await send(ADMIN, 'POST', path, { advertiserId: RIVERSIDE, campaignId: id, friendlyName: 'a<b' });
      expect(bad).toEqual({
        status: 400,
        body: { error: "The friendlyName may hold letters, digits, spaces and ' & . - only." },
      });
      const long = await send(ADMIN, 'POST', path, {
        advertiserId: RIVERSIDE,
        campaignId: id,
        friendlyName: 'a'.repeat(201),
      });
      expect(long.status).toBe(400);
    }
    // The first rename cannot be reverted while a later one stands; the later one can.
    expect((await revert(audit[0]!.id)).status).toBe(409);
    const back = await revert(audit[1]!.id);
    expect(back.status).toBe(200);
    expect((await dashboard(CLIENT)).find((c) => c.id === id)!.FriendlyName).toBe('Summer Radio');
  });

  it('sets the spend type and rate (FLAT carries 0), keeps hideSpend when left out, audited; reverts', async () => {
    const id = ids[2]!;
    const old = await row(id);
    const markup = await send(ADMIN, 'POST', '/api/setCampaignSpendType', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      spendType: 'MARKUP',
      rate: 0.25,
      hideSpend: true,
    });
    expect(markup).toEqual({
      status: 200,
      body: { SpendRate: { SpendType: 'MARKUP', Rate: 0.25, HideSpend: true }, auditId: expect.any(Number) },
    });
    const flat = await send(ADMIN, 'POST', '/api/setCampaignSpendType', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      spendType: 'FLAT',
      rate: 12,
    });
    expect(flat.body.SpendRate).toEqual({ SpendType: 'FLAT', Rate: 0, HideSpend: true });
    for (const body of [
      { spendType: 'CPC', rate: 1 },
      { spendType: 'CPM', rate: -1 },
      { spendType: 'CPM' },
      { spendType: 'CPM', rate: 'ten' },
    ]) {
      const out = await send(ADMIN, 'POST', '/api/setCampaignSpendType', {
        advertiserId: RIVERSIDE,
        campaignId: id,
        ...body,
      });
      expect({ body, status: out.status }).toEqual({ body, status: 400 });
    }
    const audit = await auditRows(id, 'campaign.spend');
    expect(audit.map((r) => [r.action, JSON.parse(r.before!), JSON.parse(r.after!)])).toEqual([
      [
        'spend',
        { SpendType: old.spend_type, Rate: Number(old.spend_rate), HideSpend: Number(old.hide_spend) === 1 },
        { SpendType: 'MARKUP', Rate: 0.25, HideSpend: true },
      ],
      ['spend', { SpendType: 'MARKUP', Rate: 0.25, HideSpend: true }, { SpendType: 'FLAT', Rate: 0, HideSpend: true }],
    ]);
    expect((await revert(audit[1]!.id)).status).toBe(200);
    expect(await row(id)).toMatchObject({ spend_type: 'MARKUP', hide_spend: 1 });
    expect(Number((await row(id)).spend_rate)).toBe(0.25);
  });

  it("makes a campaign internal: gone from a client user's list, still the staff's; reverts", async () => {
    const id = ids[3]!;
    const body = { advertiserId: RIVERSIDE, campaignId: id, audience: 'staff' };
    const internal = await send(ADMIN, 'PUT', '/api/admin/campaigns/permissions', body);
    expect(internal.status).toBe(200);
    expect(internal.body).toMatchObject({
      success: true,
      campaign: { CampaignId: id, Audience: 'staff' },
      auditId: expect.any(Number),
    });
    expect((await dashboard(CLIENT)).map((c) => c.id)).not.toContain(id);
    expect((await dashboard(ADMIN)).map((c) => c.id)).toContain(id);
    expect(
      (await send(ADMIN, 'PUT', '/api/admin/campaigns/permissions', { ...body, audience: 'everyone' })).status,
    ).toBe(400);
    expect((await send(OTHER, 'PUT', '/api/admin/campaigns/permissions', body)).status).toBe(404);
    const [entry] = await auditRows(id, 'campaign.audience');
    expect([entry!.action, JSON.parse(entry!.before!), JSON.parse(entry!.after!), entry!.agency_id]).toEqual([
      'permissions',
      { audience: 'all' },
      { audience: 'staff' },
      1,
    ]);
    const back = await revert(entry!.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ before: { audience: 'staff' }, after: { audience: 'all' } });
    expect((await dashboard(CLIENT)).map((c) => c.id)).toContain(id);
  });

  it('refuses a name revert once updateCampaignData changed the friendly name since (409)', async () => {
    const id = ids[4]!;
    const named = await send(ADMIN, 'POST', '/api/setCampaignFriendlyName', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      friendlyName: 'First',
    });
    const data = await send(ADMIN, 'PUT', '/api/updateCampaignData/', {
      advertiserId: RIVERSIDE,
      campaignId: id,
      data: { friendlyName: 'Second' },
    });
    expect(data.body.campaign.FriendlyName).toBe('Second');
    const refused = await revert(named.body.auditId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('was changed since by agency.admin@sightline.test');
  });
});
