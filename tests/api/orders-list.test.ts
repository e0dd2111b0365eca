/**
 * Issue 24 on the server: `GET /api/orders` (the agency order list), the order-flight rule wherever an order's
 * flight is reported (order list, overview ending-soon and pacing lists, single-order summary), the order calls'
 * right, and the overview tiles' previous period. A fixture advertiser of agency A gets 120 orders (bulk inserted)
 * and one mixed-flight order like demo order 500092, so paging passes 100 and every figure can be worked out by hand.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { CAMPAIGN_STATUS_FILTERS } from '../../src/domain/campaign-status';
import { ORDER_FILTERS, ORDER_SORTS, type OrderListRow } from '../../src/domain/order-list';
import { daysInclusive } from '../../src/domain/pacing';
import { RIGHTS } from '../../src/domain/rights';
import { refreshRollups } from '../../src/server/services/rollups';
import { ENGINES, grantAgencyRights, startServerAt, type TestServer } from './harness';
import { rows, TEST_NOW } from './overview-helpers';

/** A fixture advertiser of agency A (no sub-agency or station), with 120 bulk orders and the mixed-flight order. */
const FIXTURE = 10009001;
const FIXTURE_NAME = 'Zephyr Fixture Outfitters';
const BULK = 120;
const BULK_ORDER = 900001;
/** Order and campaign ids of the mixed-flight order. */
const MIXED = 900500;
const MIXED_NAME = 'Mixed Flight Order';
const C = { completed: 9_100_001, reserved: 9_100_002, cancelled: 9_100_003, proposal: 9_100_004 } as const;
/** Campaigns every read leaves out, and the order whose only campaign is hidden. */
const HIDDEN = { live: 9_100_005, archived: 9_100_006, tv2ott: 9_100_007, lonely: 9_100_008 } as const;
const LONELY_ORDER = 900501;
/** A Riverside order whose only campaign is internal (audience 'staff'): agency staff see it, its client does not. */
const STAFF_ORDER = 900502;
const STAFF_CAMPAIGN = 9_100_009;
const TODAY = '2026-06-15';
const RIVERSIDE = 10000001;

const bulkName = (i: number) => `Bulk Order ${String(i + 1).padStart(3, '0')}`;
const bulkEnd = (i: number) => {
  const day = new Date(Date.UTC(2026, 6, 1 + i));
  return day.toISOString().slice(0, 10);
};
const bulkGoal = (i: number) => (i % 3 === 0 ? null : 100_000 + i * 1000);

/** The demo campaign columns a fixture campaign needs. */
function campaign(
  id: number,
  orderId: number,
  status: string,
  start: string,
  end: string,
  goal: number | null,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    advertiser_id: FIXTURE,
    order_id: orderId,
    name: `Fixture campaign ${id}`,
    friendly_name: null,
    campaign_type: 'DISPLAY',
    analytics_type: null,
    feed_source: '"DV360"',
    impression_goal: goal,
    hide_spend: 0,
    start_date: start,
    end_date: end,
    status,
    spend_type: 'CPM',
    spend_rate: 10,
    created_at: Date.parse(TEST_NOW),
    audience: 'all' as const,
    ...extra,
  };
}

