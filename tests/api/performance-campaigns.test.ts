import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { RIVERSIDE, tokenOf } from './performance-helpers';

type Range = { key: string; daterange: string; startDate: string; endDate: string };

describe.each(ENGINES)('campaigns list, products and date presets on %s', (engine) => {
  let server: TestServer;
  const rangesAt = async (iso: string): Promise<Record<string, Range>> => {
    vi.setSystemTime(Date.parse(iso));
    const token = await tokenOf(server, 'advertiser@sightline.test');
    const list = (await server.get(`/api/advertiser/campaigns/${RIVERSIDE}`, token)).json();
    return Object.fromEntries((list.DateRanges as Range[]).map((r) => [r.key, r]));
  };

  beforeAll(async () => {
    server = await startServerAt(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every campaign with the campaign-list-item fields', async () => {
    const token = await tokenOf(server, 'advertiser@sightline.test');
    const response = await server.get(`/api/advertiser/campaigns/${RIVERSIDE}`, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const rows = await server.db
      .selectFrom('campaigns')
      .selectAll()
      .where('advertiser_id', '=', RIVERSIDE)
      .orderBy('id')
      .execute();
    expect(body.Campaign.map((c: { id: number }) => c.id)).toEqual(rows.map((r) => r.id));
    const first = body.Campaign[0];
    for (const field of [
      'id',
      'CampaignId',
      'CampaignType',
      'AnalyticsType',
      'FeedSource',
      'ImpressionGoal',
      'HideSpend',
      'FriendlyName',
      'StartDate',
      'EndDate',
      'DateRange',
      'PropertyId',
      'status',
      'name',
      'AllowSingleCampaignView',
    ])
      expect(first).toHaveProperty(field);
    expect(body.StartDate).toBe(rows.map((r) => r.start_date).sort()[0]);
    expect(body.EndDate).toBe(
      rows
        .map((r) => r.end_date)
        .sort()
        .at(-1),
    );
    expect(body.CampTypes).toEqual([...new Set(rows.map((r) => r.campaign_type))].sort());
    expect(body.StateList[0]).toBe('All');
    expect(body.StateList).toEqual(expect.arrayContaining([...new Set(rows.map((r) => r.status))]));
    const flight = (body.DateRanges as Range[]).find((r) => r.key === first.DateRange)!;
    expect(flight).toMatchObject({ daterange: 'customRange', startDate: first.StartDate, endDate: first.EndDate });
    expect((await server.get('/api/advertiser/campaigns/', token)).json()).toEqual({ error: 'Missing advertiser ID' });
  });

  it('resolves month presets in the agency time zone (New York), not UTC', async () => {
    // 02:00 UTC on July 1st is still June 30th in New York.
    const ranges = await rangesAt('2026-07-01T02:00:00Z');
    expect(ranges.today).toMatchObject({ startDate: '2026-06-30', endDate: '2026-06-30' });
    expect(ranges.thismonth).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-30' });
    expect(ranges.lastmonth).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(ranges.last7days).toMatchObject({ startDate: '2026-06-23', endDate: '2026-06-29' });
  });

  it('resolves year presets across New Year in the agency time zone', async () => {
    const ranges = await rangesAt('2026-01-01T03:00:00Z');
    expect(ranges.thisyear).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(ranges.lastyear).toMatchObject({ startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(ranges.lastmonth).toMatchObject({ startDate: '2025-11-01', endDate: '2025-11-30' });
    const after = await rangesAt('2026-01-01T06:00:00Z');
    expect(after.thisyear).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(after.lastmonth).toMatchObject({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it("resolves a data call's preset the same way", async () => {
    vi.setSystemTime(Date.parse('2026-07-01T02:00:00Z'));
    const token = await tokenOf(server, 'advertiser@sightline.test');
    const body = (
      await server.post(
        '/api/advertiser/performance/summary',
        { advertiserId: RIVERSIDE, daterange: 'thismonth' },
        token,
      )
    ).json();
    expect(body).toMatchObject({ StartDate: '2026-06-01', EndDate: '2026-06-30' });
    vi.setSystemTime(Date.parse('2026-06-15T16:00:00Z'));
  });

  it('products: the active products, or the spec messages', async () => {
    const token = await tokenOf(server, 'advertiser@sightline.test');
    // The session id header (001 §6) names the token's own session.
    const { sessionId } = (await server.ctx.tokens.verify(token))!;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/getProductsForAdvertiser/${RIVERSIDE}`,
      headers: { ahauth: `Bearer ${token}`, session_id: sessionId },
    });
    expect(response.statusCode).toBe(200);
    const active = await server.db
      .selectFrom('campaigns')
      .select('campaign_type')
      .distinct()
      .where('advertiser_id', '=', RIVERSIDE)
      .where('status', 'in', ['Live', 'Paused', 'Partially Reserved', 'Reserved'])
      .execute();
    expect(
      response
        .json()
        .map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(active.map((a) => a.campaign_type).sort());
    expect((await server.get('/api/getProductsForAdvertiser/', token)).json()).toEqual({
      error: 'Missing advertiser id',
    });
    await server.db
      .updateTable('campaigns')
      .set({ status: 'Completed' })
      .where('advertiser_id', '=', 10000002)
      .execute();
    const none = await server.get('/api/getProductsForAdvertiser/10000002?reload=true', token);
    expect(none.json()).toEqual({ error: 'No currently active products were found' });
  });
});
