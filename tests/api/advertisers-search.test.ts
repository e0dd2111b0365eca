/**
 * The advertiser area's reads (001 §7, issue 22) on every engine: the client search (default page 200, every
 * filter, status, sorting, paging, the demo advertiser), the campaign search (default page 100, every parameter),
 * getAgencyAdvertisers, getAdvertiserInfo and getProductsForAdvertiser with their messages.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVERTISER_ID, PAGE_SIZES } from '../../src/domain/constants';
import { MISSING, NO_ACTIVE_PRODUCTS } from '../../src/domain/messages';
import { RIGHTS } from '../../src/domain/rights';
import { ENGINES, grantAgencyRights, startTestServer, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const DASH = 'dash.admin@sightline.test';
const OTHER = 'other.agency@sightline.test';
const STATION = 'station@sightline.test';
/** Extra advertisers of agency 3, so the superuser sees more than a default page. */
const BULK = 210;
const EMPTY_AGENCY = 99;
const NO_CAMPAIGNS = 10009999;

interface Client {
  id: number;
  name: string;
  [field: string]: unknown;
}
interface Campaign {
  id: number;
  name: string;
  advertiser_name: string;
  start_date: string;
  end_date: string;
  campaign_type: string;
  status: string;
  [field: string]: unknown;
}

