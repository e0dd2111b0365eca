import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MISSING, messageText } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

const AGENCY_ADMIN = 'agency.admin@sightline.test';
const OTHER_ADMIN = 'other.agency@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const SUB_AGENCY_USER = 'subagency@sightline.test';

type Station = { id: number; name: string; call_sign: string; sub_agency_id: number | null; agency_id: number };
type SubAgency = { id: number; name: string; agency_id: number; stations: Station[]; counts: { stations: number } };
type StationPage = { items: Station[]; total: number; limit: number; offset: number };

describe.each(ENGINES)('sub-agency and station calls on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let otherToken: string;
  let staffToken: string;
  let subToken: string;
  let subAgencyId: number;

  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
  const subAgencies = async (query: string, token = adminToken) => {
    const response = await call('GET', `/api/linearAdminSubagenciesStations${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { subagencies: SubAgency[]; total: number };
  };
  const stations = async (query: string, token = adminToken) => {
    const response = await call('GET', `/api/admin/stations${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StationPage;
  };
  const auditCount = async () =>
    (await server.db.selectFrom('audit_log').select('id').where('area', '=', 'tenants').execute()).length;
  const auditOf = (type: string, id: number) =>
    server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_type', '=', type)
      .where('object_id', '=', String(id))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    adminToken = (await server.login(AGENCY_ADMIN)).accessToken;
    otherToken = (await server.login(OTHER_ADMIN)).accessToken;
    staffToken = (await server.login(STAFF)).accessToken;
    // The sub-agency user may manage the tree, so its scope (one sub-agency of agency 1) is what limits it.
    const subUser = await server.db
      .selectFrom('users')
      .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
      .select(['users.id', 'user_agencies.sub_agency_id'])
      .where('users.email', '=', SUB_AGENCY_USER)
      .executeTakeFirstOrThrow();
    subAgencyId = subUser.sub_agency_id!;
    await server.db
      .insertInto('user_agency_rights')
      .values({ user_id: subUser.id, agency_id: 1, right_code: 'SCREEN_AGENCY_MGMT' })
      .execute();
    subToken = (await server.login(SUB_AGENCY_USER)).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists an agency’s sub-agencies with their stations and counts, 25 by name from 0', async () => {
    const { subagencies, total } = await subAgencies('?AgencyId=1');
    expect(total).toBe(2);
    const names = subagencies.map((sub) => sub.name);
    expect(names).toEqual([...names].sort());
    for (const sub of subagencies) {
      expect(sub).toMatchObject({ agency_id: 1, status: 'active', allowed_email_domains: null });
      expect(sub.stations).toHaveLength(2);
      expect(sub.counts.stations).toBe(2);
    }
    expect((await subAgencies('?AgencyId=1&orderBy=-name')).subagencies.map((sub) => sub.name)).toEqual(
      [...names].reverse(),
    );
    expect((await subAgencies('?AgencyId=1&orderBy=id')).subagencies.map((sub) => sub.id)).toEqual([1, 2]);
    expect((await subAgencies('?AgencyId=1&orderBy=-id')).subagencies.map((sub) => sub.id)).toEqual([2, 1]);
    const second = await subAgencies('?AgencyId=1&orderBy=id&limit=1&offset=1');
    expect(second.total).toBe(2);
    expect(second.subagencies.map((sub) => sub.id)).toEqual([2]);
    const named = await subAgencies(`?AgencyId=1&name=${encodeURIComponent(names[0]!.slice(-4).toUpperCase())}`);
    expect(named.subagencies.map((sub) => sub.name)).toContain(names[0]);
    expect((await subAgencies('?AgencyId=1&name=zzzz')).total).toBe(0);
  });

  it('answers 401, 403, then the spec’s Missing agency ID', async () => {
    expect((await call('GET', '/api/linearAdminSubagenciesStations')).statusCode).toBe(401);
    expect((await call('GET', '/api/linearAdminSubagenciesStations', staffToken)).statusCode).toBe(403);
    const missing = await call('GET', '/api/linearAdminSubagenciesStations', adminToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MISSING.AGENCY_ID);
    expect((await call('GET', '/api/admin/stations')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/stations', staffToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/stations', adminToken)).json().error).toBe(MISSING.AGENCY_ID);
  });

  it('keeps each agency’s tree to its own admins (404 outside)', async () => {
    const outside = await call('GET', '/api/linearAdminSubagenciesStations?AgencyId=1', otherToken);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error).toBe(MESSAGES.agencyNotFound);
    expect((await call('GET', '/api/admin/stations?agencyId=1', otherToken)).statusCode).toBe(404);
    const own = await subAgencies('?AgencyId=2', otherToken);
    expect(own.subagencies.every((sub) => sub.agency_id === 2)).toBe(true);
    expect((await stations('?agencyId=2', otherToken)).items.every((station) => station.agency_id === 2)).toBe(true);
    for (const [method, url, body] of [
      ['PATCH', '/api/admin/subagencies/1', { name: 'Mine now' }],
      ['POST', '/api/admin/subagencies/1/status', { active: false }],
      ['DELETE', '/api/admin/subagencies/1', undefined],
      ['PATCH', '/api/admin/stations/1', { name: 'Mine now' }],
      ['POST', '/api/admin/stations/1/status', { active: false }],
      ['DELETE', '/api/admin/stations/1', undefined],
      ['POST', '/api/admin/agencies/1/subagencies', { name: 'Intruder' }],
      ['POST', '/api/admin/agencies/1/stations', { name: 'Intruder', callSign: 'WXYZ', subAgencyId: null }],
    ] as const) {
      const response = await call(method, url, otherToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('pages an agency’s stations: 25 by name from 0, by sub-agency, search and sort', async () => {
    const all = await stations('?agencyId=1');
    expect(all).toMatchObject({ total: 4, limit: 25, offset: 0 });
    const names = all.items.map((station) => station.name);
    expect(names).toEqual([...names].sort());
    expect(all.items[0]).toMatchObject({
      sub_agency_name: expect.any(String),
      counts: { advertisers: expect.any(Number) },
    });
    const calls = (await stations('?agencyId=1&sort=callSign&dir=desc')).items.map((station) => station.call_sign);
    expect(calls).toEqual([...calls].sort().reverse());
    const byAdvertisers = (await stations('?agencyId=1&sort=advertisers')).items;
    expect(byAdvertisers).toHaveLength(4);
    expect((await stations('?agencyId=1&subAgencyId=1')).items.every((station) => station.sub_agency_id === 1)).toBe(
      true,
    );
    expect((await stations('?agencyId=1&subAgencyId=none')).total).toBe(0);
    const found = await stations(`?agencyId=1&search=${all.items[0]!.call_sign.toLowerCase()}`);
    expect(found.items.map((station) => station.id)).toContain(all.items[0]!.id);
    const paged = await stations('?agencyId=1&limit=3&offset=3');
    expect(paged).toMatchObject({ total: 4, limit: 3, offset: 3 });
    expect(paged.items).toHaveLength(1);
  });

  it('creates, renames, deactivates and deletes a sub-agency, each audited', async () => {
    expect((await call('POST', '/api/admin/agencies/1/subagencies', undefined, { name: '' })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/agencies/1/subagencies', staffToken, { name: '' })).statusCode).toBe(403);
    const before = await auditCount();
    const blank = await call('POST', '/api/admin/agencies/1/subagencies', adminToken, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('name');
    expect(await auditCount()).toBe(before);

    const created = await call('POST', '/api/admin/agencies/1/subagencies', adminToken, { name: 'Compulse North' });
    expect(created.statusCode, created.body).toBe(201);
    const sub = created.json() as SubAgency;
    expect(sub).toMatchObject({ agency_id: 1, name: 'Compulse North', status: 'active', stations: [] });
    const renamed = await call('PATCH', `/api/admin/subagencies/${sub.id}`, adminToken, { name: 'Compulse N.' });
    expect(renamed.json().name).toBe('Compulse N.');
    const off = await call('POST', `/api/admin/subagencies/${sub.id}/status`, adminToken, { active: false });
    expect(off.json().status).toBe('inactive');
    const refused = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'Orphan',
      callSign: 'WORP',
      subAgencyId: sub.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(messageText('tenantParentInactive', { parent: 'Compulse N.' }));
    expect((await call('DELETE', `/api/admin/subagencies/${sub.id}`, staffToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/subagencies/${sub.id}`, adminToken)).statusCode).toBe(204);
    expect((await auditOf('subAgency', sub.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'delete',
    ]);
    const update = (await auditOf('subAgency', sub.id))[1]!;
    expect(JSON.parse(update.before!)).toMatchObject({ name: 'Compulse North' });
    expect(JSON.parse(update.after!)).toMatchObject({ name: 'Compulse N.' });
  });

  it('a new station reaches the signed-in users’ agency lists at once (their cached sessions are told)', async () => {
    const stationNames = async () => {
      const auth = await call('GET', '/api/auth', adminToken);
      const user = auth.json().user as { AvailableAgencies: { id: number; stations: { name: string }[] }[] };
      return user.AvailableAgencies.find((agency) => agency.id === 1)!.stations.map((station) => station.name);
    };
    expect(await stationNames()).not.toContain('KNEW Fresh');
    const created = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'KNEW Fresh',
      callSign: 'KNEW',
      subAgencyId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await stationNames()).toContain('KNEW Fresh');
    expect((await call('DELETE', `/api/admin/stations/${created.json().id}`, adminToken)).statusCode).toBe(204);
    expect(await stationNames()).not.toContain('KNEW Fresh');
    // The deleted station's id is never given again: its links and its audit history keep meaning it.
    const again = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'KNEW Again',
      callSign: 'KNEW',
      subAgencyId: null,
    });
    expect(again.json().id).toBeGreaterThan(created.json().id as number);
    expect((await call('DELETE', `/api/admin/stations/${again.json().id}`, adminToken)).statusCode).toBe(204);
  });

  it('refuses to delete a sub-agency or station something depends on, naming the counts', async () => {
    const sub = await call('DELETE', '/api/admin/subagencies/1', adminToken);
    expect(sub.statusCode).toBe(409);
    expect(sub.json().error).toMatch(/cannot be deleted while it still has 2 stations/);
    const withAdvertisers = (await stations('?agencyId=1&sort=advertisers&dir=desc')).items[0]!;
    const station = await call('DELETE', `/api/admin/stations/${withAdvertisers.id}`, adminToken);
    expect(station.statusCode).toBe(409);
    expect(station.json().error).toMatch(/advertiser/);
  });

  it('creates, moves, deactivates and deletes a station; a move carries its advertisers', async () => {
    const before = await auditCount();
    const bad = await call('POST', '/api/admin/agencies/1/stations', adminToken, { name: 'Bad', callSign: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('callSign');
    const foreign = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'Foreign',
      callSign: 'WFOR',
      subAgencyId: 3,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('subAgencyId');
    expect(await auditCount()).toBe(before);

    const created = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'WNEW Riverside',
      callSign: 'wnew',
      subAgencyId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const station = created.json() as Station;
    expect(station).toMatchObject({ agency_id: 1, sub_agency_id: null, call_sign: 'WNEW', status: 'active' });
    expect((await stations('?agencyId=1&subAgencyId=none')).items.map((s) => s.id)).toEqual([station.id]);
    const moved = await call('PATCH', `/api/admin/stations/${station.id}`, adminToken, { subAgencyId: 2 });
    expect(moved.json()).toMatchObject({ sub_agency_id: 2, sub_agency_name: expect.any(String) });
    const off = await call('POST', `/api/admin/stations/${station.id}/status`, adminToken, { active: false });
    expect(off.json().status).toBe('inactive');
    expect((await call('DELETE', `/api/admin/stations/${station.id}`, adminToken)).statusCode).toBe(204);
    expect((await auditOf('station', station.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'delete',
    ]);

    const busy = (await stations('?agencyId=1&sort=advertisers&dir=desc')).items[0]!;
    const target = busy.sub_agency_id === 1 ? 2 : 1;
    expect(
      (await call('PATCH', `/api/admin/stations/${busy.id}`, adminToken, { subAgencyId: target })).statusCode,
    ).toBe(200);
    const advertisers = await server.db
      .selectFrom('advertisers')
      .select('sub_agency_id')
      .where('station_id', '=', busy.id)
      .execute();
    expect(advertisers.length).toBeGreaterThan(0);
    expect(advertisers.every((advertiser) => advertiser.sub_agency_id === target)).toBe(true);
  });

  it('lets a sub-agency or station only narrow its parent’s allow-list', async () => {
    const agency = await call('PUT', '/api/updateAgency/1', adminToken, { allowed_email_domains: ['compulse.com'] });
    expect(agency.statusCode, agency.body).toBe(200);
    const before = await auditCount();
    const wider = await call('POST', '/api/admin/agencies/1/subagencies', adminToken, {
      name: 'Wide',
      allowedEmailDomains: ['tv.compulse.com', 'other.org'],
    });
    expect(wider.statusCode).toBe(400);
    expect(wider.json()).toMatchObject({ field: 'allowedEmailDomains' });
    expect(wider.json().error).toContain("'other.org'");
    expect(await auditCount()).toBe(before);

    const sub = (
      await call('POST', '/api/admin/agencies/1/subagencies', adminToken, {
        name: 'Narrow',
        allowedEmailDomains: ['TV.Compulse.com'],
      })
    ).json() as SubAgency & { allowed_email_domains: string[]; effective_email_domains: string[] };
    expect(sub.allowed_email_domains).toEqual(['tv.compulse.com']);
    expect(sub.effective_email_domains).toEqual(['tv.compulse.com']);

    const stationWider = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'Too wide',
      callSign: 'WTOO',
      subAgencyId: sub.id,
      allowedEmailDomains: ['compulse.com'],
    });
    expect(stationWider.statusCode).toBe(400);
    expect(stationWider.json().error).toContain("'compulse.com'");
    const station = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'News desk',
      callSign: 'WNWS',
      subAgencyId: sub.id,
      allowedEmailDomains: ['news.tv.compulse.com'],
    });
    expect(station.statusCode, station.body).toBe(201);
    expect(station.json().effective_email_domains).toEqual(['news.tv.compulse.com']);
    const inherits = await call('POST', '/api/admin/agencies/1/stations', adminToken, {
      name: 'Inherits',
      callSign: 'WINH',
      subAgencyId: sub.id,
    });
    expect(inherits.json()).toMatchObject({
      allowed_email_domains: null,
      effective_email_domains: ['tv.compulse.com'],
    });

    // Narrowing a parent below what a child allows is refused, naming the children: nothing is cut silently.
    const agencyNarrower = await call('PUT', '/api/updateAgency/1', adminToken, { allowed_email_domains: ['x.com'] });
    expect(agencyNarrower.statusCode).toBe(409);
    expect(agencyNarrower.json().error).toBe(
      messageText('tenantDomainChildrenWider', { children: 'Narrow, News desk', field: 'allowed_email_domains' }),
    );
    const subNarrower = await call('PATCH', `/api/admin/subagencies/${sub.id}`, adminToken, {
      allowedEmailDomains: ['sports.tv.compulse.com'],
    });
    expect(subNarrower.statusCode).toBe(409);
    expect(subNarrower.json().error).toContain('News desk');
    expect((await call('GET', '/api/getAgency/1', adminToken)).json().allowed_email_domains).toEqual(['compulse.com']);
  });
  it('answers 401 before any validation and 403 to staff on every write, writing nothing', async () => {
    const before = await auditCount();
    for (const [method, url, body] of [
      ['POST', '/api/admin/agencies/1/subagencies', { name: '' }],
      ['PATCH', '/api/admin/subagencies/1', { name: '' }],
      ['POST', '/api/admin/subagencies/1/status', { active: 'maybe' }],
      ['DELETE', '/api/admin/subagencies/1', undefined],
      ['POST', '/api/admin/agencies/1/stations', { callSign: '' }],
      ['PATCH', '/api/admin/stations/1', { callSign: '' }],
      ['POST', '/api/admin/stations/1/status', {}],
      ['DELETE', '/api/admin/stations/1', undefined],
      ['PUT', '/api/updateAgency/1', { time_zone: '' }],
    ] as const) {
      const signedOut = await call(method, url, undefined, body);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      expect(signedOut.json().error).toBe(MESSAGES.notAuthenticated);
      const staff = await call(method, url, staffToken, body);
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json().error).toBe(MESSAGES.noAccess);
      if (body) expect((await call(method, url, adminToken, body)).statusCode, `${method} ${url}`).toBe(400);
    }
    expect(await auditCount()).toBe(before);
  });

  it('keeps a sub-agency user to its sub-agency and its stations', async () => {
    const list = await subAgencies('?AgencyId=1', subToken);
    expect(list.subagencies.map((sub) => sub.id)).toEqual([subAgencyId]);
    const own = await stations('?agencyId=1', subToken);
    expect(own.items.every((station) => station.sub_agency_id === subAgencyId)).toBe(true);
    const otherSub = subAgencyId === 1 ? 2 : 1;
    expect((await call('PATCH', `/api/admin/subagencies/${otherSub}`, subToken, { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/agencies/1/subagencies', subToken, { name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/updateAgency/1', subToken, { name: 'X' })).statusCode).toBe(404);
    const foreignStation = (await stations(`?agencyId=1&subAgencyId=${otherSub}`)).items[0]!;
    expect((await call('PATCH', `/api/admin/stations/${foreignStation.id}`, subToken, { name: 'X' })).statusCode).toBe(
      404,
    );
    const elsewhere = await call('POST', '/api/admin/agencies/1/stations', subToken, {
      name: 'Elsewhere',
      callSign: 'WELS',
      subAgencyId: otherSub,
    });
    expect(elsewhere.statusCode).toBe(404);
    const created = await call('POST', '/api/admin/agencies/1/stations', subToken, {
      name: 'Our new station',
      callSign: 'WOUR',
      subAgencyId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const renamed = await call('PATCH', `/api/admin/subagencies/${subAgencyId}`, subToken, { name: 'Our sub-agency' });
    expect(renamed.statusCode).toBe(200);
    const moved = await call('PATCH', `/api/admin/stations/${created.json().id}`, subToken, { subAgencyId: otherSub });
    expect(moved.statusCode).toBe(404);
  });

  it('reverts a station update through the audit log, and refuses to revert a creation', async () => {
    const station = (await stations('?agencyId=1&sort=name')).items[0]!;
    await call('PATCH', `/api/admin/stations/${station.id}`, adminToken, { name: 'Renamed for a moment' });
    const rows = await auditOf('station', station.id);
    const superToken = (await server.login('super@sightline.test')).accessToken;
    const reverted = await call('POST', `/api/admin/audit/${rows.at(-1)!.id}/revert`, superToken, {});
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await call('GET', '/api/admin/stations?agencyId=1&sort=name', adminToken)).json().items[0].name).toBe(
      station.name,
    );
    const created = (
      await server.db
        .selectFrom('audit_log')
        .select('id')
        .where('area', '=', 'tenants')
        .where('action', '=', 'create')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call('POST', `/api/admin/audit/${created}/revert`, superToken, {})).statusCode).toBe(409);
  });
});
