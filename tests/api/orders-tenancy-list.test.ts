import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIST_DEFAULTS } from '../../src/domain/constants';
import { MESSAGES } from '../../src/domain/messages';
import { RIGHTS } from '../../src/domain/rights';
import { ENGINES, grantAgencyRights, startServerAt, type TestServer } from './harness';
import { rows, TEST_NOW } from './overview-helpers';

const SHOWCASE = 10000001;

/** Every order call for one advertiser and order. */
const orderUrls = (advertiserId: number, orderId: number): string[] => [
  `/api/advertiser/single-order/summary/${advertiserId}/${orderId}/last30days`,
  `/api/advertiser/single-order/daily/${advertiserId}/${orderId}/last30days/week`,
  `/api/advertiser/single-order/zips/${advertiserId}/${orderId}/last30days`,
  `/api/advertiser/${advertiserId}/order/${orderId}/summary/last30days`,
  `/api/order/advertiser/${advertiserId}/order/${orderId}/impressions/geo-list/last30days`,
  `/api/advertiser/order/campaign-list/${advertiserId}/${orderId}/sortby=end_asc&limit=10&offset=0&search=`,
  `/api/advertiser/order/conversion?advertiserId=${advertiserId}&orderId=${orderId}&resolution=day&daterange=last30days`,
];

/** Users confined to part of agency A; the demo gives them no order right. */
const SCOPED_USERS = ['advertiser@sightline.test', 'station@sightline.test', 'subagency@sightline.test'];

