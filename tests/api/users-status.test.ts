import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_OCCURRED, MESSAGES, messageText } from '../../src/domain/messages';
import type { UserRow } from '../../src/domain/user-admin';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demo/accounts';
import { ENGINES, startTestServer, type TestServer } from './harness';
import {
  ADMIN_A,
  ADMIN_B,
  auditOf,
  caller,
  CLIENT,
  DASH,
  STAFF,
  STATION,
  SUB,
  SUPER,
  userId,
  type Page,
} from './users-helpers';

const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token, product_id: 5 } });
const recentPages = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/recent-pages', headers: { ahauth: `Bearer ${token}` } });
const signIn = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD, domain: 'localhost' } });

/** Deactivation, reactivation and deletion (000 §3), the sessions they end, and the caches of a second instance. */
describe.each(ENGINES)('user status changes on %s', (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  let call: ReturnType<typeof caller>;
  let superToken: string;
  let adminA: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A second app instance on the same database, as behind a load balancer: its own user and session caches.
    ({ app: other } = await buildApp({ db: server.db, config: server.ctx.config }));
    call = caller(server);
    superToken = (await server.login(SUPER)).accessToken;
    adminA = (await server.login(ADMIN_A)).accessToken;
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it('deactivates a user: its live session is refused at once, it cannot sign in or refresh; reactivation restores sign-in', async () => {
    const staff = await server.login(STAFF);
    expect((await recentPages(server.app, staff.accessToken)).statusCode).toBe(200);
    const id = staff.user.user_id;

    const deactivated = await call('POST', `/api/admin/users/${id}/deactivate`, adminA);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ id, status: -1, email: STAFF });
    const refused = await recentPages(server.app, staff.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: MESSAGES.notAuthenticated });
    expect((await refresh(server.app, staff.refreshToken)).statusCode).toBe(401);
    const login = await signIn(server.app, STAFF);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: MESSAGES.failedLogin });
    const sessions = await server.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', id).execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);

    // Listed as deactivated; a second deactivation changes and logs nothing.
    const page = (await call('GET', '/api/admin/users?status=deactivated&search=stacy', adminA)).json() as Page;
    expect(page.items.map((r) => r.email)).toEqual([STAFF]);
    expect((await call('POST', `/api/admin/users/${id}/deactivate`, adminA)).statusCode).toBe(200);
    const entries = await auditOf(server, id);
    expect(entries.map((e) => e.action)).toEqual(['deactivate']);
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ status: 1 });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ status: -1 });

    const reactivated = await call('POST', `/api/admin/users/${id}/reactivate`, adminA);
    expect(reactivated.json()).toMatchObject({ status: 1 });
    expect((await signIn(server.app, STAFF)).statusCode).toBe(200);
    expect((await auditOf(server, id)).map((e) => e.action)).toEqual(['deactivate', 'reactivate']);
  });

  it('ends the session on a second instance within its one-second check, and refuses sign-in there at once', async () => {
    const sub = await server.login(SUB);
    // Instance two has served this session, so it holds the user and the session in its caches.
    expect((await recentPages(other, sub.accessToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${sub.user.user_id}/deactivate`, adminA)).statusCode).toBe(200);
    expect((await recentPages(server.app, sub.accessToken)).statusCode).toBe(401);
    expect((await signIn(other, SUB)).statusCode).toBe(401);
    expect((await refresh(other, sub.refreshToken)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await recentPages(other, sub.accessToken)).statusCode).toBe(401);

    // Reactivated on instance one: instance two lets the user sign in again (its cached "not active" is gone).
    expect((await call('POST', `/api/admin/users/${sub.user.user_id}/reactivate`, adminA)).statusCode).toBe(200);
    expect((await signIn(other, SUB)).statusCode).toBe(200);
  });

  it("a profile change on one instance reaches the other instance's cached user within a second", async () => {
    const client = await server.login(CLIENT);
    const auth = () =>
      other.inject({ method: 'GET', url: '/api/auth', headers: { ahauth: `Bearer ${client.accessToken}` } });
    expect((await auth()).json().user.full_name).toBe('Ada Advertiser');
    const id = client.user.user_id;
    expect((await call('PATCH', `/api/admin/users/${id}`, adminA, { fullName: 'Ada Renamed' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await auth()).json().user.full_name).toBe('Ada Renamed');
  });

  it('deletes a user: gone from lists and calls, cannot sign in, audit keeps its name, its e-mail stays taken', async () => {
    const station = await server.login(STATION);
    const id = station.user.user_id;
    // Something the user did, in the audit log under its e-mail.
    await server.ctx.audit.write(server.db, {
      actor: { id, email: STATION },
      agencyId: null,
      area: 'users',
      objectType: 'user',
      objectId: id,
      objectLabel: 'Stan Station (station@sightline.test)',
      action: 'update',
    });
    const removed = await call('DELETE', `/api/admin/users/${id}`, adminA);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await recentPages(server.app, station.accessToken)).statusCode).toBe(401);
    expect((await signIn(server.app, STATION)).statusCode).toBe(401);
    const page = (await call('GET', '/api/admin/users?limit=500', superToken)).json() as Page;
    expect(page.items.map((r) => r.email)).not.toContain(STATION);
    for (const [method, url] of [
      ['GET', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/reactivate`],
      ['DELETE', `/api/admin/users/${id}`],
    ] as const)
      expect((await call(method, url, superToken)).statusCode, `${method} ${url}`).toBe(404);
    const byTenancy = await call(
      'GET',
      `/api/get-user-by-tenancy/${station.user.active_agency_id}/500/stan`,
      superToken,
    );
    expect(byTenancy.json()).toEqual({ users: [], total: 0 });

    const entries = await auditOf(server, id);
    const deletion = entries.at(-1)!;
    expect(deletion).toMatchObject({ action: 'delete', actor_email: ADMIN_A, after: null });
    expect(deletion.object_label).toBe('Stan Station (station@sightline.test)');
    expect(JSON.parse(deletion.before!)).toMatchObject({ fullName: 'Stan Station', email: STATION, status: 1 });
    expect(entries.some((e) => e.actor_email === STATION)).toBe(true);
    const audit = await call('GET', `/api/admin/audit/${deletion.id}`, superToken);
    expect(audit.json()).toMatchObject({ objectLabel: 'Stan Station (station@sightline.test)' });

    const reuse = await call('POST', '/api/admin/users', adminA, {
      email: STATION,
      fullName: 'New Stan',
      agencyId: station.user.active_agency_id,
      roles: ['mc'],
    });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json()).toEqual({ error: messageText('userEmailDeleted', { email: STATION }), field: 'email' });
  });

  it('refuses status changes the edit-user rule forbids, of yourself, or of another agency', async () => {
    const cases: [string, string, number, string][] = [
      [adminA, DASH, 403, MESSAGES.userEditProtected],
      [adminA, ADMIN_A, 403, MESSAGES.userSelfStatus],
      [superToken, SUPER, 403, MESSAGES.userSelfStatus],
      [adminA, ADMIN_B, 404, MESSAGES.userNotFound],
      [adminA, SUPER, 404, MESSAGES.userNotFound],
    ];
    for (const [token, email, status, error] of cases) {
      const id = await userId(server, email);
      for (const url of [`/api/admin/users/${id}/deactivate`, `/api/admin/users/${id}`]) {
        const response = await call(url.endsWith('deactivate') ? 'POST' : 'DELETE', url, token);
        expect(response.statusCode, `${email} ${url}`).toBe(status);
        expect(response.json()).toEqual({ error });
      }
    }
    const otherAgency = await call('POST', `/api/admin/users/${await userId(server, ADMIN_B)}/reactivate`, adminA);
    expect(otherAgency.statusCode).toBe(404);
    expect(otherAgency.json()).toEqual({ error: MESSAGES.userNotFound });
    expect((await call('POST', `/api/admin/users/${await userId(server, DASH)}/reactivate`, adminA)).statusCode).toBe(
      403,
    );
    const dash = await call('POST', `/api/admin/users/${await userId(server, DASH)}/deactivate`, superToken);
    expect((dash.json() as UserRow).status).toBe(-1);
  });

  it("answers the spec's 'Error occurred, please try again' when a write fails on our side, changing nothing", async () => {
    const id = await userId(server, ADMIN_B);
    const original = server.ctx.audit.write.bind(server.ctx.audit);
    server.ctx.audit.write = () => Promise.reject(new Error('disk full'));
    try {
      const response = await call('POST', `/api/admin/users/${id}/deactivate`, superToken);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: ERROR_OCCURRED });
    } finally {
      server.ctx.audit.write = original;
    }
    expect((await call('GET', `/api/admin/users/${id}`, superToken)).json()).toMatchObject({ status: 1 });
    expect((await signIn(server.app, ADMIN_B)).statusCode).toBe(200);
  });
});
