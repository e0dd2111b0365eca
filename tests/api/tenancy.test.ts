import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVERTISER_ID } from '../../src/domain/constants';
import { advertiserIdsWhere, ENGINES, startTestServer, type TestServer } from './harness';

type Client = { id: number; agency_id: number; sub_agency_id: number | null; station_id: number | null };

describe.each(ENGINES)('tenancy on %s', (engine) => {
  let server: TestServer;
  const search = async (email: string): Promise<Client[]> => {
    const { accessToken } = await server.login(email);
    return (await server.get('/api/linearAdminClientsSearch?limit=1000', accessToken)).json().clients;
  };
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("agency B's admin sees only agency B's advertisers", async () => {
    const clients = await search('other.agency@sightline.test');
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((c) => c.agency_id === 2)).toBe(true);
  });

  it("agency B's admin gets 404 and no data for an advertiser of agency A", async () => {
    const { accessToken } = await server.login('other.agency@sightline.test');
    const response = await server.get('/api/getAdvertiserInfo?id=10000001', accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Advertiser not found' });
  });

  it("agency B's admin cannot read agency A or list its advertisers", async () => {
    const { accessToken } = await server.login('other.agency@sightline.test');
    expect((await server.get('/api/getAgency/1', accessToken)).statusCode).toBe(404);
    const listed = await server.get('/api/getAgencyAdvertisers/?agency=1', accessToken);
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain('Riverside');
    const agencies = (await server.get('/api/getAgencies/', accessToken)).json().agencies as { id: number }[];
    expect(agencies.map((a) => a.id)).toEqual([2]);
  });

  it('the station user sees exactly the advertisers of their station', async () => {
    const { user } = await server.login('station@sightline.test');
    const expected = await advertiserIdsWhere(server.db, { station_id: user.active_station_id as number });
    const clients = await search('station@sightline.test');
    expect(expected.length).toBeGreaterThan(0);
    expect(clients.map((c) => c.id).sort()).toEqual(expected.sort());
  });

  it('the station user gets 404 for an advertiser of the same agency outside the station', async () => {
    const { accessToken, user } = await server.login('station@sightline.test');
    const mine = await advertiserIdsWhere(server.db, { station_id: user.active_station_id as number });
    const other = (await advertiserIdsWhere(server.db, { agency_id: 1 })).find(
      (id) => !mine.includes(id) && id !== DEMO_ADVERTISER_ID,
    );
    expect(other).toBeDefined();
    expect((await server.get(`/api/getAdvertiserInfo?id=${other}`, accessToken)).statusCode).toBe(404);
  });

  it('the sub-agency user sees exactly the advertisers of their sub-agency', async () => {
    const { user } = await server.login('subagency@sightline.test');
    const expected = await advertiserIdsWhere(server.db, { sub_agency_id: user.active_sub_agency_id as number });
    const clients = await search('subagency@sightline.test');
    expect(expected.length).toBeGreaterThan(0);
    expect(clients.map((c) => c.id).sort()).toEqual(expected.sort());
  });

  it('the sub-agency user gets 404 for an agency-wide advertiser of the same agency', async () => {
    const { accessToken } = await server.login('subagency@sightline.test');
    expect((await server.get('/api/getAdvertiserInfo?id=10000001', accessToken)).statusCode).toBe(404);
  });

  it('the advertiser user sees exactly their two advertisers', async () => {
    const clients = await search('advertiser@sightline.test');
    expect(clients.map((c) => c.id).sort()).toEqual([10000001, 10000002]);
  });

  it('the advertiser user gets 404 for another advertiser of the same agency', async () => {
    const { accessToken } = await server.login('advertiser@sightline.test');
    const other = (await advertiserIdsWhere(server.db, { agency_id: 1 })).find((id) => id > 10000002)!;
    expect((await server.get(`/api/getAdvertiserInfo?id=${other}`, accessToken)).statusCode).toBe(404);
  });

  it('the demo advertiser is hidden without SHOW_DEMO_ADVERTISER and shown with it', async () => {
    expect((await search('agency.staff@sightline.test')).some((c) => c.id === DEMO_ADVERTISER_ID)).toBe(false);
    expect((await search('agency.admin@sightline.test')).some((c) => c.id === DEMO_ADVERTISER_ID)).toBe(true);
  });

  it('the superuser sees every agency', async () => {
    const { accessToken } = await server.login('super@sightline.test');
    const agencies = (await server.get('/api/getAdvertiserInfo?id=10000001', accessToken)).statusCode;
    expect(agencies).toBe(200);
    expect((await server.get('/api/getAgencies/', accessToken)).json().agencies).toHaveLength(4);
  });

  describe('client search filters', () => {
    const tokens = new Map<string, string>();
    /** A demo user's access token, signed in once per run. */
    const tokenOf = async (email: string): Promise<string> => {
      if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
      return tokens.get(email)!;
    };
    /** Ids the client search answers for a caller and query, sorted. */
    const found = async (email: string, query: string): Promise<number[]> => {
      const response = await server.get(`/api/linearAdminClientsSearch?limit=1000&${query}`, await tokenOf(email));
      expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
      const body = response.json() as { clients: Client[]; total: number };
      expect(body.total).toBe(body.clients.length);
      return body.clients.map((c) => c.id).sort((a, b) => a - b);
    };
    /** Advertiser ids by an independent SQL condition, sorted. */
    const expected = async (where: ReturnType<typeof sql>): Promise<number[]> => {
      const { rows } = await sql<{ id: number }>`select a.id from advertisers a where ${where} order by a.id`.execute(
        server.db,
      );
      return rows.map((r) => Number(r.id));
    };
    const ADMIN = 'agency.admin@sightline.test';

    it('stations: the advertisers of the listed stations, within what the caller sees', async () => {
      const [a1, a2] = [1, 3];
      const agencyB = 5;
      const want = await expected(sql`a.agency_id = 1 and a.station_id in (${a1}, ${a2})`);
      expect(want.length).toBeGreaterThan(2);
      expect(await found(ADMIN, `stations=${a1},${a2},${agencyB}`)).toEqual(want);
      expect(await found(ADMIN, `stations=${a1}`)).toEqual(await expected(sql`a.station_id = ${a1}`));
      expect(await found('super@sightline.test', `stations=${agencyB}`)).toEqual(
        await expected(sql`a.station_id = ${agencyB}`),
      );
    });

    it('partners: the advertisers of the listed agencies, within what the caller sees', async () => {
      const b = await expected(sql`a.agency_id = 2`);
      expect(await found('super@sightline.test', 'partners=2, 3')).toEqual(await expected(sql`a.agency_id in (2, 3)`));
      expect(await found(ADMIN, 'partners=1')).toEqual(await expected(sql`a.agency_id = 1`));
      expect(await found(ADMIN, 'partners=2')).toEqual([]);
      expect(b.length).toBeGreaterThan(0);
    });

    it('product: the advertisers with a campaign of the listed types (codes or tab ids)', async () => {
      const runs = (types: string[]) =>
        sql`exists (select 1 from campaigns c where c.advertiser_id = a.id and c.campaign_type in (${sql.join(types)}))`;
      const audio = await expected(sql`a.agency_id = 1 and a.id <> ${DEMO_ADVERTISER_ID} and ${runs(['AUDIO'])}`);
      expect(audio.length).toBeGreaterThan(1);
      // Staff lack SHOW_DEMO_ADVERTISER: the demo advertiser runs AUDIO too but stays out.
      expect(await found('agency.staff@sightline.test', 'product=AUDIO')).toEqual(audio);
      expect(await found(ADMIN, 'product=audio')).toEqual(await expected(sql`a.agency_id = 1 and ${runs(['AUDIO'])}`));
      expect(await found('super@sightline.test', 'product=digitalvideo,BROADCAST')).toEqual(
        await expected(runs(['VIDEO', 'BROADCAST'])),
      );
      expect(await found(ADMIN, 'product=NOSUCHTYPE')).toEqual([]);
    });

    it('subAgencyStation: the advertisers of the listed sub-agencies, directly or through their stations', async () => {
      const want = await expected(
        sql`a.agency_id = 1 and (a.sub_agency_id = 1 or a.station_id in (select s.id from stations s where s.sub_agency_id = 1))`,
      );
      expect(want.length).toBeGreaterThan(1);
      expect(await found(ADMIN, 'subAgencyStation=1,3')).toEqual(want);
      expect(await found('super@sightline.test', 'subAgencyStation=3')).toEqual(
        await expected(
          sql`a.sub_agency_id = 3 or a.station_id in (select s.id from stations s where s.sub_agency_id = 3)`,
        ),
      );
    });

    it('combines filters (all must hold) with name, sort and paging', async () => {
      const want = await expected(
        sql`a.agency_id = 1 and a.station_id = 1 and exists (select 1 from campaigns c where c.advertiser_id = a.id and c.campaign_type = 'AUDIO')`,
      );
      expect(want.length).toBeGreaterThan(0);
      expect(await found(ADMIN, 'stations=1&product=AUDIO&partners=1&subAgencyStation=1')).toEqual(want);
      expect(await found(ADMIN, 'stations=1&product=AUDIO&partners=2')).toEqual([]);
      const { accessToken } = await server.login(ADMIN);
      const page = await server.get(
        '/api/linearAdminClientsSearch?stations=1,3&limit=1&offset=1&sortby=id',
        accessToken,
      );
      const all = await expected(sql`a.agency_id = 1 and a.station_id in (1, 3)`);
      expect(page.json()).toMatchObject({ total: all.length, clients: [{ id: all[1] }] });
    });

    it("never answers another agency's advertisers, whatever the filters", async () => {
      const other = 'other.agency@sightline.test';
      for (const query of [
        'partners=1',
        'stations=1,3',
        'subAgencyStation=1,2',
        'product=OTT,AUDIO,SOCIAL',
        'partners=1,2&product=OTT',
        'name=Riverside',
      ]) {
        const ids = await found(other, query);
        const agencies = await expected(sql`a.id in (${sql.join([...ids, -1])}) and a.agency_id <> 2`);
        expect({ query, outside: agencies }).toEqual({ query, outside: [] });
      }
      expect(await found(other, 'partners=1')).toEqual([]);
      expect(await found('advertiser@sightline.test', 'product=SOCIAL,OTT')).toEqual([10000001, 10000002]);
      expect(await found('advertiser@sightline.test', 'product=LINKEDIN')).toEqual([10000001]);
    });

    it('refuses a malformed list with 400 naming the parameter', async () => {
      const accessToken = await tokenOf(ADMIN);
      for (const [query, field] of [
        ['stations=1,x', 'stations'],
        ['partners=99999999999', 'partners'],
        ['subAgencyStation=-1', 'subAgencyStation'],
        ['product=OTT;drop', 'product'],
      ] as const) {
        const response = await server.get(`/api/linearAdminClientsSearch?${query}`, accessToken);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().error).toContain(`'${field}'`);
      }
    });
  });

  it('a missing advertiser id gets the spec message', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const response = await server.get('/api/getAdvertiserInfo', accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Missing advertiser ID' });
  });
});
