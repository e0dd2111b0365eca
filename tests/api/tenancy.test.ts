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

  it('a missing advertiser id gets the spec message', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const response = await server.get('/api/getAdvertiserInfo', accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Missing advertiser ID' });
  });
});
