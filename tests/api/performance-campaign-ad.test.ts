import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, factSums, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

type Row = Record<string, number | string | null>;
const TODAY = 20260615;
const dayOf = (iso: string): number => Number(iso.replaceAll('-', ''));

describe.each(ENGINES)('ad, campaign ad, tactic summary and KPI on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let delivering: { id: number; type: string }[];

  beforeAll(async () => {
    server = await startServerAt(engine);
    token = await tokenOf(server, 'agency.admin@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => {
    await server.close();
  });

  it('ad performance: each campaign over the range', async () => {
    const campaigns = delivering.slice(0, 4);
    const response = await server.post(
      '/api/advertiser/performance/ad',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns },
      token,
    );
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().Campaigns;
    expect(rows.map((r) => r.CampaignId)).toEqual(campaigns.map((c) => c.id));
    for (const row of rows) {
      const expected = await factSums(server.db, [row.CampaignId as number]);
      expect(row.Impressions).toBe(expected.impressions);
      expect(row.Clicks).toBe(expected.clicks);
    }
  });

  it('all-time ad performance: every day up to today', async () => {
    const [first] = delivering;
    const response = await server.post(
      '/api/advertiser/performance/ad/alltime',
      { advertiserId: RIVERSIDE, campaigns: [first] },
      token,
    );
    const body = response.json();
    expect(body.daterange).toBe('alltime');
    expect(body.EndDate).toBe('2026-06-15');
    const expected = await factSums(server.db, [first!.id], { start: 20180101, end: TODAY });
    expect(body.Campaigns[0].Impressions).toBe(expected.impressions);
  });

  it('campaign ad performance: each campaign over its own flight', async () => {
    const response = await server.post('/api/advertiser/performance/campaign-ad', { advertiserId: RIVERSIDE }, token);
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().Campaigns;
    const all = await server.db.selectFrom('campaigns').selectAll().where('advertiser_id', '=', RIVERSIDE).execute();
    expect(rows).toHaveLength(all.length);
    for (const campaign of all.slice(0, 6)) {
      const row = rows.find((r) => r.CampaignId === campaign.id)!;
      const expected = await factSums(server.db, [campaign.id], {
        start: dayOf(campaign.start_date),
        end: dayOf(campaign.end_date),
      });
      expect(row.Impressions).toBe(expected.impressions);
      expect(row.StartDate).toBe(campaign.start_date);
    }
  });

  it("tactic summary: the tab's types only, always all time", async () => {
    const response = await server.post(
      '/api/advertiser/performance/tactic-summary',
      { advertiserId: RIVERSIDE, tactic: 'ott' },
      token,
    );
    const body = response.json();
    expect(body.daterange).toBe('alltime');
    expect(Object.keys(body).filter((k) => k.endsWith('Total'))).toEqual(['OTTTotal']);
    const ids = (
      await server.db
        .selectFrom('campaigns')
        .select('id')
        .where('advertiser_id', '=', RIVERSIDE)
        .where('campaign_type', '=', 'OTT')
        .execute()
    ).map((r) => r.id);
    expect(body.OTTTotal.Impressions).toBe(
      (await factSums(server.db, ids, { start: 20180101, end: TODAY })).impressions,
    );
  });

  it('campaign KPI: the flight so far, with id and type required', async () => {
    const [first] = delivering;
    const campaign = await server.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    const response = await server.post(
      '/api/getCampaignKpi',
      { advertiser_id: RIVERSIDE, id: first!.id, type: first!.type },
      token,
    );
    expect(response.statusCode).toBe(200);
    const expected = await factSums(server.db, [first!.id], {
      start: dayOf(campaign.start_date),
      end: Math.min(TODAY, dayOf(campaign.end_date)),
    });
    expect(response.json()).toMatchObject({ CampaignId: first!.id, Impressions: expected.impressions });
    const noAdvertiser = await server.post('/api/getCampaignKpi', { id: first!.id, type: first!.type }, token);
    expect(noAdvertiser.json().Impressions).toBe(expected.impressions);
    expect((await server.post('/api/getCampaignKpi', { id: first!.id }, token)).json()).toEqual({
      error: 'Missing parameters',
    });
    expect((await server.post('/api/getCampaignKpi', { type: 'OTT' }, token)).json()).toEqual({
      error: 'Missing parameters',
    });
    const wrongType = await server.post('/api/getCampaignKpi', { id: first!.id, type: 'NOTATYPE' }, token);
    expect(wrongType.statusCode).toBe(404);
  });
});