describe.each(ENGINES)('advertiser reads on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const getJson = async <T>(email: string, url: string): Promise<T> => {
    const response = await server.get(url, await tokenOf(email));
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json() as T;
  };
  const clients = (email: string, query: string) =>
    getJson<{ clients: Client[]; total: number }>(email, `/api/linearAdminClientsSearch?${query}`);
  const campaigns = (email: string, query: string) =>
    getJson<{ campaigns: Campaign[]; total: number }>(email, `/api/campaign/search?${query}`);
  const ids = async (where: ReturnType<typeof sql>, table = 'advertisers a'): Promise<number[]> => {
    const { rows } = await sql<{ id: number }>`select a.id from ${sql.raw(table)} where ${where} order by a.id`.execute(
      server.db,
    );
    return rows.map((row) => Number(row.id));
  };
  const sorted = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.db
      .insertInto('advertisers')
      .values(
        Array.from({ length: BULK }, (_, i) => ({
          id: 20000001 + i,
          agency_id: 3,
          sub_agency_id: null,
          station_id: null,
          name: `Bulk Client ${String(i).padStart(3, '0')}`,
          industry: 'Retail',
          logo_url: null,
          created_at: 0,
        })),
      )
      .execute();
    await server.db
      .insertInto('advertisers')
      .values({
        id: NO_CAMPAIGNS,
        agency_id: 1,
        sub_agency_id: null,
        station_id: null,
        name: 'Quiet Client',
        industry: 'Retail',
        logo_url: null,
        created_at: 0,
        phone: '+1 555 123 4567',
      })
      .execute();
    await server.db
      .insertInto('agencies')
      .values({ id: EMPTY_AGENCY, name: 'Empty Agency', theme_code: 'compulse', time_zone: 'UTC', created_at: 0 })
      .execute();
    // Dana has no SHOW_DEMO_ADVERTISER in the demo data: granted here, before her first sign-in.
    await grantAgencyRights(server.db, [DASH], [RIGHTS.SHOW_DEMO_ADVERTISER]);
  }, 120_000);
  afterAll(async () => server?.close());

  describe('GET /api/linearAdminClientsSearch', () => {
    it('answers 200 clients by default, with the total of all', async () => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from advertisers`.execute(server.db);
      const all = Number(rows[0]!.n);
      expect(all).toBeGreaterThan(PAGE_SIZES.advertiserSearch);
      const page = await clients(SUPER, '');
      expect(page.clients).toHaveLength(PAGE_SIZES.advertiserSearch);
      expect(page.total).toBe(all);
      expect((await clients(SUPER, 'limit=1000')).clients).toHaveLength(all);
    });

    it('answers every ClientItem field, the campaign count and the names of sub-agency and station', async () => {
      const { clients: list } = await clients(ADMIN, 'stations=3');
      expect(list.length).toBeGreaterThan(0);
      for (const client of list) {
        const { rows } = await sql<{
          n: number;
        }>`select count(*) as n from campaigns where advertiser_id = ${client.id}`.execute(server.db);
        expect(client).toMatchObject({
          propertyId: client.id,
          agency_id: 1,
          agency_name: expect.any(String),
          theme_code: expect.any(String),
          station_id: 3,
          station_name: 'KCKT Austin',
          sub_agency_id: 2,
          sub_agency_name: 'Compulse Austin',
          status: 'active',
          campaigns: Number(rows[0]!.n),
        });
        expect(Object.keys(client).sort()).toEqual(
          [
            'id',
            'propertyId',
            'name',
            'industry',
            'agency_id',
            'agency_name',
            'sub_agency_id',
            'sub_agency_name',
            'station_id',
            'station_name',
            'logo_url',
            'theme_code',
            'status',
            'campaigns',
          ].sort(),
        );
      }
    });

    it('applies each filter: name, stations, partners, product, subAgencyStation', async () => {
      const cases: [string, ReturnType<typeof sql>][] = [
        ['name=RIVERside', sql`a.agency_id = 1 and lower(a.name) like '%riverside%'`],
        ['stations=1', sql`a.agency_id = 1 and a.station_id = 1`],
        ['partners=1', sql`a.agency_id = 1`],
        [
          'product=AUDIO',
          sql`a.agency_id = 1 and exists (select 1 from campaigns c where c.advertiser_id = a.id and c.campaign_type = 'AUDIO')`,
        ],
        [
          'subAgencyStation=2',
          sql`a.agency_id = 1 and (a.sub_agency_id = 2 or a.station_id in (select s.id from stations s where s.sub_agency_id = 2))`,
        ],
      ];
      for (const [query, where] of cases) {
        const want = await ids(where);
        expect(want.length, query).toBeGreaterThan(0);
        expect({ query, ids: sorted((await clients(ADMIN, `limit=1000&${query}`)).clients) }).toEqual({
          query,
          ids: want,
        });
      }
    });

    it('leaves inactive advertisers out unless status=inactive or status=all', async () => {
      await server.db.updateTable('advertisers').set({ status: 0 }).where('id', '=', 10000106).execute();
      try {
        const active = sorted((await clients(ADMIN, 'partners=1')).clients);
        expect(active).not.toContain(10000106);
        expect(active).toEqual(sorted((await clients(ADMIN, 'partners=1&status=active')).clients));
        const inactive = await clients(ADMIN, 'status=inactive');
        expect(inactive.clients.map((c) => [c.id, c.status])).toEqual([[10000106, 'inactive']]);
        expect(sorted((await clients(ADMIN, 'status=all')).clients)).toEqual(
          [...active, 10000106].sort((a, b) => a - b),
        );
        const refused = await server.get('/api/linearAdminClientsSearch?status=gone', await tokenOf(ADMIN));
        expect(refused.statusCode).toBe(400);
      } finally {
        await server.db.updateTable('advertisers').set({ status: 1 }).where('id', '=', 10000106).execute();
      }
    });

    it('sorts by each key both ways and pages', async () => {
      const up = (await clients(ADMIN, 'sortby=id')).clients.map((c) => c.id);
      const down = (await clients(ADMIN, 'sortby=id&sortDesc=true')).clients.map((c) => c.id);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      expect(down).toEqual([...up].reverse());
      for (const key of ['name', 'industry', 'agency', 'status']) {
        const asc = (await clients(SUPER, `sortby=${key}&limit=1000`)).clients;
        const desc = (await clients(SUPER, `sortby=${key}&sortDesc=true&limit=1000`)).clients;
        const field = key === 'agency' ? 'agency_name' : key;
        expect(asc[0]![field], key).toEqual(desc[desc.length - 1]![field]);
        expect(asc[asc.length - 1]![field], key).toEqual(desc[0]![field]);
        expect(sorted(asc)).toEqual(sorted(desc));
      }
      const first = (await clients(ADMIN, 'sortby=id&limit=3')).clients.map((c) => c.id);
      const second = (await clients(ADMIN, 'sortby=id&limit=3&offset=3')).clients.map((c) => c.id);
      expect([...first, ...second]).toEqual(up.slice(0, 6));
    });

    it('shows advertiser 88888888 only to callers with SHOW_DEMO_ADVERTISER', async () => {
      expect((await clients(ADMIN, 'partners=1')).clients.map((c) => c.id)).toContain(DEMO_ADVERTISER_ID);
      expect((await clients(DASH, 'partners=1')).clients.map((c) => c.id)).toContain(DEMO_ADVERTISER_ID);
      expect((await clients(STAFF, 'partners=1')).clients.map((c) => c.id)).not.toContain(DEMO_ADVERTISER_ID);
      const hidden = await server.get(`/api/getAdvertiserInfo?id=${DEMO_ADVERTISER_ID}`, await tokenOf(STAFF));
      expect(hidden.statusCode).toBe(404);
    });
  });

  describe('GET /api/campaign/search', () => {
    it('answers 100 campaigns by default, with the total of what the caller sees', async () => {
      const all = await ids(sql`true`, 'campaigns a');
      expect(all.length).toBeGreaterThan(PAGE_SIZES.campaignSearch);
      const page = await campaigns(SUPER, '');
      expect(page.campaigns).toHaveLength(PAGE_SIZES.campaignSearch);
      expect(page.total).toBe(all.length);
      expect(Object.keys(page.campaigns[0]!).sort()).toEqual(
        [
          'id',
          'name',
          'friendly_name',
          'campaign_type',
          'advertiser_id',
          'advertiser_name',
          'start_date',
          'end_date',
          'status',
        ].sort(),
      );
    });

    it('applies each parameter: campaignName, advertiserName, partners, product, advertiserId', async () => {
      const join = 'campaigns a join advertisers v on v.id = a.advertiser_id';
      const cases: [string, ReturnType<typeof sql>][] = [
        ['campaignName=back%20TO%20school', sql`lower(a.name) like '%back to school%'`],
        ['advertiserName=riverSIDE', sql`lower(v.name) like '%riverside%'`],
        ['partners=2', sql`v.agency_id = 2`],
        ['product=AUDIO', sql`a.campaign_type = 'AUDIO'`],
        ['advertiserId=10000002', sql`a.advertiser_id = 10000002`],
        ['partners=1&product=digitalvideo', sql`v.agency_id = 1 and a.campaign_type = 'VIDEO'`],
      ];
      for (const [query, where] of cases) {
        const want = await ids(where, join);
        expect(want.length, query).toBeGreaterThan(0);
        const got = await campaigns(SUPER, `limit=1000&${query}`);
        expect({ query, ids: sorted(got.campaigns), total: got.total }).toEqual({
          query,
          ids: want,
          total: want.length,
        });
      }
      const bad = await server.get('/api/campaign/search?partners=x', await tokenOf(SUPER));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain("'partners'");
    });

    it('sorts by each key both ways and pages', async () => {
      const fields = {
        name: 'name',
        advertiser: 'advertiser_name',
        start: 'start_date',
        end: 'end_date',
        type: 'campaign_type',
        status: 'status',
      } as const;
      for (const [key, field] of Object.entries(fields)) {
        const asc = (await campaigns(ADMIN, `sortby=${key}&limit=1000`)).campaigns;
        const desc = (await campaigns(ADMIN, `sortby=${key}&sortDesc=true&limit=1000`)).campaigns;
        expect(asc[0]![field], key).toEqual(desc[desc.length - 1]![field]);
        expect(asc[asc.length - 1]![field], key).toEqual(desc[0]![field]);
        if (key === 'start' || key === 'end') {
          const values = asc.map((c) => c[field]);
          expect(values).toEqual([...values].sort());
        }
      }
      const whole = (await campaigns(ADMIN, 'sortby=start&limit=10')).campaigns.map((c) => c.id);
      const first = (await campaigns(ADMIN, 'sortby=start&limit=5')).campaigns.map((c) => c.id);
      const second = (await campaigns(ADMIN, 'sortby=start&limit=5&offset=5')).campaigns.map((c) => c.id);
      expect([...first, ...second]).toEqual(whole);
    });

    it('answers only the campaigns of advertisers the caller sees', async () => {
      const join = 'campaigns a join advertisers v on v.id = a.advertiser_id';
      expect(sorted((await campaigns(OTHER, 'limit=1000')).campaigns)).toEqual(await ids(sql`v.agency_id = 2`, join));
      expect((await campaigns(OTHER, 'advertiserId=10000001')).campaigns).toEqual([]);
      expect(sorted((await campaigns(STATION, 'limit=1000')).campaigns)).toEqual(
        await ids(sql`v.station_id = 3 and v.id <> ${DEMO_ADVERTISER_ID}`, join),
      );
      expect((await campaigns(STAFF, `advertiserId=${DEMO_ADVERTISER_ID}`)).total).toBe(0);
    });
  });

  describe('GET /api/getAgencyAdvertisers/', () => {
    it("answers the agency's advertisers with their fields, and an empty list as { advertisers: [] }", async () => {
      const { advertisers } = await getJson<{ advertisers: Client[] }>(ADMIN, '/api/getAgencyAdvertisers/?agency=1');
      expect(sorted(advertisers)).toEqual(await ids(sql`a.agency_id = 1`));
      expect(advertisers[0]).toMatchObject({ propertyId: advertisers[0]!.id, agency_name: expect.any(String) });
      expect(await getJson(SUPER, `/api/getAgencyAdvertisers/?agency=${EMPTY_AGENCY}`)).toEqual({ advertisers: [] });
    });

    it("answers 'Missing agency ID' without an agency and 404 for another agency", async () => {
      const missing = await server.get('/api/getAgencyAdvertisers/', await tokenOf(ADMIN));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: MISSING.AGENCY_ID });
      expect((await server.get('/api/getAgencyAdvertisers/?agency=2', await tokenOf(ADMIN))).statusCode).toBe(404);
    });
  });

  describe('GET /api/getAdvertiserInfo', () => {
    it('answers the advertiser with its details, and its station and sub-agency when asked', async () => {
      const body = await getJson<{ advertiser: Record<string, unknown>; stations?: unknown; subagencies?: unknown }>(
        ADMIN,
        '/api/getAdvertiserInfo?id=10000101&includeStations=true&includeSubagencies=true',
      );
      expect(body.advertiser).toMatchObject({
        id: 10000101,
        propertyId: 10000101,
        station_name: 'KCKT Austin',
        sub_agency_name: 'Compulse Austin',
        status: 'active',
        address: null,
        phone: null,
        phone_display: null,
        spend_type: null,
        campaigns: expect.any(Number),
      });
      expect(body.stations).toEqual([{ id: 3, name: 'KCKT Austin', call_sign: expect.any(String) }]);
      expect(body.subagencies).toEqual([{ id: 2, name: 'Compulse Austin' }]);
      const plain = await getJson<Record<string, unknown>>(ADMIN, '/api/getAdvertiserInfo?id=10000101');
      expect(Object.keys(plain)).toEqual(['advertiser']);
      const quiet = await getJson<{ advertiser: Record<string, unknown> }>(
        ADMIN,
        `/api/getAdvertiserInfo?id=${NO_CAMPAIGNS}`,
      );
      expect(quiet.advertiser).toMatchObject({
        phone: '+1 555 123 4567',
        phone_display: '(555) 123-4567',
        campaigns: 0,
      });
    });

    it("answers 'Missing advertiser ID' and 404 outside the scope", async () => {
      const missing = await server.get('/api/getAdvertiserInfo', await tokenOf(ADMIN));
      expect(missing.json()).toEqual({ error: MISSING.ADVERTISER_ID });
      expect((await server.get('/api/getAdvertiserInfo?id=10000101', await tokenOf(OTHER))).statusCode).toBe(404);
    });
  });

  describe('GET /api/getProductsForAdvertiser/{advertiserId}', () => {
    it("answers the products, 'Missing advertiser id' without an id and the spec's text when none is active", async () => {
      const token = await tokenOf(ADMIN);
      const products = await server.get('/api/getProductsForAdvertiser/10000001', token);
      expect(products.statusCode).toBe(200);
      expect((products.json() as unknown[]).length).toBeGreaterThan(0);
      for (const url of ['/api/getProductsForAdvertiser/', '/api/getProductsForAdvertiser']) {
        const missing = await server.get(url, token);
        expect({ url, status: missing.statusCode, body: missing.json() }).toEqual({
          url,
          status: 400,
          body: { error: MISSING.ADVERTISER_ID_LOWER },
        });
      }
      const none = await server.get(`/api/getProductsForAdvertiser/${NO_CAMPAIGNS}`, token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ error: NO_ACTIVE_PRODUCTS });
      expect((await server.get('/api/getProductsForAdvertiser/10000001', await tokenOf(OTHER))).statusCode).toBe(404);
    });
  });
});
