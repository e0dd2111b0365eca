import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import type { UserRow } from '../../src/domain/user-admin';
import { ENGINES, startTestServer, type TestServer } from './harness';
import {
  ADMIN_A,
  ADMIN_B,
  auditOf,
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

/** Manage Users' reads and profile writes (issue 21 §2); status changes and sessions are in users-status.test.ts. */
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
  const newUser = (email: string, more: object = {}) => ({
    email,
    fullName: 'New Person',
    agencyId: agencyA,
    roles: ['mc'],
    ...more,
  });

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
    expect((await list(`?stationId=${stationId}`)).items.map((r) => r.email)).toEqual([STATION]);
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

  it('creates a member of the admin’s agency, audited without a password, who cannot sign in yet', async () => {
    const created = await call('POST', '/api/admin/users', adminA, newUser(' New.Person@Example.test ', {}));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as UserRow;
    expect(body).toMatchObject({
      email: 'new.person@example.test',
      fullName: 'New Person',
      status: 1,
      isSuperuser: false,
      roles: ['mc'],
      lastLoginAt: null,
      invitation: null,
      canEdit: true,
    });
    expect(body.agencies.map((a) => a.agencyId)).toEqual([agencyA]);
    const [entry] = await auditOf(server, body.id);
    expect(entry).toMatchObject({ action: 'create', object_type: 'user', actor_email: ADMIN_A, before: null });
    expect(entry!.agency_id).toBe(agencyA);
    expect(entry!.object_label).toContain('New Person');
    expect(JSON.parse(entry!.after!)).toEqual({
      email: 'new.person@example.test',
      fullName: 'New Person',
      status: 1,
      isSuperuser: false,
      roles: ['mc'],
      agencies: [{ agencyId: agencyA, subAgencyId: null, stationId: null }],
    });
    expect(entry!.after).not.toMatch(/scrypt|password/i);
    const signIn = await server.post('/api/login', { email: 'new.person@example.test', password: '' });
    expect(signIn.statusCode).toBe(401);

    const again = await call('POST', '/api/admin/users', superToken, newUser('NEW.person@example.test'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: messageText('userEmailExists', { email: 'new.person@example.test' }),
      field: 'email',
    });
    expect(await auditOf(server, body.id)).toHaveLength(1);
  });

  it('confines a new user to a sub-agency or station of its agency, and refuses one of another agency', async () => {
    const subA = await server.db
      .selectFrom('sub_agencies')
      .selectAll()
      .where('agency_id', '=', agencyA)
      .executeTakeFirstOrThrow();
    const stationA = await server.db
      .selectFrom('stations')
      .selectAll()
      .where('agency_id', '=', agencyA)
      .executeTakeFirstOrThrow();
    const subB = await server.db
      .selectFrom('sub_agencies')
      .selectAll()
      .where('agency_id', '=', agencyB)
      .executeTakeFirst();
    const stationB = await server.db
      .selectFrom('stations')
      .selectAll()
      .where('agency_id', '=', agencyB)
      .executeTakeFirst();

    const confined = await call(
      'POST',
      '/api/admin/users',
      adminA,
      newUser('sub.one@example.test', { subAgencyId: subA.id }),
    );
    expect(confined.statusCode, confined.body).toBe(201);
    expect((confined.json() as UserRow).agencies[0]).toMatchObject({ subAgencyId: subA.id, subAgencyName: subA.name });
    const atStation = await call(
      'POST',
      '/api/admin/users',
      adminA,
      newUser('station.one@example.test', { stationId: stationA.id }),
    );
    expect(atStation.statusCode, atStation.body).toBe(201);
    expect((atStation.json() as UserRow).agencies[0]).toMatchObject({
      stationId: stationA.id,
      stationName: stationA.name,
    });

    if (subB) {
      const wrong = await call(
        'POST',
        '/api/admin/users',
        adminA,
        newUser('sub.two@example.test', { subAgencyId: subB.id }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: MESSAGES.userSubAgencyOutside, field: 'subAgencyId' });
    }
    const unknownStation = stationB?.id ?? 999999;
    const wrongStation = await call(
      'POST',
      '/api/admin/users',
      adminA,
      newUser('st.two@example.test', { stationId: unknownStation }),
    );
    expect(wrongStation.statusCode).toBe(400);
    expect(wrongStation.json()).toEqual({ error: MESSAGES.userStationOutside, field: 'stationId' });
    // Agency B is not agency A's admin's: 404 as if absent; a superuser may place a user there.
    const otherAgency = await call(
      'POST',
      '/api/admin/users',
      adminA,
      newUser('b.one@example.test', { agencyId: agencyB }),
    );
    expect(otherAgency.statusCode).toBe(404);
    expect(otherAgency.json()).toEqual({ error: MESSAGES.agencyNotFound });
    const bySuper = await call(
      'POST',
      '/api/admin/users',
      superToken,
      newUser('b.one@example.test', { agencyId: agencyB }),
    );
    expect(bySuper.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/admin/users', superToken, newUser('x@example.test', { agencyId: 999999 }))).statusCode,
    ).toBe(404);
  });

  it('refuses bad create bodies naming the field, and users the creator could not edit (403)', async () => {
    const cases: [object, string][] = [
      [{ fullName: 'A', agencyId: agencyA }, 'email'],
      [{ email: 'not-an-email', fullName: 'A', agencyId: agencyA }, 'email'],
      [{ email: 'a@example.test', fullName: '   ', agencyId: agencyA }, 'fullName'],
      [{ email: 'a@example.test', fullName: 'A' }, 'agencyId'],
      [{ email: 'a@example.test', fullName: 'A', agencyId: agencyA, roles: ['boss'] }, 'roles'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/admin/users', adminA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { error: string; field?: string };
      // The schema names the field in its text; our own checks answer a sentence and the field beside it.
      expect(answer.field ?? answer.error, JSON.stringify(body)).toContain(field);
    }
    const extra = { email: 'a@example.test', fullName: 'A', agencyId: agencyA, password: 'x' };
    expect((await call('POST', '/api/admin/users', adminA, extra)).statusCode).toBe(400);
    const malformed = await call('POST', '/api/admin/users', adminA, newUser('ann@nowhere'));
    expect(malformed.json()).toEqual({ error: MESSAGES.userEmailInvalid, field: 'email' });
    for (const roles of [[], ['useradmin'], ['mc', 'dashadmin']]) {
      const refused = await call('POST', '/api/admin/users', adminA, newUser('p@example.test', { roles }));
      expect(refused.statusCode, JSON.stringify(roles)).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGES.userCreateProtected });
    }
    const dashMade = await call(
      'POST',
      '/api/admin/users',
      superToken,
      newUser('p@example.test', { roles: ['dashadmin'] }),
    );
    expect(dashMade.statusCode).toBe(201);
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'a@example.test').execute()).toEqual(
      [],
    );
  });

  it('edits a profile under the edit-user rule, audited before and after', async () => {
    const staffId = await userId(server, STAFF);
    const renamed = await call('PATCH', `/api/admin/users/${staffId}`, adminA, { fullName: ' Stacy Renamed ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: staffId, fullName: 'Stacy Renamed', email: STAFF });
    const [entry] = await auditOf(server, staffId);
    expect(entry).toMatchObject({ action: 'update', actor_email: ADMIN_A });
    expect(JSON.parse(entry!.before!)).toMatchObject({ fullName: 'Stacy Staff', email: STAFF });
    expect(JSON.parse(entry!.after!)).toMatchObject({ fullName: 'Stacy Renamed', email: STAFF });

    // Yourself: always.
    const self = await call('PATCH', `/api/admin/users/${await userId(server, ADMIN_A)}`, adminA, {
      fullName: 'Avery A.',
    });
    expect(self.statusCode).toBe(200);
    // A dashadmin, or a user without roles: refused for a useradmin, allowed for a superuser.
    const dashId = await userId(server, DASH);
    const protectedUser = await call('PATCH', `/api/admin/users/${dashId}`, adminA, { fullName: 'X' });
    expect(protectedUser.statusCode).toBe(403);
    expect(protectedUser.json()).toEqual({ error: MESSAGES.userEditProtected });
    expect((await call('PATCH', `/api/admin/users/${dashId}`, superToken, { fullName: 'Dana D.' })).statusCode).toBe(
      200,
    );
    // A user who also belongs to agency B.
    const multi = await call('PATCH', `/api/admin/users/${await userId(server, MULTI)}`, adminA, { fullName: 'X' });
    expect(multi.statusCode).toBe(403);
    expect(multi.json()).toEqual({ error: MESSAGES.userEditOtherAgency });
    // Another agency's user, a superuser: 404.
    for (const email of [ADMIN_B, SUPER]) {
      const hidden = await call('PATCH', `/api/admin/users/${await userId(server, email)}`, adminA, { fullName: 'X' });
      expect(hidden.statusCode, email).toBe(404);
    }
    // The dashadmin role may edit anyone: give agency A's admin the role and the protected user is theirs too.
    const adminId = await userId(server, ADMIN_A);
    await server.db.insertInto('user_roles').values({ user_id: adminId, role_code: 'dashadmin' }).execute();
    server.ctx.users.invalidate();
    expect((await call('PATCH', `/api/admin/users/${dashId}`, adminA, { fullName: 'Dana E.' })).statusCode).toBe(200);
    await server.db
      .deleteFrom('user_roles')
      .where('user_id', '=', adminId)
      .where('role_code', '=', 'dashadmin')
      .execute();
    server.ctx.users.invalidate();
    expect((await call('PATCH', `/api/admin/users/${dashId}`, adminA, { fullName: 'Dana F.' })).statusCode).toBe(403);
  });

  it('refuses an e-mail that is taken (409) and bad update bodies (400), changing nothing', async () => {
    const staffId = await userId(server, STAFF);
    const taken = await call('PATCH', `/api/admin/users/${staffId}`, adminA, { email: CLIENT.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: messageText('userEmailExists', { email: CLIENT }), field: 'email' });
    for (const body of [{}, { email: 'nope' }, { fullName: '' }, { status: 0 }, { roles: ['mc'] }]) {
      const response = await call('PATCH', `/api/admin/users/${staffId}`, adminA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const moved = await call('PATCH', `/api/admin/users/${staffId}`, adminA, { email: 'Stacy@Example.test' });
    expect(moved.json()).toMatchObject({ email: 'stacy@example.test' });
    expect((await server.login('stacy@example.test')).user.email).toBe('stacy@example.test');
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
