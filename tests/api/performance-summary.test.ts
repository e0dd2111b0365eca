import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVERTISER_ID } from '../../src/domain/constants';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, factSums, RANGE, RANGE_DAYS, RIVERSIDE, tokenOf } from './performance-helpers';

type Totals = Record<string, number | string | null>;

describe.each(ENGINES)('performance totals on %s', (engine) => {
  let server: TestServer;
  let client: string;
  let agency: string;
  let delivering: { id: number; type: string }[];
  const summary = async (token: string, body: Record<string, unknown> = {}) =>
    server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE, reload: true, ...body },
      token,
    );

  beforeAll(async () => {
    server = await startServerAt(engine);
    client = await tokenOf(server, 'advertiser@sightline.test');
    agency = await tokenOf(server, 'agency.admin@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
    // Spend shown must not depend on the random demo flag in these checks.
    await server.db.updateTable('campaigns').set({ hide_spend: 0 }).where('advertiser_id', '=', RIVERSIDE).execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('totals every type over the range, as an independent SQL sum says', async () => {
    expect(delivering.length).toBeGreaterThan(3);
    const response = await summary(agency);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ daterange: 'customRange', StartDate: RANGE.startDate, EndDate: RANGE.endDate });
    for (const type of new Set(delivering.map((c) => c.type))) {
      const ids = (
        await server.db
          .selectFrom('campaigns')
          .select('id')
          .where('advertiser_id', '=', RIVERSIDE)
          .where('campaign_type', '=', type)
          .execute()
      ).map((r) => r.id);
      const expected = await factSums(server.db, ids);
      const totals: Totals = body[`${type}Total`];
      expect(totals.Impressions).toBe(expected.impressions);
      expect(totals.Clicks).toBe(expected.clicks);
      expect(totals.Conversions).toBe(expected.conversions);
      expect(totals.SpendVal as number).toBeCloseTo(expected.spend, 1);
      expect(totals.Cost as number).toBeCloseTo(expected.cost, 1);
      expect(totals.ClickThrough as number).toBeCloseTo((expected.clicks / expected.impressions) * 100, 2);
      if (totals.CostPerMille !== null)
        expect(totals.CostPerMille as number).toBeCloseTo((expected.spend / expected.impressions) * 1000, 1);
    }
  });

  it('carries every field of 000 §3 in each <TYPE>Total', async () => {
    const totals: Totals = (await summary(agency)).json().OTTTotal;
    for (const field of [
      'ContractStartDate',
      'ContractEndDate',
      'StartDate',
      'EndDate',
      'DaterangeStart',
      'DaterangeEnd',
      'StartDatePerformance',
      'EndDatePerformance',
      'LastModifiedDate',
      'SpendVal',
      'Impressions',
      'Clicks',
      'ClickThrough',
      'ImpressionPercent',
      'Pacing',
      'Reach',
      'Frequency',
      'VCR',
      'VC100',
      'CostPerClick',
      'CostPerMille',
      'CostPerView',
      'CostPerDeployment',
      'CostPerResponse',
      'EstimatedSearchImpressions',
      'ImpressionShare',
      'MarkupRate',
    ])
      expect(totals).toHaveProperty(field);
  });

  it.each([
    // Cases where dividing the cent-rounded SpendVal is a cent off: AUDIO's spend 2982.025 over 2 clicks is 1491.01.
    { advertiserId: DEMO_ADVERTISER_ID, daterange: 'lastmonth', days: { start: 20260501, end: 20260531 } },
    { advertiserId: 10000002, daterange: 'yesterday', days: { start: 20260614, end: 20260614 } },
  ])(
    'computes CostPerClick and CostPerMille of $advertiserId over $daterange from the unrounded spend',
    async ({ advertiserId, daterange, days }) => {
      await server.db
        .updateTable('campaigns')
        .set({ hide_spend: 0 })
        .where('advertiser_id', '=', advertiserId)
        .execute();
      const response = await server.post(
        '/api/advertiser/performance/summary',
        { advertiserId, daterange, reload: true },
        agency,
      );
      const body = response.json();
      const cents = (value: number) => Math.round(value * 100) / 100;
      let roundedWouldDiffer = 0;
      const types = await server.db
        .selectFrom('campaigns')
        .select(['campaign_type', 'id'])
        .where('advertiser_id', '=', advertiserId)
        .execute();
      for (const type of new Set(types.map((t) => t.campaign_type))) {
        const ids = types.filter((t) => t.campaign_type === type).map((t) => t.id);
        const { spend, clicks, impressions } = await factSums(server.db, ids, days);
        const totals: Totals = body[`${type}Total`];
        if (clicks > 0) expect({ type, CPC: totals.CostPerClick }).toEqual({ type, CPC: cents(spend / clicks) });
        if (impressions > 0)
          expect({ type, CPM: totals.CostPerMille }).toEqual({ type, CPM: cents((spend / impressions) * 1000) });
        if (clicks > 0 && cents(cents(spend) / clicks) !== cents(spend / clicks)) roundedWouldDiffer++;
        if (impressions > 0 && cents((cents(spend) / impressions) * 1000) !== cents((spend / impressions) * 1000))
          roundedWouldDiffer++;
      }
      expect(roundedWouldDiffer).toBeGreaterThan(0);
    },
  );

  it('applies the markup for the advertiser user and never sends them raw cost', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    await server.db
      .updateTable('campaigns')
      .set({ spend_type: 'MARKUP', spend_rate: 0.25 })
      .where('id', '=', ott.id)
      .execute();
    const expected = await factSums(server.db, [ott.id]);
    const response = await summary(client);
    const totals: Totals = response.json().OTTTotal;
    expect(totals.SpendVal as number).toBeCloseTo(expected.cost * 1.25, 1);
    expect(response.body).not.toMatch(/"Cost"|"MarkupRate"/);
    const agencyTotals: Totals = (await summary(agency)).json().OTTTotal;
    expect(agencyTotals.Cost as number).toBeCloseTo(expected.cost, 1);
    expect(agencyTotals.MarkupRate as number).toBeCloseTo(25, 1);
  });

  it('bills CPM campaigns by impressions for the advertiser user', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    await server.db
      .updateTable('campaigns')
      .set({ spend_type: 'CPM', spend_rate: 20 })
      .where('id', '=', ott.id)
      .execute();
    const expected = await factSums(server.db, [ott.id]);
    const totals: Totals = (await summary(client)).json().OTTTotal;
    expect(totals.SpendVal as number).toBeCloseTo((expected.impressions / 1000) * 20, 1);
  });

  it('computes pacing as delivery against the even spread of the goal', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    const campaign = await server.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', ott.id)
      .executeTakeFirstOrThrow();
    const start = Number(campaign.start_date.replaceAll('-', ''));
    const delivered = (await factSums(server.db, [ott.id], { start, end: RANGE_DAYS.end })).impressions;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const flightDays = day(campaign.end_date) - day(campaign.start_date) + 1;
    const elapsed = Math.min(flightDays, day(RANGE.endDate) - day(campaign.start_date) + 1);
    const expected = (Number(campaign.impression_goal) * elapsed) / flightDays;
    const totals: Totals = (await summary(agency)).json().OTTTotal;
    expect(totals.Pacing as number).toBeCloseTo((delivered / expected - 1) * 100, 1);
    expect(totals.ImpressionPercent as number).toBeCloseTo((delivered / Number(campaign.impression_goal)) * 100, 1);
  });

  it('answers the spec-style messages for missing or bad parameters', async () => {
    const post = (url: string, body: unknown) => server.post(url, body, client);
    expect((await post('/api/advertiser/performance/summary', { advertiserId: RIVERSIDE })).json()).toEqual({
      error: 'Missing parameters',
    });
    expect((await post('/api/advertiser/performance/summary', { daterange: 'last7days' })).json()).toEqual({
      error: 'Missing parameters',
    });
    expect((await post('/api/advertiser/performance/ad', { advertiserId: RIVERSIDE })).json()).toEqual({
      error: 'Missing parameters',
    });
    expect((await post('/api/advertiser/performance/ad/alltime', {})).json()).toEqual({
      error: 'Missing advertiser ID',
    });
    expect((await post('/api/advertiser/performance/campaign-ad', {})).json()).toEqual({
      error: 'Missing advertiser ID',
    });
    expect((await post('/api/advertiser/performance/tactic-summary', { advertiserId: RIVERSIDE })).json()).toEqual({
      error: 'Missing parameters',
    });
    const unknown = await post('/api/advertiser/performance/summary', {
      advertiserId: RIVERSIDE,
      daterange: 'lastcentury',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Invalid date range' });
    const reversed = await post('/api/advertiser/performance/summary', {
      advertiserId: RIVERSIDE,
      daterange: 'customRange',
      startDate: '2026-06-10',
      endDate: '2026-06-01',
    });
    expect(reversed.statusCode).toBe(400);
  });
});