async function insertFixture(server: TestServer): Promise<void> {
  const { db } = server;
  await db
    .insertInto('advertisers')
    .values({
      id: FIXTURE,
      agency_id: 1,
      sub_agency_id: null,
      station_id: null,
      name: FIXTURE_NAME,
      industry: 'Retail',
      logo_url: null,
      created_at: Date.parse(TEST_NOW),
    })
    .execute();
  const orders = Array.from({ length: BULK }, (_, i) => ({
    id: BULK_ORDER + i,
    advertiser_id: FIXTURE,
    name: bulkName(i),
  }));
  await db
    .insertInto('orders')
    .values([
      ...orders,
      { id: MIXED, advertiser_id: FIXTURE, name: MIXED_NAME },
      { id: LONELY_ORDER, advertiser_id: FIXTURE, name: 'Lonely Hidden Order' },
      { id: STAFF_ORDER, advertiser_id: RIVERSIDE, name: 'Internal Staff Order' },
    ])
    .execute();
  const bulk = Array.from({ length: BULK }, (_, i) =>
    campaign(9_000_001 + i, BULK_ORDER + i, 'Live', '2026-06-01', bulkEnd(i), bulkGoal(i)),
  );
  await db
    .insertInto('campaigns')
    .values([
      ...bulk,
      // Like demo order 500092: a Completed campaign in the range, a Reserved one ending next year, and ones that
      // never deliver (their dates and goals do not count).
      campaign(C.completed, MIXED, 'Completed', '2026-05-01', '2026-06-05', 100_000),
      campaign(C.reserved, MIXED, 'Reserved', '2026-07-01', '2027-04-11', 500_000),
      campaign(C.cancelled, MIXED, 'Cancelled', '2026-01-01', '2027-12-31', 999_999),
      campaign(C.proposal, MIXED, 'Proposal', '2027-05-01', '2027-06-01', 1),
      campaign(HIDDEN.live, MIXED, 'Live', '2026-01-01', '2028-01-01', 7777, {
        hidden_at: Date.parse(TEST_NOW),
        hidden_by: 'x@y.z',
      }),
      campaign(HIDDEN.archived, MIXED, 'Paused', '2026-01-01', '2028-02-01', 8888, {
        archived_at: Date.parse(TEST_NOW),
        archived_by: 'x@y.z',
      }),
      campaign(HIDDEN.tv2ott, MIXED, 'Live', '2025-01-01', '2029-01-01', 9999, { campaign_type: 'TV2OTT' }),
      campaign(HIDDEN.lonely, LONELY_ORDER, 'Live', '2026-06-01', '2026-12-01', 1000, {
        hidden_at: Date.parse(TEST_NOW),
        hidden_by: 'x@y.z',
      }),
      campaign(STAFF_CAMPAIGN, STAFF_ORDER, 'Live', '2026-06-01', '2026-12-01', 1000, {
        advertiser_id: RIVERSIDE,
        audience: 'staff',
      }),
    ])
    .execute();
  const fact = (campaignId: number, day: number, impressions: number, clicks: number, conversions: number) => ({
    campaign_id: campaignId,
    day,
    advertiser_id: FIXTURE,
    impressions,
    clicks,
    conversions,
  });
  await db
    .insertInto('fact_daily')
    .values([
      fact(C.completed, 20260520, 20_000, 100, 5),
      fact(C.completed, 20260521, 20_000, 100, 5),
      fact(C.completed, 20260522, 20_000, 100, 5),
      fact(9_000_002, 20260602, 1000, 10, 1),
      // Delivery of hidden campaigns is never counted.
      fact(HIDDEN.live, 20260603, 55_555, 0, 0),
    ])
    .execute();
  await refreshRollups(db, [FIXTURE]);
}

/** An order as the test works it out from the campaigns table (the rule written independently). */
interface Modelled {
  id: number;
  name: string;
  advertiser: string;
  start: string;
  end: string;
  goal: number | null;
  statuses: string[];
}

