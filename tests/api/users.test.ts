import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { UserRow } from '../../src/domain/user-admin';
import { ENGINES, startTestServer, type TestServer } from './harness';
import {
  ADMIN_A,
  ADMIN_B,
  caller,
  CLIENT,
  DASH,
  MULTI,
  STAFF,
  STATION,
  SUB,
  SUPER,
  userId,
  type Method,
  type Page,
} from './users-helpers';

/** Manage Users' reads (issue 21 §2); writes are in users-writes.test.ts, status changes in users-status.test.ts. */
describe.each(ENGINES)('the users calls on %s', (engine) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let superToken: string;
  let adminA: string;
  let agencyA: number;
  let agencyB: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    call = caller(server);
    superToken = (await server.login(SUPER)).accessToken;
    const admin = await server.login(ADMIN_A);
    adminA = admin.accessToken;
    agencyA = admin.user.active_agency_id!;
    agencyB = (await server.login(ADMIN_B)).user.active_agency_id!;
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (query: string, token = adminA): Promise<Page> => {
    const response = await call('GET', `/api/admin/users${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const row = (page: Page, email: string): UserRow | undefined => page.items.find((r) => r.email === email);
  it('refuses signed-out callers (401) and staff without SCREEN_USER_MGMT (403) before validating, writing nothing', async () => {
    const staff = (await server.login(STAFF)).accessToken;
    const dash = (await server.login(DASH)).accessToken;
    const id = await userId(server, STAFF);
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/admin/users?limit=abc', undefined],
      ['GET', `/api/admin/users/${id}`, undefined],
      ['POST', '/api/admin/users', { email: 'x' }],
      ['PATCH', `/api/admin/users/${id}`, { nope: 1 }],
      ['POST', `/api/admin/users/${id}/deactivate`, undefined],
      ['POST', `/api/admin/users/${id}/reactivate`, undefined],
      ['DELETE', `/api/admin/users/${id}`, undefined],
      ['GET', `/api/get-user-by-tenancy/${agencyA}/10`, undefined],
      ['GET', '/api/get-user-by-tenancy/x/y/z', undefined],
    ];
    for (const [method, url, body] of calls) {
      const out = await call(method, url, undefined, body);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      expect(out.json()).toEqual({ error: MESSAGES.notAuthenticated });
      for (const token of [staff, dash]) {
        const refused = await call(method, url, token, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ error: MESSAGES.noAccess });
      }
    }
    expect(await server.db.selectFrom('audit_log').select('id').where('area', '=', 'users').execute()).toEqual([]);
  });

  it("lists an agency admin's own agency only, without superusers, each row with its canEdit", async () => {
    const page = await list('?limit=100');
    const members = await server.db
      .selectFrom('users')
      .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
      .select('users.email')
      .where('user_agencies.agency_id', '=', agencyA)
      .where('users.is_superuser', '=', 0)
      .execute();
    expect(page.items.map((r) => r.email).sort()).toEqual(members.map((m) => m.email).sort());
    expect(page.total).toBe(members.length);
    expect(row(page, SUPER)).toBeUndefined();
    expect(row(page, ADMIN_B)).toBeUndefined();

    const staff = row(page, STAFF)!;
    expect(staff).toMatchObject({ fullName: 'Stacy Staff', status: 1, isSuperuser: false, roles: ['mc'] });
    expect(staff).toMatchObject({ invitation: null, canEdit: true });
    expect(staff.agencies).toEqual([
      {
        agencyId: agencyA,
        agencyName: expect.any(String),
        subAgencyId: null,
        subAgencyName: null,
        stationId: null,
        stationName: null,
        expiresAt: null,
      },
    ]);
    expect(Date.parse(staff.createdAt)).toBeGreaterThan(0);
    expect(row(page, ADMIN_A)!.lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(row(page, CLIENT)!.lastLoginAt).toBeNull();
    // The edit-user rule: yourself yes; a dashadmin or another useradmin no; a user of agency B too no.
    expect(row(page, ADMIN_A)!.canEdit).toBe(true);
    expect(row(page, DASH)!.canEdit).toBe(false);
    const multi = row(page, MULTI)!;
    expect(multi.canEdit).toBe(false);
    expect(multi.agencies.map((a) => a.agencyId)).toEqual([agencyA]);
    // A station member shows its station and the station's names.
    const station = row(page, STATION)!;
    expect(station.agencies[0]!.stationId).not.toBeNull();
    expect(station.agencies[0]!.stationName).toEqual(expect.any(String));
  });

  it('lists every agency and the superusers for a superuser, who may edit anyone', async () => {
    const page = await list('?limit=500', superToken);
    expect(row(page, SUPER)).toMatchObject({ isSuperuser: true, canEdit: true });
    expect(row(page, ADMIN_B)).toMatchObject({ canEdit: true });
    expect(row(page, DASH)).toMatchObject({ canEdit: true });
    expect(row(page, MULTI)!.agencies.map((a) => a.agencyId)).toEqual([agencyA, agencyB]);
    const onlyB = await list(`?agencyId=${agencyB}&limit=500`, superToken);
    expect(onlyB.items.map((r) => r.email)).toContain(ADMIN_B);
    expect(onlyB.items.map((r) => r.email)).not.toContain(STAFF);
  });

  it('searches name and e-mail, filters by role, status, agency, sub-agency and station, sorts and pages', async () => {
    expect((await list('?search=STACY')).items.map((r) => r.email)).toEqual([STAFF]);
    expect((await list('?search=station%40')).items.map((r) => r.email)).toEqual([STATION]);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?role=client')).items.map((r) => r.email)).toEqual([CLIENT]);
    expect((await list('?role=useradmin')).items.map((r) => r.email)).toEqual([ADMIN_A]);
    const sub = await server.db
      .selectFrom('user_agencies')
      .innerJoin('users', 'users.id', 'user_agencies.user_id')
      .select(['user_agencies.sub_agency_id', 'user_agencies.station_id', 'users.email'])
      .where('users.email', 'in', [SUB, STATION])
      .execute();
    const subAgencyId = sub.find((s) => s.email === SUB)!.sub_agency_id!;
    const stationId = sub.find((s) => s.email === STATION)!.station_id!;
    expect((await list(`?subAgencyId=${subAgencyId}`)).items.map((r) => r.email)).toEqual([SUB]);
    // The station's users: the station user and the sales tool's two demo reps (issue 28), by name.
    expect((await list(`?stationId=${stationId}`)).items.map((r) => r.email)).toEqual([
      'sales.rep@sightline.test',
      'sales.rep2@sightline.test',
      STATION,
    ]);
    // Another agency's filter finds nothing for agency A's admin, as if it were empty.
    expect((await list(`?agencyId=${agencyB}`)).total).toBe(0);
    // The demo data holds one deactivated staff member per agency.
    const deactivated = await list('?status=deactivated');
    expect(deactivated.total).toBe(1);
    expect(deactivated.items[0]).toMatchObject({ status: -1 });
    expect(deactivated.items[0]!.email).toMatch(/@staff\.sightline\.test$/);
    const active = await list('?status=active&limit=100');
    expect(active.items.every((r) => r.status === 1)).toBe(true);
    expect(active.total + 1).toBe((await list('?limit=100')).total);

    const byName = await list('?sort=name&limit=100');
    const names = byName.items.map((r) => r.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byEmailDesc = await list('?sort=email&dir=desc&limit=100');
    const emails = byEmailDesc.items.map((r) => r.email);
    expect(emails).toEqual([...emails].sort().reverse());
    await server.login(CLIENT);
    const recent = await list('?sort=lastLogin&dir=desc&limit=1');
    expect(recent.items[0]!.email).toBe(CLIENT);
    const never = await list('?sort=lastLogin&dir=asc&limit=1');
    expect(never.items[0]!.lastLoginAt).toBeNull();

    const first = await list('?sort=email&limit=3');
    const second = await list('?sort=email&limit=3&offset=3');
    expect(first).toMatchObject({ limit: 3, offset: 0, total: byName.total });
    expect(second.items.map((r) => r.email)).toEqual([...emails].sort().slice(3, 6));
    for (const bad of ['?limit=0', '?sort=password', '?status=deleted', '?role=boss', '?nope=1']) {
      const response = await call('GET', `/api/admin/users${bad}`, adminA);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('answers one user, and 404 for another agency, a superuser, or no such user', async () => {
    const staff = await call('GET', `/api/admin/users/${await userId(server, STAFF)}`, adminA);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ email: STAFF, canEdit: true });
    for (const email of [ADMIN_B, SUPER]) {
      const hidden = await call('GET', `/api/admin/users/${await userId(server, email)}`, adminA);
      expect(hidden.statusCode, email).toBe(404);
      expect(hidden.json()).toEqual({ error: MESSAGES.userNotFound });
    }
    expect((await call('GET', '/api/admin/users/999999', adminA)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users/abc', adminA)).statusCode).toBe(400);
  });

  it('answers get-user-by-tenancy with the agency’s users and their total, tenancy-scoped', async () => {
    const all = await call('GET', `/api/get-user-by-tenancy/${agencyA}/500`, adminA);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json() as {
      users: { user_id: number; email: string; full_name: string; status: number }[];
      total: number;
    };
    expect(body.total).toBe((await list('?limit=500')).total);
    expect(body.users[0]).toEqual({
      user_id: expect.any(Number),
      email: expect.any(String),
      full_name: expect.any(String),
      status: 1,
    });
    const names = body.users.map((u) => u.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const two = (await call('GET', `/api/get-user-by-tenancy/${agencyA}/2`, adminA)).json() as typeof body;
    expect(two.users).toEqual(body.users.slice(0, 2));
    expect(two.total).toBe(body.total);
    const search = (await call('GET', `/api/get-user-by-tenancy/${agencyA}/10/sunny`, adminA)).json() as typeof body;
    expect(search.users.map((u) => u.email)).toEqual([SUB]);
    expect(search.total).toBe(1);

    const other = await call('GET', `/api/get-user-by-tenancy/${agencyB}/10`, adminA);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: MESSAGES.agencyNotFound });
    const bySuper = (await call('GET', `/api/get-user-by-tenancy/${agencyB}/10`, superToken)).json() as typeof body;
    expect(bySuper.users.map((u) => u.email)).toContain(ADMIN_B);
    expect((await call('GET', '/api/get-user-by-tenancy/999999/10', superToken)).statusCode).toBe(404);
    for (const url of [
      `/api/get-user-by-tenancy/${agencyA}/0`,
      `/api/get-user-by-tenancy/${agencyA}/501`,
      '/api/get-user-by-tenancy/x/10',
    ])
      expect((await call('GET', url, adminA)).statusCode, url).toBe(400);
  });
});
