import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const AGENCY_ADMIN = 'agency.admin@sightline.test';
const OTHER_ADMIN = 'other.agency@sightline.test';
const STAFF = 'agency.staff@sightline.test';

type Counts = { subAgencies: number; stations: number; advertisers: number; users: number };
type Item = { id: number; originId: number; name: string; status: string; created_at: number; counts: Counts };

describe.each(ENGINES)('agency calls on %s', (engine) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;
  let otherToken: string;
  let staffToken: string;

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
  const auditRows = (type: string, id: number) =>
    server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'tenants')
      .where('object_type', '=', type)
      .where('object_id', '=', String(id))
      .orderBy('id')
      .execute();
  const search = async (query: string, token = superToken) => {
    const response = await call('GET', `/api/linearAdminAgencySearch${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { agencies: Item[]; total: number };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    superToken = (await server.login(SUPER)).accessToken;
    adminToken = (await server.login(AGENCY_ADMIN)).accessToken;
    otherToken = (await server.login(OTHER_ADMIN)).accessToken;
    staffToken = (await server.login(STAFF)).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the dashboards’ agency reads, with status, settings and counts', async () => {
    const list = (await call('GET', '/api/getAgencies/', adminToken)).json() as { agencies: { id: number }[] };
    expect(list.agencies.map((agency) => agency.id)).toEqual([1]);
    expect(list.agencies[0]).toMatchObject({ name: 'Compulse Media', theme_code: 'compulse', status: 'active' });

    const agency = (await call('GET', '/api/getAgency/1', adminToken)).json();
    expect(agency).toMatchObject({
      id: 1,
      originId: 1,
      name: 'Compulse Media',
      time_zone: 'America/New_York',
      root_domain: 'compulse.localhost',
      status: 'active',
      allowed_email_domains: null,
      products: expect.any(Array),
      counts: { subAgencies: 2, stations: 4, advertisers: expect.any(Number), users: expect.any(Number) },
    });
    expect(agency.sub_agencies).toHaveLength(2);
    expect(agency.stations).toHaveLength(4);
    expect((await call('GET', '/api/agency', adminToken)).json().id).toBe(1);
    expect((await call('GET', '/api/getAgency/1', otherToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/getAgency/1', otherToken)).json().error).toBe(MESSAGES.agencyNotFound);
  });

  it('searches agencies with its defaults: 25 by name from 0, every agency for a superuser', async () => {
    const { agencies, total } = await search('');
    expect(total).toBe(4);
    expect(agencies.map((agency) => agency.name)).toEqual([
      'Compulse Media',
      'Demo Agency',
      'SBG Advertising',
      'Sightline Partners',
    ]);
    expect(agencies[0]).toMatchObject({
      id: 1,
      originId: 1,
      status: 'active',
      counts: { subAgencies: 2, stations: 4 },
    });
    expect(agencies[0]!.counts.advertisers).toBeGreaterThan(0);
    expect(agencies[0]!.counts.users).toBeGreaterThan(0);
  });

  it('sorts by every key both ways and pages with the total', async () => {
    const names = async (sortBy: string) => (await search(`?sortBy=${sortBy}`)).agencies.map((a) => a.name);
    expect(await names('-name')).toEqual(['Sightline Partners', 'SBG Advertising', 'Demo Agency', 'Compulse Media']);
    expect((await search('?sortBy=id')).agencies.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect((await search('?sortBy=-id')).agencies.map((a) => a.id)).toEqual([4, 3, 2, 1]);
    const byAdvertisers = (await search('?sortBy=-advertisers')).agencies.map((a) => a.counts.advertisers);
    expect(byAdvertisers).toEqual([...byAdvertisers].sort((a, b) => b - a));
    const byCreated = (await search('?sortBy=created')).agencies.map((a) => a.created_at);
    expect(byCreated).toEqual([...byCreated].sort((a, b) => a - b));

    const second = await search('?sortBy=id&limit=2&offset=2');
    expect(second).toMatchObject({ total: 4 });
    expect(second.agencies.map((a) => a.id)).toEqual([3, 4]);
  });

  it('filters by name and shows an agency admin only their agency', async () => {
    const found = await search('?name=sbg');
    expect(found.total).toBe(1);
    expect(found.agencies[0]!.name).toBe('SBG Advertising');
    expect((await search('?name=zzz')).agencies).toEqual([]);
    const own = await search('', adminToken);
    expect(own.total).toBe(1);
    expect(own.agencies.map((a) => a.id)).toEqual([1]);
    expect((await search('', otherToken)).agencies.map((a) => a.id)).toEqual([2]);
  });

  it('answers 401 before validation, then 403 without SCREEN_AGENCY_MGMT, then 400', async () => {
    const bad = '/api/linearAdminAgencySearch?sortBy=bogus&limit=0';
    expect((await call('GET', bad)).statusCode).toBe(401);
    const forbidden = await call('GET', bad, staffToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(MESSAGES.noAccess);
    expect((await call('GET', '/api/linearAdminAgencySearch', staffToken)).statusCode).toBe(403);
    expect((await call('GET', bad, adminToken)).statusCode).toBe(400);
  });

  it('updates the settings, audited with before and after', async () => {
    const product = (await server.db.selectFrom('products').select('code').orderBy('code').executeTakeFirstOrThrow())
      .code;
    const response = await call('PUT', '/api/updateAgency/1', adminToken, {
      time_zone: 'America/Chicago',
      mail_from_name: 'Compulse Reports',
      mail_from_address: 'reports@compulse.com',
      allowed_email_domains: ['Compulse.com', 'partner.org'],
      default_spend_type: 'MARKUP',
      default_markup: 15,
      products: [product],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: 1,
      time_zone: 'America/Chicago',
      mail_from_name: 'Compulse Reports',
      mail_from_address: 'reports@compulse.com',
      allowed_email_domains: ['compulse.com', 'partner.org'],
      default_spend_type: 'MARKUP',
      default_markup: 15,
      products: [product],
    });
    expect((await call('GET', '/api/getAgency/1', adminToken)).json().time_zone).toBe('America/Chicago');
    const rows = await auditRows('agency', 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actor_email: AGENCY_ADMIN, agency_id: 1 });
    const before = JSON.parse(rows[0]!.before!) as { time_zone: string; products: string[] };
    expect(before.time_zone).toBe('America/New_York');
    expect(before.products.length).toBeGreaterThan(1);
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ time_zone: 'America/Chicago', products: [product] });
  });

  it('refuses bad settings with 400 naming the field, and writes nothing', async () => {
    const before = await auditRows('agency', 1);
    const refused = async (body: unknown, field: string, status = 400) => {
      const response = await call('PUT', '/api/updateAgency/1', adminToken, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toContain(field);
      return response.json().error as string;
    };
    expect(await refused({ time_zone: 'Mars/Olympus' }, 'time_zone')).toBe(
      messageText('tenantBadTimeZone', { zone: 'Mars/Olympus', field: 'time_zone' }),
    );
    await refused({ theme_code: 'no-such-theme' }, 'theme_code');
    await refused({ products: ['NOPE'] }, 'products');
    await refused({ default_markup: 5000 }, 'default_markup');
    await refused({ mail_from_address: 'not an address' }, 'mail_from_address');
    await refused({ allowed_email_domains: ['not a domain'] }, 'allowed_email_domains');
    expect((await call('PUT', '/api/updateAgency/1', adminToken, { originId: 1 })).statusCode).toBe(400);
    expect(await refused({ root_domain: 'elsewhere.com' }, 'root_domain', 403)).toBe(
      MESSAGES.tenantRootDomainSuperuser,
    );
    expect(await auditRows('agency', 1)).toHaveLength(before.length);
    expect((await call('GET', '/api/getAgency/1', adminToken)).json()).toMatchObject({
      time_zone: 'America/Chicago',
      root_domain: 'compulse.localhost',
    });
  });

  it('lets a superuser change the root domain but not to one in use', async () => {
    const taken = await call('PUT', '/api/updateAgency/4', superToken, { root_domain: 'sbg.localhost' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('root_domain');
    const changed = await call('PUT', '/api/updateAgency/4', superToken, { root_domain: 'partners.example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().root_domain).toBe('partners.example.com');
  });

  it('keeps updates inside the caller’s agency: 401, 403, then 404 outside', async () => {
    expect((await call('PUT', '/api/updateAgency/1', undefined, { time_zone: 'Bad/Zone' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/updateAgency/1', staffToken, { time_zone: 'Bad/Zone' })).statusCode).toBe(403);
    const outside = await call('PUT', '/api/updateAgency/1', otherToken, { name: 'Taken over' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error).toBe(MESSAGES.agencyNotFound);
    expect((await call('PUT', '/api/updateAgency/2', adminToken, { name: 'Taken over' })).statusCode).toBe(404);
  });

  it('lets only a superuser create, deactivate, activate and delete an agency', async () => {
    const body = { name: 'New Agency', timeZone: 'America/Denver' };
    expect((await call('POST', '/api/admin/agencies', undefined, { name: '' })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/agencies', adminToken, { name: '' })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/agencies', staffToken, body)).statusCode).toBe(403);
    const badZone = await call('POST', '/api/admin/agencies', superToken, { ...body, timeZone: 'Nowhere/Land' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().field).toBe('timeZone');
    const missing = await call('POST', '/api/admin/agencies', superToken, { name: 'No zone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('timeZone');

    const created = await call('POST', '/api/admin/agencies', superToken, body);
    expect(created.statusCode, created.body).toBe(201);
    const agency = created.json();
    expect(agency).toMatchObject({ id: 5, name: 'New Agency', theme_code: 'agency', status: 'active' });
    expect(agency.counts).toEqual({ subAgencies: 0, stations: 0, advertisers: 0, users: 0 });
    expect((await auditRows('agency', 5)).map((row) => row.action)).toEqual(['create']);

    for (const token of [adminToken, staffToken]) {
      expect((await call('POST', '/api/admin/agencies/5/status', token, { active: false })).statusCode).toBe(403);
      expect((await call('DELETE', '/api/admin/agencies/5', token)).statusCode).toBe(403);
    }
    const off = await call('POST', '/api/admin/agencies/5/status', superToken, { active: false });
    expect(off.json().status).toBe('inactive');
    const child = await call('POST', '/api/admin/agencies/5/subagencies', superToken, { name: 'Child' });
    expect(child.statusCode).toBe(409);
    expect(child.json().error).toBe(messageText('tenantParentInactive', { parent: 'New Agency' }));
    expect((await call('POST', '/api/admin/agencies/5/status', superToken, { active: true })).json().status).toBe(
      'active',
    );
    expect((await call('DELETE', '/api/admin/agencies/5', superToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/getAgency/5', superToken)).statusCode).toBe(404);
    expect((await auditRows('agency', 5)).map((row) => row.action)).toEqual([
      'create',
      'deactivate',
      'activate',
      'delete',
    ]);
  });

  it('refuses to delete an agency something depends on, naming the counts', async () => {
    const refused = await call('DELETE', '/api/admin/agencies/2', superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^SBG Advertising cannot be deleted while it still has 2 sub-agencies, 4 stations, \d+ advertisers/,
    );
    expect((await call('GET', '/api/getAgency/2', superToken)).statusCode).toBe(200);
  });

  it('reverts a settings update through the audit log', async () => {
    await call('PUT', '/api/updateAgency/3', superToken, { mail_from_name: 'Demo Mail' });
    const entry = (await auditRows('agency', 3)).at(-1)!;
    const reverted = await call('POST', `/api/admin/audit/${entry.id}/revert`, superToken, {});
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await call('GET', '/api/getAgency/3', superToken)).json().mail_from_name).toBeNull();
  });
});
