import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS } from '../../src/domain/rights';
import { ENGINES, grantAgencyRights, startServerAt, type TestServer } from './harness';
import { campaignSums, rows, TEST_NOW } from './overview-helpers';

const ADVERTISER = 10000001;
/** last30days on 2026-06-15. */
const START = 20260516;
const END = 20260614;

describe.each(ENGINES)('order calls on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let client: string;
  let orderId: number;
  /** The order's campaigns of the performance list (TV2OTT removed). */
  let campaignIds: number[];

  const single = (method: string, token: string, range = 'last30days', period = '') =>
    server.get(`/api/advertiser/single-order/${method}/${ADVERTISER}/${orderId}/${range}${period}`, token);

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    admin = (await server.login('agency.admin@sightline.test')).accessToken;
    await grantAgencyRights(server.db, ['advertiser@sightline.test'], [RIGHTS.SHOW_ORDER_SUMMARY_VIEW]);
    client = (await server.login('advertiser@sightline.test')).accessToken;
    const [busiest] = await rows(
      server.db,
      sql`select c.order_id, count(*) as n from fact_daily f join campaigns c on c.id = f.campaign_id
          where c.advertiser_id = ${ADVERTISER} and f.day between ${START} and ${END} and c.campaign_type <> 'TV2OTT'
          group by c.order_id order by count(*) desc, c.order_id limit 1`,
    );
    orderId = Number(busiest!.order_id);
    const ids = await rows(
      server.db,
      sql`select id from campaigns where order_id = ${orderId} and campaign_type <> 'TV2OTT' order by id`,
    );
    campaignIds = ids.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await server.close();
  });

  it('summary: totals of the order equal fact_daily; raw cost only for agency users', async () => {
    const expected = await campaignSums(server.db, campaignIds, START, END);
    const [cost] = await rows(
      server.db,
      sql`select sum(cost) as cost from fact_daily where campaign_id in (${sql.join(campaignIds)})
          and day between ${START} and ${END}`,
    );
    const body = (await single('summary', admin)).json();
    expect(body).toMatchObject({
      AdvertiserId: ADVERTISER,
      OrderId: orderId,
      StartDate: '2026-05-16',
      EndDate: '2026-06-14',
      Impressions: expected.impressions,
      Clicks: expected.clicks,
      Conversions: expected.conversions,
      Completions: expected.completions,
      Campaigns: campaignIds.length,
    });
    expect(expected.impressions).toBeGreaterThan(0);
    expect(body.Cost).toBeCloseTo(Number(cost!.cost), 1);
    expect(body.ClickThrough).toBeCloseTo((expected.clicks / expected.impressions) * 100, 3);
    const asClient = (await single('summary', client)).json();
    expect(asClient.Impressions).toBe(expected.impressions);
    expect(asClient).not.toHaveProperty('Cost');
  });

  it('daily: one row per day, week (from Monday) or month, summing to the total', async () => {
    const expected = await rows(
      server.db,
      sql`select day, sum(impressions) as impressions from fact_daily where campaign_id in (${sql.join(campaignIds)})
          and day between ${START} and ${END} group by day`,
    );
    const days = (await single('daily', client)).json();
    expect(days.period).toBe('day');
    const byDay = Object.fromEntries(
      (days.Daily as { Date: string; Impressions: number }[]).map((d) => [d.Date.replaceAll('-', ''), d.Impressions]),
    );
    expect(byDay).toEqual(Object.fromEntries(expected.map((r) => [String(r.day), Number(r.impressions)])));
    const total = expected.reduce((sum, r) => sum + Number(r.impressions), 0);
    for (const period of ['week', 'month']) {
      const body = (await single('daily', client, 'last30days', `/${period}`)).json();
      const rowsOf = body.Daily as { Date: string; Impressions: number }[];
      expect(rowsOf.reduce((sum, d) => sum + d.Impressions, 0)).toBe(total);
      for (const { Date: date } of rowsOf) {
        if (period === 'week') expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(1);
        else expect(date.endsWith('-01')).toBe(true);
      }
    }
  });

  it('campaigns: one row per campaign of the performance list, equal to fact_daily', async () => {
    const body = (await single('campaigns', admin)).json();
    const campaigns = body.Campaigns as { CampaignId: number; CampaignType: string; Impressions: number }[];
    expect(campaigns.map((c) => c.CampaignId)).toEqual(campaignIds);
    expect(campaigns.some((c) => c.CampaignType === 'TV2OTT')).toBe(false);
    for (const c of campaigns) {
      expect(c.Impressions).toBe((await campaignSums(server.db, [c.CampaignId], START, END)).impressions);
    }
  });

  it('publishers, devices, dayparts and zips equal fact_dim_daily by key', async () => {
    const methods = {
      publishers: ['publisher', 'Publisher'],
      devices: ['device', 'Device'],
      dayparts: ['daypart', 'Daypart'],
      zips: ['zip', 'ZipCode'],
    } as const;
    for (const [method, [dim, label]] of Object.entries(methods)) {
      const expected = await rows(
        server.db,
        sql`select key, sum(impressions) as impressions from fact_dim_daily where campaign_id in (${sql.join(campaignIds)})
            and dim = ${dim} and day between ${START} and ${END} group by key`,
      );
      const body = (await single(method, admin)).json();
      const got = body.Rows as Record<string, string | number>[];
      expect(got.length).toBeGreaterThan(0);
      if (expected.length <= 100) {
        expect(Object.fromEntries(got.map((r) => [r[label], r.Impressions]))).toEqual(
          Object.fromEntries(expected.map((r) => [String(r.key), Number(r.impressions)])),
        );
      } else {
        expect(got).toHaveLength(100);
        expect(got.at(-1)![label]).toBe('Other');
      }
    }
  });

  it('map summary and geo list: zip delivery placed through geo_zips', async () => {
    const byState = await rows(
      server.db,
      sql`select z.state, sum(f.impressions) as impressions from fact_dim_daily f join geo_zips z on z.zip = f.key
          where f.campaign_id in (${sql.join(campaignIds)}) and f.dim = 'zip' and f.day between ${START} and ${END}
          group by z.state`,
    );
    const want = Object.fromEntries(byState.map((r) => [String(r.state), Number(r.impressions)]));
    const map = (await server.get(`/api/advertiser/${ADVERTISER}/order/${orderId}/summary/last30days`, client)).json();
    expect(
      Object.fromEntries((map.States as { State: string; Impressions: number }[]).map((s) => [s.State, s.Impressions])),
    ).toEqual(want);
    expect(map.Impressions).toBe(Object.values(want).reduce((a, b) => a + b, 0));
    expect(map.Dmas.length).toBeGreaterThan(0);
    const geo = `/api/order/advertiser/${ADVERTISER}/order/${orderId}/impressions/geo-list/last30days`;
    const states = (await server.get(`${geo}?geoType=STATE`, client)).json();
    expect(states.geoType).toBe('STATE');
    expect(
      Object.fromEntries(
        (states.Rows as { State: string; Impressions: number }[]).map((s) => [s.State, s.Impressions]),
      ),
    ).toEqual(want);
    const zips = (await server.get(geo, client)).json();
    expect(zips.geoType).toBe('ZIPCODE');
    expect(zips.Rows[0]).toEqual(
      expect.objectContaining({ ZipCode: expect.any(String), Lat: expect.any(Number), Lon: expect.any(Number) }),
    );
    expect((zips.Rows as { Impressions: number }[]).reduce((sum, r) => sum + r.Impressions, 0)).toBe(map.Impressions);
  });

  it('order conversion: conversions per resolution with totals', async () => {
    const expected = await campaignSums(server.db, campaignIds, START, END);
    const url = `/api/advertiser/order/conversion?advertiserId=${ADVERTISER}&orderId=${orderId}&resolution=week&daterange=last30days`;
    const body = (await server.get(url, client)).json();
    expect(body).toMatchObject({ resolution: 'week', Conversions: expected.conversions, Clicks: expected.clicks });
    expect((body.Rows as { Conversions: number }[]).reduce((sum, r) => sum + r.Conversions, 0)).toBe(
      expected.conversions,
    );
    const custom = `/api/advertiser/order/conversion?advertiserId=${ADVERTISER}&orderId=${orderId}&resolution=day&startDate=2026-05-16&endDate=2026-06-14`;
    expect((await server.get(custom, client)).json().Conversions).toBe(expected.conversions);
  });

  it("answers missing and wrong parameters with the spec's messages", async () => {
    const conversion = '/api/advertiser/order/conversion';
    const missing = { error: 'Missing parameters' };
    expect(
      (await server.get(`${conversion}?orderId=${orderId}&resolution=day&daterange=last7days`, client)).json(),
    ).toEqual(missing);
    expect(
      (await server.get(`${conversion}?advertiserId=${ADVERTISER}&resolution=day&daterange=last7days`, client)).json(),
    ).toEqual(missing);
    expect(
      (
        await server.get(`${conversion}?advertiserId=${ADVERTISER}&orderId=${orderId}&daterange=last7days`, client)
      ).json(),
    ).toEqual(missing);
    const noRange = await server.get(
      `${conversion}?advertiserId=${ADVERTISER}&orderId=${orderId}&resolution=day`,
      client,
    );
    expect([noRange.statusCode, noRange.json()]).toEqual([400, missing]);
    expect((await single('summary', client, 'sometime')).json()).toEqual({ error: 'Invalid date range' });
    expect((await single('everything', client)).statusCode).toBe(400);
    expect((await single('daily', client, 'last30days', '/fortnight')).statusCode).toBe(400);
    expect(
      (await server.get(`/api/advertiser/single-order/summary/abc/${orderId}/last30days`, client)).statusCode,
    ).toBe(400);
  });
});