describe.each(ENGINES)('the order list and the order-flight rule on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let other: string;
  let client: string;
  /** Agency A's orders as the admin sees them, by the rule. */
  let model: Modelled[];

  const list = async (query: string, token = admin) => {
    const response = await server.get(`/api/orders${query ? `?${query}` : ''}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; orders: OrderListRow[] } & Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    await insertFixture(server);
    await grantAgencyRights(server.db, ['advertiser@sightline.test'], [RIGHTS.SHOW_ORDER_SUMMARY_VIEW]);
    admin = (await server.login('agency.admin@sightline.test')).accessToken;
    staff = (await server.login('agency.staff@sightline.test')).accessToken;
    other = (await server.login('other.agency@sightline.test')).accessToken;
    client = (await server.login('advertiser@sightline.test')).accessToken;
    const campaigns = await rows(
      server.db,
      sql`select o.id, o.name, a.name as advertiser, c.status, c.start_date, c.end_date, c.impression_goal
          from campaigns c join orders o on o.id = c.order_id and o.advertiser_id = c.advertiser_id
          join advertisers a on a.id = o.advertiser_id
          where a.agency_id = 1 and c.hidden_at is null and c.archived_at is null and c.campaign_type <> 'TV2OTT'`,
    );
    const byOrder = new Map<number, Record<string, unknown>[]>();
    for (const row of campaigns) byOrder.set(Number(row.id), [...(byOrder.get(Number(row.id)) ?? []), row]);
    model = [...byOrder.entries()].map(([id, all]) => {
      const delivering = all.filter((c) => !['Cancelled', 'Proposal'].includes(String(c.status)));
      const counted = delivering.length ? delivering : all;
      const goals = counted.filter((c) => c.impression_goal !== null).map((c) => Number(c.impression_goal));
      return {
        id,
        name: String(all[0]!.name),
        advertiser: String(all[0]!.advertiser),
        start: counted.map((c) => String(c.start_date)).sort()[0]!,
        end: counted
          .map((c) => String(c.end_date))
          .sort()
          .at(-1)!,
        goal: goals.length ? goals.reduce((a, b) => a + b, 0) : null,
        statuses: all.map((c) => String(c.status)),
      };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const byFilter = (filter: string) => (o: Modelled) =>
    filter === 'active'
      ? o.start <= TODAY && o.end >= TODAY
      : filter === 'upcoming'
        ? o.start > TODAY
        : filter === 'ended'
          ? o.end < TODAY
          : true;

  /** Every order call (the list, single-order with and without a period, map, geo list, campaign list, conversion). */
  const orderCalls = [
    '/api/orders',
    '/api/orders?limit=5&sortBy=name_asc',
    `/api/advertiser/single-order/summary/${FIXTURE}/${MIXED}/last30days`,
    `/api/advertiser/single-order/daily/${FIXTURE}/${MIXED}/last30days/week`,
    `/api/advertiser/${FIXTURE}/order/${MIXED}/summary/last30days`,
    `/api/order/advertiser/${FIXTURE}/order/${MIXED}/impressions/geo-list/last30days`,
    `/api/advertiser/order/campaign-list/${FIXTURE}/${MIXED}`,
    `/api/advertiser/order/campaign-list/${FIXTURE}/${MIXED}?sortby=end_asc&limit=10`,
    `/api/advertiser/order/campaign-list/${FIXTURE}/${MIXED}/sortby=end_asc&limit=10&offset=0&search=`,
    `/api/advertiser/order/conversion?advertiserId=${FIXTURE}&orderId=${MIXED}&resolution=day&daterange=last30days`,
  ];

  it('every order call: 401 signed out, 403 without SHOW_ORDER_SUMMARY_VIEW, 200 with it', async () => {
    for (const url of orderCalls) {
      const anonymous = await server.get(url);
      expect({ url, status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        url,
        status: 401,
        body: { error: MESSAGES.notAuthenticated },
      });
      const refused = await server.get(url, staff);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
      const allowed = await server.get(url, admin);
      expect({ url, status: allowed.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers the defaults of 000 §3 echoed, the active orders soonest to end first', async () => {
    const body = await list('');
    const active = model.filter(byFilter('active'));
    expect(body).toMatchObject({
      limit: 10,
      offset: 0,
      sortBy: 'end_asc',
      filterBy: 'active',
      orderName: '',
      orderStatus: 'All',
      total: active.length,
    });
    expect(body).not.toHaveProperty('advertiserId');
    expect(active.length).toBeGreaterThan(100);
    expect(body.orders).toHaveLength(10);
    const ends = body.orders.map((o) => o.EndDate);
    expect(ends).toEqual([...ends].sort());
    expect(ends[0]).toBe(active.map((o) => o.end).sort()[0]);
    for (const row of body.orders) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'AdvertiserId',
          'AdvertiserName',
          'Campaigns',
          'Delivered',
          'EndDate',
          'Expected',
          'ImpressionGoal',
          'OrderId',
          'OrderName',
          'Pacing',
          'StartDate',
          'Status',
          'Statuses',
        ].sort(),
      );
      const modelled = model.find((o) => o.id === row.OrderId)!;
      expect(row).toMatchObject({ StartDate: modelled.start, EndDate: modelled.end, ImpressionGoal: modelled.goal });
    }
  });

  it('filters by flight: active, upcoming, ended and all', async () => {
    const totals: Record<string, number> = {};
    for (const filterBy of ORDER_FILTERS) {
      const expected = model.filter(byFilter(filterBy));
      const body = await list(`filterBy=${filterBy}&limit=100&sortBy=start_asc`);
      expect({ filterBy, total: body.total }).toEqual({ filterBy, total: expected.length });
      totals[filterBy] = body.total;
      for (const row of body.orders) expect(byFilter(filterBy)(model.find((o) => o.id === row.OrderId)!)).toBe(true);
    }
    expect(totals.all).toBe(totals.active! + totals.upcoming! + totals.ended!);
    expect(totals.upcoming).toBeGreaterThan(0);
    expect(totals.ended).toBeGreaterThan(0);
  });

  it('filters by status: an order matches when one of its campaigns has it; Status and Statuses per row', async () => {
    for (const status of CAMPAIGN_STATUS_FILTERS) {
      const expected = model.filter((o) => status === 'All' || o.statuses.includes(status));
      const body = await list(`filterBy=all&limit=100&orderStatus=${encodeURIComponent(status)}`);
      expect({ status, total: body.total }).toEqual({ status, total: expected.length });
      expect(body.total).toBeGreaterThan(0);
      for (const row of body.orders) {
        const modelled = model.find((o) => o.id === row.OrderId)!;
        if (status !== 'All') expect(row.Statuses[status]).toBeGreaterThan(0);
        expect(row.Campaigns).toBe(modelled.statuses.length);
        expect(Object.values(row.Statuses).reduce((a, b) => a + b, 0)).toBe(row.Campaigns);
        const precedence = ['Live', 'Paused', 'Partially Reserved', 'Reserved', 'Proposal', 'Completed', 'Cancelled'];
        expect(row.Status).toBe(precedence.find((s) => modelled.statuses.includes(s)));
      }
    }
    // A status none of the fixture's orders has.
    const none = await list(`advertiserId=${FIXTURE}&filterBy=all&orderStatus=Paused`);
    expect(none).toMatchObject({ total: 0, orders: [], advertiserId: FIXTURE, orderStatus: 'Paused' });
    const live = await list(`advertiserId=${FIXTURE}&filterBy=all&orderStatus=Live&limit=1`);
    expect(live.total).toBe(BULK);
    const completed = await list(`advertiserId=${FIXTURE}&filterBy=all&orderStatus=Completed`);
    expect(completed.orders.map((o) => o.OrderId)).toEqual([MIXED]);
  });

  it('searches the order name and the advertiser name, case-insensitively, wildcards as text', async () => {
    const byOrder = await list('filterBy=all&orderName=bulk%20ORDER%2001&sortBy=name_asc');
    expect(byOrder.orderName).toBe('bulk ORDER 01');
    expect(byOrder.orders.map((o) => o.OrderName)).toEqual(Array.from({ length: 10 }, (_, i) => bulkName(9 + i)));
    const byAdvertiser = await list(`filterBy=all&orderName=${encodeURIComponent('zephyr fixture')}&limit=1`);
    expect(byAdvertiser.total).toBe(BULK + 1);
    expect(byAdvertiser.orders[0]!.AdvertiserName).toBe(FIXTURE_NAME);
    expect((await list('filterBy=all&orderName=%25')).total).toBe(0);
    expect((await list('filterBy=all&orderName=Bulk_Order')).total).toBe(0);
  });

  it('sorts by every key in both directions, ties by order id', async () => {
    const fixture = model.filter((o) => o.advertiser === FIXTURE_NAME);
    expect(fixture).toHaveLength(BULK + 1);
    const value: Record<string, (row: OrderListRow) => string | number | null> = {
      end: (r) => r.EndDate,
      start: (r) => r.StartDate,
      name: (r) => r.OrderName.toLowerCase(),
      advertiser: (r) => r.AdvertiserName.toLowerCase(),
      goal: (r) => r.ImpressionGoal,
      pacing: (r) => r.Pacing,
    };
    for (const sortBy of ORDER_SORTS) {
      const [column, direction] = sortBy.split('_') as [string, 'asc' | 'desc'];
      const first = await list(`advertiserId=${FIXTURE}&filterBy=all&limit=100&sortBy=${sortBy}`);
      const second = await list(`advertiserId=${FIXTURE}&filterBy=all&limit=100&offset=100&sortBy=${sortBy}`);
      const all = [...first.orders, ...second.orders];
      expect({ sortBy, n: all.length, total: first.total }).toEqual({ sortBy, n: BULK + 1, total: BULK + 1 });
      expect(new Set(all.map((o) => o.OrderId)).size).toBe(BULK + 1);
      const values = all.map(value[column]!);
      const present = values.filter((v) => v !== null);
      // Orders without a value (no goal, no pacing) come last in both directions.
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
      expect({ sortBy, values: present }).toEqual({ sortBy, values: direction === 'asc' ? sorted : sorted.reverse() });
    }
  });

  it('pages through the server past 100 orders, with the agency-wide list too', async () => {
    const pages = [];
    for (const offset of [0, 50, 100, 150]) {
      pages.push(await list(`advertiserId=${FIXTURE}&filterBy=all&sortBy=name_asc&limit=50&offset=${offset}`));
    }
    expect(pages.map((p) => p.orders.length)).toEqual([50, 50, 21, 0]);
    expect(pages.map((p) => p.offset)).toEqual([0, 50, 100, 150]);
    const ids = pages.flatMap((p) => p.orders.map((o) => o.OrderId));
    expect(ids).toEqual([...Array.from({ length: BULK }, (_, i) => BULK_ORDER + i), MIXED]);
    const agency = await list('filterBy=all&sortBy=name_asc&limit=100&offset=100');
    expect(agency.total).toBe(model.length);
    expect(agency.orders).toHaveLength(Math.min(100, model.length - 100));
    const names = model.map((o) => o.name.toLowerCase()).sort();
    expect(agency.orders.map((o) => o.OrderName.toLowerCase())).toEqual(names.slice(100, 200));
  });

  it('answers bad parameters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['sortBy=loudest', 'sortBy'],
      ['sortBy=end', 'sortBy'],
      ['filterBy=soon', 'filterBy'],
      ['orderStatus=Sleeping', 'orderStatus'],
      ['orderStatus=live', 'orderStatus'],
      [`orderName=${'x'.repeat(201)}`, 'orderName'],
      ['advertiserId=abc', 'advertiserId'],
    ];
    for (const [query, field] of cases) {
      const response = await server.get(`/api/orders?${query}`, admin);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toContain(`'${field}'`);
    }
    expect((await server.get('/api/orders?bogus=1', admin)).statusCode).toBe(400);
  });

  it("never lists another tenant's orders, and a filter on their advertiser answers nothing", async () => {
    const theirs = await list('filterBy=all&limit=100', other);
    expect(theirs.total).toBeGreaterThan(0);
    const agencies = await rows(
      server.db,
      sql`select distinct a.agency_id from advertisers a where a.id in (${sql.join(theirs.orders.map((o) => o.AdvertiserId))})`,
    );
    expect(agencies.map((r) => Number(r.agency_id))).toEqual([2]);
    expect(await list(`filterBy=all&advertiserId=${FIXTURE}`, other)).toMatchObject({ total: 0, orders: [] });
    expect(await list(`filterBy=all&orderName=${encodeURIComponent(MIXED_NAME)}`, other)).toMatchObject({ total: 0 });
    const [theirAdvertiser] = await rows(server.db, sql`select id from advertisers where agency_id = 2 limit 1`);
    expect(await list(`filterBy=all&advertiserId=${Number(theirAdvertiser!.id)}`)).toMatchObject({ total: 0 });
    // The advertiser user: their two advertisers only.
    const own = await list('filterBy=all&limit=100', client);
    expect(own.total).toBeGreaterThan(0);
    expect([...new Set(own.orders.map((o) => o.AdvertiserId))].sort()).toEqual([10000001, 10000002]);
    expect(await list(`filterBy=all&advertiserId=${FIXTURE}`, client)).toMatchObject({ total: 0 });
    const riverside = await list(`filterBy=all&advertiserId=${RIVERSIDE}&limit=100`, client);
    expect(riverside.orders.every((o) => o.AdvertiserId === RIVERSIDE)).toBe(true);
    // The client reads no internal campaign, so the order holding only one is not theirs to see; staff see it.
    const riversideModel = model.filter((o) => o.advertiser === 'Riverside Auto Group');
    expect(riversideModel.map((o) => o.id)).toContain(STAFF_ORDER);
    expect(riverside.total).toBe(riversideModel.length - 1);
    expect(riverside.orders.map((o) => o.OrderId)).not.toContain(STAFF_ORDER);
    expect((await list(`filterBy=all&advertiserId=${RIVERSIDE}&limit=100`)).total).toBe(riversideModel.length);
  });

  it('the mixed-flight order: real flight and goal, hidden, archived and TV2OTT campaigns not counted', async () => {
    const body = await list(`filterBy=all&orderName=${encodeURIComponent(MIXED_NAME)}`);
    expect(body.total).toBe(1);
    expect(body.orders[0]).toEqual({
      OrderId: MIXED,
      OrderName: MIXED_NAME,
      AdvertiserId: FIXTURE,
      AdvertiserName: FIXTURE_NAME,
      StartDate: '2026-05-01',
      EndDate: '2027-04-11',
      Status: 'Reserved',
      Statuses: {
        Live: 0,
        Cancelled: 1,
        'Partially Reserved': 0,
        Reserved: 1,
        Completed: 1,
        Proposal: 1,
        Paused: 0,
      },
      Campaigns: 4,
      ImpressionGoal: 600_000,
      // Only the Completed campaign has started: 60,000 of its 100,000 by yesterday.
      Delivered: 60_000,
      Expected: 100_000,
      Pacing: -40,
    });
    // Active today by its real flight, though its one campaign in the range has ended.
    expect((await list(`filterBy=active&advertiserId=${FIXTURE}&sortBy=end_desc&limit=1`)).orders[0]!.OrderId).toBe(
      MIXED,
    );
    // An order whose only campaign is hidden is not listed.
    expect((await list('filterBy=all&orderName=Lonely')).total).toBe(0);

    const summary = (
      await server.get(`/api/advertiser/single-order/summary/${FIXTURE}/${MIXED}/last30days`, admin)
    ).json();
    expect(summary).toMatchObject({
      FlightStart: '2026-05-01',
      FlightEnd: '2027-04-11',
      ImpressionGoal: 600_000,
      Pacing: -40,
      Campaigns: 4,
      Impressions: 60_000,
    });
  });

  it('ending-soon and pacing lists report the mixed-flight order with its real end date and goal', async () => {
    const filter = `advertisers=${FIXTURE}`;
    const ending = (
      await server.get(`/api/performance-overview/ending-soon-orders/1000/0/last30days?${filter}`, admin)
    ).json();
    expect(ending.total).toBe(BULK + 1);
    const mixed = ending.orders.find((o: { OrderId: number }) => o.OrderId === MIXED);
    expect(mixed).toEqual({
      OrderId: MIXED,
      OrderName: MIXED_NAME,
      AdvertiserId: FIXTURE,
      AdvertiserName: FIXTURE_NAME,
      StartDate: '2026-05-01',
      EndDate: '2027-04-11',
      Campaigns: 4,
      ImpressionGoal: 600_000,
      DaysLeft: 301,
    });
    expect(daysInclusive(TODAY, '2027-04-11')).toBe(301);
    // The latest end of all: last, soonest first.
    expect(ending.orders.at(-1).OrderId).toBe(MIXED);
    const last = (
      await server.get(`/api/performance-overview/ending-soon-orders/1/${BULK}/last30days?${filter}`, admin)
    ).json();
    expect(last.orders.map((o: { OrderId: number }) => o.OrderId)).toEqual([MIXED]);

    const pacing = (
      await server.get(`/api/performance-overview/pacing-orders/1000/0/last30days?${filter}`, admin)
    ).json();
    // Orders with a goal whose campaigns started: two bulk orders in three, and the mixed one.
    expect(pacing.total).toBe(Array.from({ length: BULK }, (_, i) => bulkGoal(i)).filter((g) => g !== null).length + 1);
    const paced = pacing.orders.find((o: { OrderId: number }) => o.OrderId === MIXED);
    expect(paced).toMatchObject({
      EndDate: '2027-04-11',
      ImpressionGoal: 600_000,
      Delivered: 60_000,
      Expected: 100_000,
      Pacing: -40,
    });
    const values = (pacing.orders as { Pacing: number }[]).map((o) => o.Pacing);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(-40);
  });

  it('tiles: the previous period, the same number of days ending the day before, hand-computed', async () => {
    const base = '/api/performance-overview';
    const range = `customRange?startDate=2026-06-01&endDate=2026-06-10&advertisers=${FIXTURE}`;
    const get = async (call: string) => (await server.get(`${base}/${call}/${range}`, admin)).json();
    const previous = { StartDate: '2026-05-22', EndDate: '2026-05-31' };
    // 06-01…06-10: the 120 bulk orders and the mixed one (its Completed campaign ran to 06-05); before, only that.
    expect(await get('active-orders')).toEqual({
      daterange: 'customRange',
      StartDate: '2026-06-01',
      EndDate: '2026-06-10',
      ActiveOrders: BULK + 1,
      Previous: { ...previous, ActiveOrders: 1 },
    });
    // The tiles count every active campaign, the order's TV2OTT entry (running 2025…2028) too.
    expect(await get('active-campaigns')).toMatchObject({
      ActiveCampaigns: BULK + 2,
      Previous: { ...previous, ActiveCampaigns: 2 },
    });
    expect(await get('active-advertisers')).toMatchObject({
      ActiveAdvertisers: 1,
      Previous: { ...previous, ActiveAdvertisers: 1 },
    });
    const impressions = await get('impressions');
    expect(impressions).toMatchObject({
      Impressions: 1000,
      Clicks: 10,
      Conversions: 1,
      ClickThrough: 1,
      Previous: { ...previous, Impressions: 20_000, Clicks: 100, ClickThrough: 0.5, Conversions: 5 },
    });
    expect(impressions.Previous).not.toHaveProperty('Daily');
    // Named ranges: last30days on 06-15 is 05-16…06-14, compared with 04-16…05-15.
    const named = (await server.get(`${base}/active-orders/last30days`, admin)).json();
    expect(named.Previous).toMatchObject({ StartDate: '2026-04-16', EndDate: '2026-05-15' });
    const yesterday = (await server.get(`${base}/impressions/yesterday?advertisers=${FIXTURE}`, admin)).json();
    expect(yesterday.Previous).toMatchObject({ StartDate: '2026-06-13', EndDate: '2026-06-13', Impressions: 0 });
  });
});