describe.each(ENGINES)('order tenancy and the campaign list on %s', (engine) => {
  let server: TestServer;
  /** The showcase advertiser's order holding its TV2OTT campaign. */
  let tvOrder: number;
  let otherA: { advertiserId: number; orderId: number };
  let harborOrder: number;
  const login = async (email: string) => (await server.login(email)).accessToken;

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    // With the order screens' right, so what refuses them below is tenancy alone.
    await grantAgencyRights(server.db, SCOPED_USERS, [RIGHTS.SHOW_ORDER_SUMMARY_VIEW]);
    const [tv] = await rows(
      server.db,
      sql`select order_id from campaigns where advertiser_id = ${SHOWCASE} and campaign_type = 'TV2OTT'`,
    );
    tvOrder = Number(tv!.order_id);
    const [other] = await rows(
      server.db,
      sql`select o.advertiser_id, o.id from orders o join advertisers a on a.id = o.advertiser_id
          where a.agency_id = 1 and a.id >= 10000101 and a.station_id is null and a.sub_agency_id is null order by o.id limit 1`,
    );
    otherA = { advertiserId: Number(other!.advertiser_id), orderId: Number(other!.id) };
    const [harbor] = await rows(
      server.db,
      sql`select id from orders where advertiser_id = 10000002 order by id limit 1`,
    );
    harborOrder = Number(harbor!.id);
  });
  afterAll(async () => {
    await server.close();
  });

  const expectNotFound = async (token: string, urls: string[]) => {
    for (const url of urls) {
      const response = await server.get(url, token);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(Object.keys(response.json())).toEqual(['error']);
    }
  };

  it("agency B's admin, the station and the sub-agency users get 404 and no data for agency A's orders", async () => {
    for (const email of ['other.agency@sightline.test', 'station@sightline.test', 'subagency@sightline.test']) {
      await expectNotFound(await login(email), orderUrls(SHOWCASE, tvOrder));
    }
    await expectNotFound(await login('other.agency@sightline.test'), orderUrls(otherA.advertiserId, otherA.orderId));
  });

  it('a signed-in user without SHOW_ORDER_SUMMARY_VIEW gets 403 on every order call, before its parameters', async () => {
    const token = await login('agency.staff@sightline.test');
    for (const url of [...orderUrls(SHOWCASE, tvOrder), '/api/advertiser/order/conversion?advertiserId=x']) {
      const response = await server.get(url, token);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
    }
    const admin = await login('agency.admin@sightline.test');
    expect((await server.get(orderUrls(SHOWCASE, tvOrder)[0]!, admin)).statusCode).toBe(200);
  });

  it('the advertiser user gets 404 outside their two advertisers and for an order under the wrong advertiser', async () => {
    const token = await login('advertiser@sightline.test');
    await expectNotFound(token, orderUrls(otherA.advertiserId, otherA.orderId));
    const wrongParent = await server.get(
      `/api/advertiser/single-order/summary/${SHOWCASE}/${harborOrder}/last30days`,
      token,
    );
    expect([wrongParent.statusCode, wrongParent.json()]).toEqual([404, { error: 'Order not found' }]);
    expect((await server.get(orderUrls(10000002, harborOrder)[0]!, token)).statusCode).toBe(200);
  });

  it('reads the list parameters from the last path segment, with the order-list defaults', async () => {
    const token = await login('advertiser@sightline.test');
    const base = `/api/advertiser/order/campaign-list/${SHOWCASE}/${tvOrder}`;
    const all = await rows(
      server.db,
      sql`select id, end_date from campaigns where order_id = ${tvOrder} and campaign_type <> 'TV2OTT' order by end_date, id`,
    );
    const defaults = (await server.get(`${base}/sortby=end_asc&limit&offset&search`, token)).json();
    expect(defaults).toMatchObject({
      sortBy: 'end_asc',
      limit: ORDER_LIST_DEFAULTS.limit,
      offset: 0,
      campaignStatus: 'All',
      total: all.length,
    });
    expect(defaults.campaigns.map((c: { id: number }) => c.id)).toEqual(all.slice(0, 10).map((r) => Number(r.id)));
    const paged = (await server.get(`${base}/sortby=end_desc&limit=2&offset=1`, token)).json();
    const desc = [...all].sort(
      (a, b) => String(b.end_date).localeCompare(String(a.end_date)) || Number(a.id) - Number(b.id),
    );
    expect(paged.campaigns.map((c: { id: number }) => c.id)).toEqual(desc.slice(1, 3).map((r) => Number(r.id)));
    // The same parameters as a normal query string.
    const query = (await server.get(`${base}?sortby=end_desc&limit=2&offset=1`, token)).json();
    expect(query.campaigns).toEqual(paged.campaigns);
  });

  it('removes TV2OTT entries and filters by status, type and search', async () => {
    const token = await login('advertiser@sightline.test');
    const base = `/api/advertiser/order/campaign-list/${SHOWCASE}/${tvOrder}`;
    const [tv] = await rows(
      server.db,
      sql`select count(*) as n from campaigns where order_id = ${tvOrder} and campaign_type = 'TV2OTT'`,
    );
    expect(Number(tv!.n)).toBeGreaterThan(0);
    const list = (await server.get(`${base}/limit=1000`, token)).json();
    const campaigns = list.campaigns as {
      CampaignType: string;
      Status: string;
      CampaignName: string;
      Impressions: number;
    }[];
    expect(campaigns.length).toBeGreaterThan(0);
    expect(campaigns.some((c) => c.CampaignType === 'TV2OTT')).toBe(false);
    expect((await server.get(`${base}/type=TV2OTT`, token)).json().total).toBe(0);
    const first = campaigns[0]!;
    const byType = (await server.get(`${base}/type=${first.CampaignType}&limit=1000`, token)).json();
    expect(byType.campaigns.every((c: { CampaignType: string }) => c.CampaignType === first.CampaignType)).toBe(true);
    const byStatus = (
      await server.get(`${base}/campaignStatus=${encodeURIComponent(first.Status)}&limit=1000`, token)
    ).json();
    expect(byStatus.total).toBe(campaigns.filter((c) => c.Status === first.Status).length);
    const word = first.CampaignName.split(' ')[0]!.toLowerCase();
    const bySearch = (await server.get(`${base}/search=${encodeURIComponent(word)}&limit=1000`, token)).json();
    expect(bySearch.total).toBeGreaterThan(0);
    expect(bySearch.campaigns.every((c: { CampaignName: string }) => c.CampaignName.toLowerCase().includes(word))).toBe(
      true,
    );
  });

  it('answers bad list parameters with 400', async () => {
    const token = await login('advertiser@sightline.test');
    const base = `/api/advertiser/order/campaign-list/${SHOWCASE}/${tvOrder}`;
    expect((await server.get(`${base}/sortby=loudest`, token)).json()).toEqual({ error: 'Invalid sortby' });
    expect((await server.get(`${base}/limit=0`, token)).json()).toEqual({ error: 'Invalid limit' });
    expect((await server.get(`${base}/offset=-3`, token)).json()).toEqual({ error: 'Invalid offset' });
    expect((await server.get(`${base}/campaignStatus=Sleeping`, token)).json()).toEqual({
      error: 'Invalid campaignStatus',
    });
  });
});
