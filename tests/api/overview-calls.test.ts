import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVERTISER_ID } from '../../src/domain/constants';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { advertiserIds, factSums, rows, TEST_NOW } from './overview-helpers';

const BASE = '/api/performance-overview';
const MAY = 'customRange?startDate=2026-05-01&endDate=2026-05-31';
/** last30days on 2026-06-15: the 30 days before today. */
const LAST30 = { start: 20260516, end: 20260614, startDate: '2026-05-16', endDate: '2026-06-14' };
/** Orders with an active campaign of their performance list (TV2OTT left out) in last30days. */
const ORDERS_IN_RANGE = (ids: number[]) =>
  sql`select order_id from campaigns where advertiser_id in (${sql.join(ids)}) and start_date <= '2026-06-14'
      and end_date >= '2026-05-16' and status not in ('Cancelled', 'Proposal') and campaign_type <> 'TV2OTT'
      and order_id is not null`;

describe.each(ENGINES)('performance overview calls on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const get = async (email: string, url: string) => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return server.get(url, tokens.get(email));
  };
  /** Advertisers each demo user may see, by an independent SQL condition. */
  const audiences = async (): Promise<Record<string, number[]>> => {
    const { user } = await server.login('station@sightline.test');
    return {
      // A superuser without a filter: every advertiser of every agency (the demo one too).
      'super@sightline.test': await advertiserIds(server.db, sql`1 = 1`),
      'agency.admin@sightline.test': await advertiserIds(server.db, sql`agency_id = 1`),
      'agency.staff@sightline.test': await advertiserIds(server.db, sql`agency_id = 1 and id <> ${DEMO_ADVERTISER_ID}`),
      'station@sightline.test': await advertiserIds(
        server.db,
        sql`agency_id = 1 and station_id = ${user.active_station_id} and id <> ${DEMO_ADVERTISER_ID}`,
      ),
      'other.agency@sightline.test': await advertiserIds(server.db, sql`agency_id = 2`),
      'advertiser@sightline.test': [10000001, 10000002],
    };
  };

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
  });
  afterAll(async () => {
    await server.close();
  });

  it('impressions: totals and daily series equal fact_daily over what each caller may see', async () => {
    for (const [email, ids] of Object.entries(await audiences())) {
      expect(ids.length).toBeGreaterThan(0);
      const expected = await factSums(server.db, ids, LAST30.start, LAST30.end);
      const response = await get(email, `${BASE}/impressions/last30days`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ daterange: 'last30days', StartDate: LAST30.startDate, EndDate: LAST30.endDate });
      expect({ email, Impressions: body.Impressions, Clicks: body.Clicks, Conversions: body.Conversions }).toEqual({
        email,
        Impressions: expected.impressions,
        Clicks: expected.clicks,
        Conversions: expected.conversions,
      });
      // The ratio of the range's sums, not an average of the daily rates.
      expect(body.ClickThrough).toBeCloseTo((expected.clicks / expected.impressions) * 100, 3);
      const daily = body.Daily as { Date: string; Impressions: number }[];
      expect(daily.reduce((sum, d) => sum + d.Impressions, 0)).toBe(expected.impressions);
      expect(daily.every((d) => d.Date >= LAST30.startDate && d.Date <= LAST30.endDate)).toBe(true);
      // The previous period: the 30 days ending the day before, 04-16…05-15.
      const before = await factSums(server.db, ids, 20260416, 20260515);
      expect({ email, Previous: body.Previous }).toEqual({
        email,
        Previous: {
          StartDate: '2026-04-16',
          EndDate: '2026-05-15',
          Impressions: before.impressions,
          Clicks: before.clicks,
          ClickThrough: expect.closeTo(before.impressions ? (before.clicks / before.impressions) * 100 : 0, 3),
          Conversions: before.conversions,
        },
      });
    }
  });

  it('impressions/by-tactic: one row per campaign type, equal to fact_daily by type', async () => {
    const expected = await rows(
      server.db,
      sql`select c.campaign_type as type, sum(f.impressions) as impressions from fact_daily f
          join campaigns c on c.id = f.campaign_id join advertisers a on a.id = f.advertiser_id
          where a.agency_id = 1 and f.day between 20260501 and 20260531 group by c.campaign_type`,
    );
    const body = (await get('agency.admin@sightline.test', `${BASE}/impressions/by-tactic/${MAY}`)).json();
    const got = Object.fromEntries(
      // Types with clicks or conversions but no impressions (web analytics) are listed too; compare the rest.
      (body.Tactics as { CampaignType: string; Impressions: number }[])
        .filter((t) => t.Impressions > 0)
        .map((t) => [t.CampaignType, t.Impressions]),
    );
    const want = Object.fromEntries(
      expected.filter((r) => Number(r.impressions) > 0).map((r) => [String(r.type), Number(r.impressions)]),
    );
    expect(got).toEqual(want);
    expect(body.Tactics[0]).toHaveProperty('Tactic');
  });

  it('impressions/by-clients: per advertiser, largest first, never the hidden demo advertiser', async () => {
    const ids = (await audiences())['agency.staff@sightline.test']!;
    const expected = await rows(
      server.db,
      sql`select advertiser_id as id, sum(impressions) as impressions from fact_daily
          where advertiser_id in (${sql.join(ids)}) and day between 20260501 and 20260531 group by advertiser_id`,
    );
    const body = (await get('agency.staff@sightline.test', `${BASE}/impressions/by-clients/${MAY}`)).json();
    const clients = body.Clients as { AdvertiserId: number; AdvertiserName: string; Impressions: number }[];
    expect(Object.fromEntries(clients.map((c) => [c.AdvertiserId, c.Impressions]))).toEqual(
      Object.fromEntries(
        expected.filter((r) => Number(r.impressions) > 0).map((r) => [Number(r.id), Number(r.impressions)]),
      ),
    );
    expect(clients.map((c) => c.Impressions)).toEqual([...clients.map((c) => c.Impressions)].sort((a, b) => b - a));
    expect(clients.some((c) => c.AdvertiserId === DEMO_ADVERTISER_ID)).toBe(false);
    expect(clients.every((c) => c.AdvertiserName.length > 0)).toBe(true);
  });

  it('active orders, advertisers and campaigns count flights overlapping the range and the previous period', async () => {
    for (const [email, ids] of Object.entries(await audiences())) {
      const count = async (start: string, end: string) =>
        (
          await rows(
            server.db,
            sql`select count(*) as campaigns, count(distinct advertiser_id) as advertisers, count(distinct order_id) as orders
                from campaigns where advertiser_id in (${sql.join(ids)}) and start_date <= ${end}
                and end_date >= ${start} and status not in ('Cancelled', 'Proposal')`,
          )
        )[0]!;
      const counts = await count('2026-05-01', '2026-05-31');
      // May has 31 days: the previous period is the 31 days ending 04-30.
      const before = await count('2026-03-31', '2026-04-30');
      const previous = { StartDate: '2026-03-31', EndDate: '2026-04-30' };
      const orders = (await get(email, `${BASE}/active-orders/${MAY}`)).json();
      const advertisers = (await get(email, `${BASE}/active-advertisers/${MAY}`)).json();
      const campaigns = (await get(email, `${BASE}/active-campaigns/${MAY}`)).json();
      expect(orders).toEqual({
        daterange: 'customRange',
        StartDate: '2026-05-01',
        EndDate: '2026-05-31',
        ActiveOrders: Number(counts.orders),
        Previous: { ...previous, ActiveOrders: Number(before.orders) },
      });
      expect(advertisers.ActiveAdvertisers).toBe(Number(counts.advertisers));
      expect(advertisers.Previous).toEqual({ ...previous, ActiveAdvertisers: Number(before.advertisers) });
      expect(campaigns.ActiveCampaigns).toBe(Number(counts.campaigns));
      expect(campaigns.Previous).toEqual({ ...previous, ActiveCampaigns: Number(before.campaigns) });
    }
  });

  it('ending-soon-orders: orders active in the range still running by their real end, soonest first, paged', async () => {
    const ids = (await audiences())['agency.admin@sightline.test']!;
    // The order-flight rule: the last end of all the order's delivering campaigns, not only those in the range.
    const expected = await rows(
      server.db,
      sql`select order_id, max(end_date) as end_date from campaigns where status not in ('Cancelled', 'Proposal')
          and campaign_type <> 'TV2OTT' and order_id in (${ORDERS_IN_RANGE(ids)})
          group by order_id having max(end_date) >= '2026-06-15'`,
    );
    const all = (await get('agency.admin@sightline.test', `${BASE}/ending-soon-orders/1000/0/last30days`)).json();
    expect(all.total).toBe(expected.length);
    const orders = all.orders as { OrderId: number; EndDate: string; DaysLeft: number }[];
    expect(new Set(orders.map((o) => o.OrderId))).toEqual(new Set(expected.map((r) => Number(r.order_id))));
    expect(orders.map((o) => o.EndDate)).toEqual([...orders.map((o) => o.EndDate)].sort());
    expect(orders.every((o) => o.DaysLeft >= 1)).toBe(true);
    const paged = (await get('agency.admin@sightline.test', `${BASE}/ending-soon-orders/2/1/last30days`)).json();
    expect(paged).toMatchObject({ total: expected.length, limit: 2, offset: 1 });
    expect(paged.orders).toEqual(orders.slice(1, 3));
  });

  it('pacing-orders: delivery through yesterday against the goals, furthest behind first', async () => {
    const body = (await get('advertiser@sightline.test', `${BASE}/pacing-orders/50/0/last30days`)).json();
    const orders = body.orders as { OrderId: number; Delivered: number; Pacing: number | null }[];
    expect(orders.length).toBeGreaterThan(0);
    const paced = orders.filter((o) => o.Pacing !== null).map((o) => o.Pacing!);
    expect(paced).toEqual([...paced].sort((a, b) => a - b));
    for (const order of orders) {
      // Every delivering, started, goal-carrying campaign of the order (the order-flight rule), in the range or not.
      const [row] = await rows(
        server.db,
        sql`select sum(f.impressions) as impressions from fact_daily f join campaigns c on c.id = f.campaign_id
            where c.order_id = ${order.OrderId} and c.impression_goal is not null and c.start_date <= '2026-06-14'
            and c.campaign_type <> 'TV2OTT' and c.status not in ('Cancelled', 'Proposal') and f.day <= 20260614`,
      );
      expect(order.Delivered).toBe(Number(row?.impressions ?? 0));
    }
  });

  it("today view: live campaigns with today's hour rows so far, pacing against the day's share", async () => {
    const ids = (await audiences())['station@sightline.test']!;
    const expected = await rows(
      server.db,
      sql`select c.id, coalesce(sum(f.impressions), 0) as impressions from campaigns c
          left join fact_dim_daily f on f.campaign_id = c.id and f.dim = 'hour' and f.day = 20260615
          where c.advertiser_id in (${sql.join(ids)}) and c.status = 'Live' and c.start_date <= '2026-06-15'
          and c.end_date >= '2026-06-15' group by c.id`,
    );
    const body = (await get('station@sightline.test', `${BASE}/today-view-campaigns/?sortBy=impressions_desc`)).json();
    expect(body).toMatchObject({ Date: '2026-06-15', Hour: 12, sortBy: 'impressions_desc' });
    const campaigns = body.rows as {
      CampaignId: number;
      Impressions: number;
      Hours: number[];
      Pacing: number | null;
      ExpectedByNow: number | null;
      DailyGoal: number | null;
    }[];
    expect(Object.fromEntries(campaigns.map((c) => [c.CampaignId, c.Impressions]))).toEqual(
      Object.fromEntries(expected.map((r) => [Number(r.id), Number(r.impressions)])),
    );
    expect(campaigns.some((c) => c.Impressions > 0)).toBe(true);
    for (const c of campaigns) {
      expect(c.Hours).toHaveLength(24);
      expect(c.Hours.reduce((a, b) => a + b, 0)).toBe(c.Impressions);
    }
    // 12:30 in New York: half a day's share of the goal is expected by now.
    const goal = campaigns.find((c) => c.ExpectedByNow !== null && c.DailyGoal !== null)!;
    // DailyGoal is rounded in the answer, so the check allows the rounding.
    expect(Math.abs(goal.ExpectedByNow! - (goal.DailyGoal! * 750) / 1440)).toBeLessThan(1);
    expect(Math.abs(goal.Pacing! - (goal.Impressions / goal.ExpectedByNow! - 1) * 100)).toBeLessThan(0.5);
    expect(campaigns.map((c) => c.Impressions)).toEqual([...campaigns.map((c) => c.Impressions)].sort((a, b) => b - a));

    const advertisers = (await get('station@sightline.test', `${BASE}/today-view-advertisers/?sortBy=name_asc`)).json();
    const total = (advertisers.rows as { Impressions: number }[]).reduce((sum, a) => sum + a.Impressions, 0);
    expect(total).toBe(expected.reduce((sum, r) => sum + Number(r.impressions), 0));
    const names = (advertisers.rows as { AdvertiserName: string }[]).map((a) => a.AdvertiserName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('superuser without a filter: order lists and today views over every agency', async () => {
    const su = 'super@sightline.test';
    const active = sql`start_date <= '2026-06-14' and end_date >= '2026-05-16' and status not in ('Cancelled', 'Proposal')`;
    const inRange = sql`select order_id from campaigns where ${active} and order_id is not null
      and campaign_type <> 'TV2OTT'`;
    const ending = await rows(
      server.db,
      sql`select order_id from campaigns where status not in ('Cancelled', 'Proposal') and campaign_type <> 'TV2OTT'
          and order_id in (${inRange}) group by order_id having max(end_date) >= '2026-06-15'`,
    );
    const endingSoon = await get(su, `${BASE}/ending-soon-orders/1000/0/last30days`);
    expect(endingSoon.statusCode).toBe(200);
    expect(new Set((endingSoon.json().orders as { OrderId: number }[]).map((o) => o.OrderId))).toEqual(
      new Set(ending.map((r) => Number(r.order_id))),
    );
    expect(endingSoon.json().total).toBe(ending.length);

    const paced = await rows(
      server.db,
      sql`select c.order_id, coalesce(sum(f.impressions), 0) as delivered from campaigns c
          left join fact_daily f on f.campaign_id = c.id and f.day <= 20260614
          where c.status not in ('Cancelled', 'Proposal') and c.campaign_type <> 'TV2OTT' and c.start_date <= '2026-06-14'
          and c.impression_goal is not null and c.order_id in (${inRange}) group by c.order_id`,
    );
    const pacing = await get(su, `${BASE}/pacing-orders/1000/0/last30days`);
    expect(pacing.statusCode).toBe(200);
    expect(
      Object.fromEntries(
        (pacing.json().orders as { OrderId: number; Delivered: number }[]).map((o) => [o.OrderId, o.Delivered]),
      ),
    ).toEqual(Object.fromEntries(paced.map((r) => [Number(r.order_id), Number(r.delivered)])));

    const live = await rows(
      server.db,
      sql`select c.id, c.advertiser_id, coalesce(sum(f.impressions), 0) as impressions from campaigns c
          left join fact_dim_daily f on f.campaign_id = c.id and f.dim = 'hour' and f.day = 20260615
          where c.status = 'Live' and c.start_date <= '2026-06-15' and c.end_date >= '2026-06-15' group by c.id, c.advertiser_id`,
    );
    expect(new Set(live.map((r) => Number(r.advertiser_id))).size).toBeGreaterThan(1);
    const campaigns = await get(su, `${BASE}/today-view-campaigns/`);
    expect(campaigns.statusCode).toBe(200);
    expect(
      Object.fromEntries(
        (campaigns.json().rows as { CampaignId: number; Impressions: number }[]).map((c) => [
          c.CampaignId,
          c.Impressions,
        ]),
      ),
    ).toEqual(Object.fromEntries(live.map((r) => [Number(r.id), Number(r.impressions)])));
    const advertisers = await get(su, `${BASE}/today-view-advertisers/`);
    expect(advertisers.statusCode).toBe(200);
    const byAdvertiser = new Map<number, number>();
    for (const r of live)
      byAdvertiser.set(
        Number(r.advertiser_id),
        (byAdvertiser.get(Number(r.advertiser_id)) ?? 0) + Number(r.impressions),
      );
    expect(
      Object.fromEntries(
        (advertisers.json().rows as { AdvertiserId: number; Impressions: number }[]).map((a) => [
          a.AdvertiserId,
          a.Impressions,
        ]),
      ),
    ).toEqual(Object.fromEntries(byAdvertiser));

    const all = await factSums(server.db, (await audiences())[su]!, LAST30.start, LAST30.end);
    const tactics = (await get(su, `${BASE}/impressions/by-tactic/last30days`)).json().Tactics as {
      Impressions: number;
    }[];
    expect(tactics.reduce((sum, t) => sum + t.Impressions, 0)).toBe(all.impressions);
    const clients = (await get(su, `${BASE}/impressions/by-clients/last30days`)).json().Clients as {
      Impressions: number;
    }[];
    expect(clients.reduce((sum, c) => sum + c.Impressions, 0)).toBe(all.impressions);
  });

  it.each([
    [
      'a user of another agency',
      async (db: TestServer['db']) => `userId=${await userIdOf(db, 'other.agency@sightline.test')}`,
    ],
    ['a user that does not exist', async () => 'userId=999999'],
    [
      'an advertiser outside the scope',
      async (db: TestServer['db']) => `advertisers=${(await advertiserIds(db, sql`agency_id = 2`))[0]}`,
    ],
  ])('a filter for %s leaves nothing: every call answers 200 with zeros', async (_, filter) => {
    const query = await filter(server.db);
    const admin = 'agency.admin@sightline.test';
    const call = async (path: string) => {
      const response = await get(admin, `${BASE}/${path}${path.includes('?') ? '&' : '?'}${query}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      return response.json();
    };
    expect(await call('active-orders/last30days')).toMatchObject({ ActiveOrders: 0 });
    expect(await call('active-advertisers/last30days')).toMatchObject({ ActiveAdvertisers: 0 });
    expect(await call('active-campaigns/last30days')).toMatchObject({ ActiveCampaigns: 0 });
    expect(await call('impressions/last30days')).toMatchObject({
      Impressions: 0,
      Clicks: 0,
      ClickThrough: 0,
      Conversions: 0,
      Daily: [],
    });
    expect(await call('impressions/by-tactic/last30days')).toMatchObject({ Tactics: [] });
    expect(await call('impressions/by-clients/last30days')).toMatchObject({ Clients: [] });
    expect(await call('ending-soon-orders/10/0/last30days')).toMatchObject({ total: 0, orders: [] });
    expect(await call('pacing-orders/10/0/last30days')).toMatchObject({ total: 0, orders: [] });
    expect(await call('today-view-campaigns/?sortBy=pacing_asc')).toMatchObject({ Date: '2026-06-15', rows: [] });
    expect(await call('today-view-advertisers/')).toMatchObject({ Date: '2026-06-15', rows: [] });
  });

  it('answers parameter mistakes with 400 and a clear message', async () => {
    const admin = 'agency.admin@sightline.test';
    expect((await get(admin, `${BASE}/impressions/lastfortnight`)).json()).toEqual({ error: 'Invalid date range' });
    expect((await get(admin, `${BASE}/impressions/customRange`)).statusCode).toBe(400);
    expect(
      (await get(admin, `${BASE}/impressions/customRange?startDate=2026-05-31&endDate=2026-05-01`)).statusCode,
    ).toBe(400);
    expect((await get(admin, `${BASE}/ending-soon-orders/0/0/last30days`)).statusCode).toBe(400);
    expect((await get(admin, `${BASE}/pacing-orders/10/-1/last30days`)).statusCode).toBe(400);
    expect((await get(admin, `${BASE}/today-view-campaigns/?sortBy=loudest`)).statusCode).toBe(400);
    const badFilter = await get(admin, `${BASE}/impressions/last30days?advertisers=1,x`);
    expect(badFilter.json()).toEqual({ error: 'Invalid advertisers filter' });
    expect((await server.get(`${BASE}/impressions/last30days`)).statusCode).toBe(401);
  });
});

/** The id of a demo user, looked up by e-mail. */
async function userIdOf(db: TestServer['db'], email: string): Promise<number> {
  const [row] = await rows(db, sql`select id from users where email = ${email}`);
  return Number(row!.id);
}
