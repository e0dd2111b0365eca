import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './harness';

const refreshBody = (refresh: string, extra: Record<string, unknown> = {}) => ({
  refresh,
  product_id: 5,
  agency_id: null,
  sub_agency_id: null,
  station_id: null,
  ...extra,
});

describe.each(ENGINES)('token refresh on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('rotates: returns a new access token and a new refresh token', async () => {
    const { refreshToken } = await server.login('agency.staff@sightline.test');
    const response = await server.post('/api/auth/token/refresh/', refreshBody(refreshToken));
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json();
    expect(refresh).not.toBe(refreshToken);
    expect((await server.get('/api/agency', access)).statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never in the clear', async () => {
    const { refreshToken } = await server.login('agency.staff@sightline.test');
    const rows = await server.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('a reused rotated token is refused and revokes the whole session', async () => {
    const { refreshToken } = await server.login('agency.staff@sightline.test');
    const first = (await server.post('/api/auth/token/refresh/', refreshBody(refreshToken))).json();
    const reuse = await server.post('/api/auth/token/refresh/', refreshBody(refreshToken));
    expect(reuse.statusCode).toBe(401);
    // The legitimate successor dies with the session, and so does its access token.
    expect((await server.post('/api/auth/token/refresh/', refreshBody(first.refresh))).statusCode).toBe(401);
    expect((await server.get('/api/agency', first.access)).statusCode).toBe(401);
  });

  it('an unknown refresh token gets 401', async () => {
    expect((await server.post('/api/auth/token/refresh/', refreshBody('not-a-token'))).statusCode).toBe(401);
  });

  it('a body without refresh gets 400 with a clear message', async () => {
    const response = await server.post('/api/auth/token/refresh/', { product_id: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/refresh/);
  });

  it('another product id gets 400', async () => {
    const { refreshToken } = await server.login('agency.staff@sightline.test');
    expect(
      (await server.post('/api/auth/token/refresh/', refreshBody(refreshToken, { product_id: 4 }))).statusCode,
    ).toBe(400);
  });

  it('carries a requested agency the user belongs to into the new access token', async () => {
    const { refreshToken } = await server.login('multi.agency@sightline.test');
    const { access } = (
      await server.post('/api/auth/token/refresh/', refreshBody(refreshToken, { agency_id: 2 }))
    ).json();
    expect((await server.get('/api/auth', access)).json().user.active_agency_id).toBe(2);
  });

  it('ignores a requested agency the user does not belong to', async () => {
    const { refreshToken } = await server.login('agency.staff@sightline.test');
    const { access } = (
      await server.post('/api/auth/token/refresh/', refreshBody(refreshToken, { agency_id: 2 }))
    ).json();
    expect((await server.get('/api/auth', access)).json().user.active_agency_id).toBe(1);
  });

  it('a session past its 30 days cannot refresh', async () => {
    const { refreshToken, accessToken } = await server.login('agency.staff@sightline.test');
    const claims = await server.ctx.tokens.verify(accessToken);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', claims!.sessionId)
      .execute();
    expect((await server.post('/api/auth/token/refresh/', refreshBody(refreshToken))).statusCode).toBe(401);
  });

  it('sessions are created to last 2,592,000 seconds', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const claims = await server.ctx.tokens.verify(accessToken);
    const row = await server.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('id', '=', claims!.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(2_592_000_000);
  });
});
