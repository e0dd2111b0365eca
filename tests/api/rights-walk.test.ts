import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { RIGHTS } from '../../src/domain/rights';
import { routeTable, type RouteEntry } from '../../src/server/kernel/route-table';
import { rightsTableMarkdown } from '../../src/server/kernel/rights-doc';
import { startTestServer, type TestServer } from './harness';

/**
 * Walks the whole route table: every /api route that is not public refuses a signed-out caller with 401, and every
 * route that declares rights refuses a signed-in caller without them with 403, both before looking at parameters
 * or body (they are garbage here). The agency admin passes every guarded route but the System Admin ones, which only
 * a system administrator passes. A new public route must be added to PUBLIC on purpose.
 */
const PUBLIC = [
  'GET /api/health',
  'GET /api/ping',
  'GET /api/openapi.json',
  'GET /api/auth',
  'POST /api/login',
  'POST /api/tokenlogin',
  'POST /api/ahlogin',
  'POST /api/auth/token/refresh/',
  'GET /api/logout',
  'GET /api/getSharedDashboard',
  'GET /api/dashboard/thumbnail',
  'GET /api/images/:file',
  'POST /api/password/forgot',
  'GET /api/password/token/:token',
  'POST /api/password/set',
  // Report e-mails' links (issue 25): each carries its own signed token.
  'GET /api/reportFile/:token',
  'GET /api/reportUnsubscribe/:token',
  'POST /api/reportUnsubscribe/:token',
  // OAuth grants (issue 26): the providers' return (bound by its state row), the shared Google link's check, and the
  // grant start, which takes a shared link's token instead of a session (and refuses 401/403 itself otherwise).
  'POST /api/oauth/start',
  'GET /api/oauth/callback/:provider',
  'POST /api/checkGoogleOAuthNew',
];

/** Routes only a system administrator may call: an agency admin is refused like agency staff. */
const systemOnly = (route: RouteEntry) =>
  route.rights?.every((alternative) => alternative.includes(RIGHTS.MANAGE_SYSTEM)) ?? false;

const isApi = (route: RouteEntry) => route.url.startsWith('/api/');
const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, 'x');
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('the rights walk over the route table', () => {
  let server: TestServer;
  let routes: readonly RouteEntry[];
  let staff: string;
  let admin: string;
  let superuser: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    routes = routeTable(server.app).filter(isApi);
    // Agency staff (role mc) hold no right of the table; the agency admin holds them all for agency A.
    staff = (await server.login('agency.staff@sightline.test')).accessToken;
    admin = (await server.login('agency.admin@sightline.test')).accessToken;
    superuser = (await server.login('super@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (route: RouteEntry, token?: string) =>
    server.app.inject({
      method: route.method as 'GET',
      url: `${withParams(route.url)}${route.method === 'GET' ? '?limit=abc&bogus=1' : ''}`,
      headers: { ...(token ? { ahauth: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"bogus": [1, 2, 3]}' }),
    });

  it('knows every public route by name', () => {
    expect(
      routes
        .filter((r) => r.public)
        .map(label)
        .sort(),
    ).toEqual([...PUBLIC].sort());
    expect(routes.length).toBeGreaterThan(60);
  });

  it('refuses a signed-out caller with 401 on every other route, before any validation', async () => {
    for (const route of routes.filter((r) => !r.public)) {
      const response = await call(route);
      expect({ route: label(route), status: response.statusCode, body: response.json() }).toEqual({
        route: label(route),
        status: 401,
        body: { error: MESSAGES.notAuthenticated },
      });
    }
  });

  it('refuses a signed-in caller without the declared rights with 403, before any validation', async () => {
    const guarded = routes.filter((r) => r.rights);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await call(route, staff);
      expect({ route: label(route), status: response.statusCode, body: response.json() }).toEqual({
        route: label(route),
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
      if (systemOnly(route)) {
        const refused = await call(route, admin);
        expect({ route: label(route), status: refused.statusCode }).toEqual({ route: label(route), status: 403 });
      }
      const allowed = await call(route, systemOnly(route) ? superuser : admin);
      expect({ route: label(route), passes: ![401, 403].includes(allowed.statusCode) }).toEqual({
        route: label(route),
        passes: true,
      });
    }
  });

  it('judges the decoded path the router uses, so an encoded path gets no further', async () => {
    const guarded = routes.find((r) => r.rights)!;
    const encoded = withParams(guarded.url).replace('/api/', '/%61pi/').replace('advertiser', 'adv%65rtiser');
    const response = await server.app.inject({ method: 'GET', url: encoded, headers: { ahauth: `Bearer ${staff}` } });
    expect([response.statusCode, response.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    const anonymous = await server.app.inject({ method: 'GET', url: '/%61pi/getAgencies/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is recorded in docs/decisions.md call by call, as the route table declares it', () => {
    const decisions = fs.readFileSync('docs/decisions.md', 'utf8');
    expect(decisions).toContain(rightsTableMarkdown(routes));
  });
});
