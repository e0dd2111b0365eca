import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

describe.each(ENGINES)('partner sign-on and agency switching on %s', (engine) => {
  let server: TestServer;
  const partnerToken = (
    claims: Record<string, unknown>,
    options: { secret?: string; lifetime?: number; jti?: string; issuedIn?: number } = {},
  ) => {
    // Rounded up, so `issuedIn` seconds ahead is at least that far ahead of the server's clock.
    const iat = Math.ceil(Date.now() / 1000) + (options.issuedIn ?? 0);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.lifetime ?? 120))
      .setJti(options.jti ?? Math.random().toString(36))
      .sign(new TextEncoder().encode(options.secret ?? server.ctx.partnerSecret));
  };
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('ahlogin signs in by a signed partner token, opening the agency it names', async () => {
    const response = await server.post('/api/ahlogin', {
      token: await partnerToken({ email: 'multi.agency@sightline.test', agency_id: 2 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'multi.agency@sightline.test', active_agency_id: 2 });
  });

  it('ahlogin refuses a token used twice', async () => {
    const token = await partnerToken({ email: 'agency.staff@sightline.test' });
    expect((await server.post('/api/ahlogin', { token })).statusCode).toBe(200);
    const again = await server.post('/api/ahlogin', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: LOGIN_ERRORS.FAILED_AH_AUTH });
  });

  it('ahlogin refuses a token signed with another secret', async () => {
    const token = await partnerToken(
      { email: 'agency.staff@sightline.test' },
      { secret: 'not-the-partner-secret-at-all' },
    );
    expect((await server.post('/api/ahlogin', { token })).statusCode).toBe(401);
  });

  it('ahlogin refuses a token valid for longer than five minutes', async () => {
    const token = await partnerToken({ email: 'agency.staff@sightline.test' }, { lifetime: 3600 });
    expect((await server.post('/api/ahlogin', { token })).statusCode).toBe(401);
  });

  it('ahlogin refuses a token issued more than a minute in the future, whatever its lifetime', async () => {
    const staff = { email: 'agency.staff@sightline.test' };
    const month = await server.post('/api/ahlogin', {
      token: await partnerToken(staff, { issuedIn: 30 * 86_400, lifetime: 300 }),
    });
    expect(month.statusCode).toBe(401);
    expect(month.json()).toEqual({ error: LOGIN_ERRORS.FAILED_AH_AUTH });
    const late = await server.post('/api/ahlogin', {
      token: await partnerToken(staff, { issuedIn: 61, lifetime: 300 }),
    });
    expect(late.json()).toEqual({ error: LOGIN_ERRORS.FAILED_AH_AUTH });
    const drift = await server.post('/api/ahlogin', {
      token: await partnerToken(staff, { issuedIn: 30, lifetime: 300 }),
    });
    expect(drift.statusCode).toBe(200);
  });

  it('switches the active agency of a user with two, and ends the old session', async () => {
    const { accessToken, user } = await server.login('multi.agency@sightline.test');
    expect(user.active_agency_id).toBe(1);
    const response = await server.post('/api/ahswitchagency', { agency_id: 2 }, accessToken);
    expect(response.statusCode).toBe(200);
    const switched = response.json().user;
    expect(switched).toMatchObject({ active_agency_id: 2, portalTheme: 'sbg' });
    expect((await server.get('/api/agency', switched.accessToken)).json()).toMatchObject({ id: 2 });
    expect((await server.get('/api/agency', accessToken)).statusCode).toBe(401);
  });

  it('switches to a station inside the active agency', async () => {
    const { accessToken, user } = await server.login('agency.staff@sightline.test');
    const agency = (user.AvailableAgencies as { stations: { id: number; sub_agency_id: number }[] }[])[0]!;
    const station = agency.stations[0]!;
    const response = await server.post('/api/ahswitchagency', { agency_id: 1, station_id: station.id }, accessToken);
    expect(response.json().user).toMatchObject({
      active_station_id: station.id,
      active_sub_agency_id: station.sub_agency_id,
    });
  });

  it('refuses to switch to an agency the user does not belong to', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    expect((await server.post('/api/ahswitchagency', { agency_id: 2 }, accessToken)).statusCode).toBe(403);
  });

  it('refuses a station user switching to another station', async () => {
    const { accessToken, user } = await server.login('station@sightline.test');
    const other = await server.db
      .selectFrom('stations')
      .select('id')
      .where('agency_id', '=', 1)
      .where('id', '!=', user.active_station_id as number)
      .executeTakeFirstOrThrow();
    expect(
      (await server.post('/api/ahswitchagency', { agency_id: 1, station_id: other.id }, accessToken)).statusCode,
    ).toBe(403);
  });
});
