import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from '../../src/domain/messages';
import { createLoginToken } from '../../src/server/auth/login-tokens';
import { ENGINES, startTestServer, type TestServer } from './harness';

describe.each(ENGINES)('sign-in on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('GET /api/auth without a token says no auth and gives the host theme', async () => {
    const response = await server.get('/api/auth?theme_code=sbg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ auth: false, theme: { code: 'sbg', name: 'SBG Advertising' } });
  });

  it('GET /api/auth with an unknown theme code falls back to the default theme', async () => {
    expect((await server.get('/api/auth?theme_code=nosuchagency')).json()).toMatchObject({
      auth: false,
      theme: { code: 'agency' },
    });
  });

  it('signs in with the User fields of the spec and tokens', async () => {
    const response = await server.post('/api/login', {
      email: 'Agency.Admin@sightline.test',
      password: 'sightline-demo',
      domain: 'localhost',
    });
    expect(response.statusCode).toBe(200);
    const { auth, user } = response.json();
    expect(auth).toBe(true);
    for (const field of [
      'email',
      'full_name',
      'user_id',
      'is_superuser',
      'permissions',
      'AgencyRight',
      'roles',
      'products',
      'portalTheme',
      'active_agency_id',
      'active_sub_agency_id',
      'active_station_id',
      'AvailableAgencies',
      'accessToken',
      'refreshToken',
    ]) {
      expect(user).toHaveProperty(field);
    }
    expect(user.AgencyRight).toEqual(
      expect.arrayContaining(['SCREEN_USER_MGMT', 'AGENCY_ADMIN', 'SHOW_DEMO_ADVERTISER']),
    );
    expect(user.portalTheme).toBe('compulse');
  });

  it('GET /api/auth with the access token returns the session user and the user theme', async () => {
    const { accessToken } = await server.login('other.agency@sightline.test');
    const body = (await server.get('/api/auth?theme_code=compulse', accessToken)).json();
    expect(body.auth).toBe(true);
    expect(body.user.email).toBe('other.agency@sightline.test');
    expect(body.theme.code).toBe('sbg');
  });

  it("GET /api/auth with advertiser_id gives a superuser that advertiser's agency theme, and nobody else", async () => {
    const agencyB = await server.db
      .selectFrom('advertisers')
      .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
      .select(['advertisers.id', 'agencies.theme_code'])
      .where('agencies.theme_code', '=', 'sbg')
      .executeTakeFirstOrThrow();
    const superuser = (await server.login('super@sightline.test')).accessToken;
    const theme = async (query: string, token?: string): Promise<string> =>
      (await server.get(`/api/auth?theme_code=demo${query}`, token)).json().theme.code;
    expect(await theme(`&advertiser_id=${agencyB.id}`, superuser)).toBe('sbg');
    // Without an advertiser (home) or with an unknown one, the superuser's own theme: the host's.
    expect(await theme('', superuser)).toBe('demo');
    expect(await theme('&advertiser_id=99999999', superuser)).toBe('demo');
    // Everyone else keeps their portalTheme, and signed-out callers the host's.
    const agencyAdmin = (await server.login('agency.admin@sightline.test')).accessToken;
    expect(await theme(`&advertiser_id=${agencyB.id}`, agencyAdmin)).toBe('compulse');
    expect(await theme(`&advertiser_id=${agencyB.id}`)).toBe('demo');
  });

  it('refuses a wrong password with the spec text', async () => {
    const response = await server.post('/api/login', {
      email: 'agency.staff@sightline.test',
      password: 'nope',
      domain: 'localhost',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: LOGIN_ERRORS.FAILED_LOGIN });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await server.post('/api/login', { email: 'nobody@sightline.test', password: 'sightline-demo' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: LOGIN_ERRORS.FAILED_LOGIN });
  });

  it('refuses a deactivated account', async () => {
    const row = await server.db.selectFrom('users').select('email').where('status', '=', -1).executeTakeFirstOrThrow();
    const response = await server.post('/api/login', { email: row.email, password: 'sightline-demo' });
    expect(response.statusCode).toBe(401);
  });

  it('opens the agency of the sign-in host when the user belongs to it', async () => {
    const response = await server.post('/api/login', {
      email: 'multi.agency@sightline.test',
      password: 'sightline-demo',
      domain: 'sbg.localhost',
    });
    expect(response.json().user).toMatchObject({ active_agency_id: 2, portalTheme: 'sbg' });
  });

  it('one-time login token signs in once', async () => {
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agency.staff@sightline.test')
      .executeTakeFirstOrThrow();
    const { token } = await createLoginToken(server.db, user.id);
    const first = await server.post('/api/tokenlogin', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe('agency.staff@sightline.test');
    const again = await server.post('/api/tokenlogin', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ notfound: true });
  });

  it('an expired login token is refused', async () => {
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agency.staff@sightline.test')
      .executeTakeFirstOrThrow();
    const { token } = await createLoginToken(server.db, user.id, Date.now() - 16 * 60_000);
    expect((await server.post('/api/tokenlogin', { token })).statusCode).toBe(401);
  });

  it('logout revokes the session: the access token and the refresh token stop working at once', async () => {
    const { accessToken, refreshToken } = await server.login('agency.staff@sightline.test');
    expect((await server.get('/api/agency', accessToken)).statusCode).toBe(200);
    expect((await server.get('/api/logout', accessToken)).json()).toEqual({ success: true });
    expect((await server.get('/api/agency', accessToken)).statusCode).toBe(401);
    const refresh = await server.post('/api/auth/token/refresh/', { refresh: refreshToken, product_id: 5 });
    expect(refresh.statusCode).toBe(401);
  });

  it("refuses an access token that pairs one user with another user's live session, on REST and GraphQL", async () => {
    const staff = await server.login('agency.staff@sightline.test');
    const admin = await server.login('dash.admin@sightline.test');
    const adminClaims = (await server.ctx.tokens.verify(admin.accessToken))!;
    const forged = await server.ctx.tokens.sign({ ...adminClaims, userId: staff.user.user_id });
    const me = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: '/graph',
        payload: { query: '{ me { email } }' },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await server.get('/api/agency', forged)).statusCode).toBe(401);
    expect((await server.post('/api/ahswitchagency', { agency_id: 1 }, forged)).statusCode).toBe(401);
    expect((await me(forged)).json().errors[0].message).toBe('Not authenticated');
    // Signing out with it ends nothing: the other user's session goes on.
    await server.get('/api/logout', forged);
    expect((await server.get('/api/agency', admin.accessToken)).statusCode).toBe(200);
    expect((await server.get('/api/agency', staff.accessToken)).statusCode).toBe(200);
    expect((await me(staff.accessToken)).json().data.me).toEqual({ email: 'agency.staff@sightline.test' });
  });

  it('refuses an access token issued in the future, signed with our own key', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const claims = (await server.ctx.tokens.verify(accessToken))!;
    const future = await server.ctx.tokens.sign(claims, Date.now() + 30 * 86_400_000);
    expect((await server.get('/api/agency', future)).statusCode).toBe(401);
    const drift = await server.ctx.tokens.sign(claims, Date.now() + 30_000);
    expect((await server.get('/api/agency', drift)).statusCode).toBe(200);
  });

  it('a call naming another session in its session_id header is refused; its own session or none is served', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const { sessionId } = (await server.ctx.tokens.verify(accessToken))!;
    const withHeader = (value: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/getAgencies/',
        headers: { ahauth: `Bearer ${accessToken}`, session_id: value },
      });
    expect((await withHeader(sessionId)).statusCode).toBe(200);
    const other = await withHeader('another-session');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ error: 'This request belongs to another session. Sign in again.' });
    expect((await server.get('/api/getAgencies/', accessToken)).statusCode).toBe(200);
  });

  it('calls without ahauth are refused with 401', async () => {
    const response = await server.get('/api/agency');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authenticated' });
  });
});
