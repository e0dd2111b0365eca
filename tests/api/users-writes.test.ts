import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import type { UserRow } from '../../src/domain/user-admin';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { ADMIN_A, ADMIN_B, auditOf, caller, CLIENT, DASH, MULTI, STAFF, SUPER, userId } from './users-helpers';

/** Manage Users' creations and profile edits under the edit-user rule (issue 21 §2). */
describe.each(ENGINES)('the users writes on %s', (engine) => {
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

  const newUser = (email: string, more: object = {}) => ({
    email,
    fullName: 'New Person',
    agencyId: agencyA,
    roles: ['mc'],
    ...more,
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
      invitation: { state: 'pending' },
      canEdit: true,
    });
    expect(body.agencies.map((a) => a.agencyId)).toEqual([agencyA]);
    // The invitation is written with the user, open for 72 h, and its e-mail is in the outbox.
    expect(Date.parse(body.invitation!.expiresAt) - Date.parse(body.invitation!.sentAt)).toBe(72 * 3600_000);
    const mails = await server.db
      .selectFrom('mail_outbox')
      .select(['template', 'agency_id'])
      .where('to_address', '=', 'new.person@example.test')
      .execute();
    expect(mails).toEqual([{ template: 'invitation', agency_id: agencyA }]);
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
});
