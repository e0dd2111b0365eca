/**
 * The sandbox's durable grant book (issue 26, session 2): signed, self-describing tokens over `sandbox_grants`, so a
 * demo server restarted on the same database still honours the grants it issued, and a revoked grant stays revoked.
 * First the book itself (signature, access expiry, refresh, revocation, grant expiry), then a real restart: an agency
 * admin grants Google through the portal's OAuth flow, the server stops and a new app instance starts on the same
 * database; the credential still reads the sandbox (a portal call through the ads source, a refresh after the access
 * token's hour) and stays healthy, while a grant revoked before the restart needs re-authorisation after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONNECTORS } from '../../connectors';
import { sandboxAdsAccounts } from '../../connectors/ads/server/sandbox';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { credentialAuth, CredentialUnavailable } from '../../src/server/areas/connectors/credential-auth';
import { DEMO_PASSWORD } from '../../src/server/db/demo/accounts';
import { SandboxTokenBook } from '../../src/server/sandbox/tokens';
import { startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { advertiserIdsWhere, ENGINES, TEST_NOON } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADS_SCOPE = CONNECTORS.ads.scopes[0]!;

describe.each(ENGINES)('the sandbox grant book on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock = TEST_NOON;
  /** The app instance answering now (the harness's first, then the restarted one). */
  let live: { app: FastifyInstance; ctx: AppContext; base: string };
  let agencyId: number;
  let advertiserId: number;
  let adminToken: string;

  beforeAll(async () => {
    server = await startConnectorServer(engine, { now: () => clock, connectorSync: { autoStart: false } });
    live = { app: server.app, ctx: server.ctx, base: server.base };
    const login = await server.login(ADMIN);
    agencyId = login.user.active_agency_id!;
    adminToken = login.accessToken;
    advertiserId = (await advertiserIdsWhere(server.db, { agency_id: agencyId }))[0]!;
  });
  afterAll(async () => {
    if (live.app !== server.app) await live.app.close();
    await server.close();
  });

  const book = () => live.ctx.connectors.sandbox!;

  it('verifies only its own signed, unexpired, unrevoked tokens; refreshes; revokes; ends Facebook grants', async () => {
    const grant = await book().issue({ provider: 'google', subject: 'g-100001', scopes: [ADS_SCOPE] });
    expect(await book().verify(grant.accessToken)).toMatchObject({
      provider: 'google',
      subject: 'g-100001',
      scopes: [ADS_SCOPE],
    });
    // Altered, foreign (another key) or mistyped tokens are nobody's.
    const [body, mac] = grant.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(body!.slice(4), 'base64url').toString('utf8')) as { x: number };
    const longer = `sba_${Buffer.from(JSON.stringify({ ...payload, x: payload.x + DAY })).toString('base64url')}`;
    expect(await book().verify(`${longer}.${mac}`)).toBeNull();
    const stranger = new SandboxTokenBook(live.ctx.db, 'another secret', () => clock);
    expect(await stranger.verify(grant.accessToken)).toBeNull();
    expect(await book().verify(grant.refreshToken)).toBeNull();
    expect(await book().verify('sba_nothing')).toBeNull();
    expect(await book().verify(undefined)).toBeNull();

    // An access token lasts an hour; the refresh token then gives a new, different one.
    clock += HOUR;
    expect(await book().verify(grant.accessToken)).toBeNull();
    const renewed = await book().refresh(grant.refreshToken);
    expect(renewed).toMatchObject({ expiresIn: 3600, grant: { subject: 'g-100001', expiresAt: null } });
    expect(renewed!.accessToken).not.toBe(grant.accessToken);
    expect(await book().verify(renewed!.accessToken)).toMatchObject({ subject: 'g-100001' });

    // Revoking by an access token ends the whole grant (RFC 7009); unknown tokens are no error.
    await book().revoke(renewed!.accessToken);
    await book().revoke('sbr_unknown.x');
    expect(await book().verify(renewed!.accessToken)).toBeNull();
    expect(await book().refresh(grant.refreshToken)).toBeNull();

    // "Remove app access" ends every grant of that user at that provider, and only those; a new grant is live.
    const a = await book().issue({ provider: 'google', subject: 'g-100002', scopes: [] });
    const b = await book().issue({ provider: 'google', subject: 'g-100003', scopes: [] });
    const c = await book().issue({ provider: 'facebook', subject: 'g-100002', scopes: [] });
    await book().revokeSubject('google', 'g-100002');
    expect(await book().verify(a.accessToken)).toBeNull();
    expect(await book().verify(b.accessToken)).not.toBeNull();
    expect(await book().verify(c.accessToken)).not.toBeNull();
    const again = await book().issue({ provider: 'google', subject: 'g-100002', scopes: [] });
    expect(await book().verify(again.accessToken)).not.toBeNull();

    // A grant with an end (Facebook's 60 days) refreshes until then, not after.
    const facebook = await book().issue({
      provider: 'facebook',
      subject: 'fb-200001',
      scopes: [],
      grantTtlMs: 60 * DAY,
    });
    expect(facebook.grantExpiresAt).toBe(clock + 60 * DAY);
    clock += 59 * DAY;
    expect(await book().refresh(facebook.refreshToken)).not.toBeNull();
    clock += 2 * DAY;
    expect(await book().refresh(facebook.refreshToken)).toBeNull();
    clock = TEST_NOON;
  });

  /** Grants Google as the agency admin through the portal: start, the sandbox's consent page, the callback. */
  async function grantGoogle(subject: string): Promise<number> {
    const started = await live.app.inject({
      method: 'POST',
      url: '/api/oauth/start',
      payload: { provider: 'google', agencyId },
      headers: { ahauth: `Bearer ${adminToken}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().url as string;
    // The consent page, then its form: the authorization request's own parameters, the chosen user and Allow.
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(200);
    const hidden = Object.fromEntries(new URL(url).searchParams);
    const allowed = await fetch(url.split('?')[0]!, {
      method: 'POST',
      body: new URLSearchParams({ ...hidden, subject, decision: 'allow' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const back = await fetch(allowed.headers.get('location')!, { redirect: 'manual' });
    expect(new URL(back.headers.get('location')!).searchParams.get('granted')).toBe('google');
    const row = await live.ctx.db
      .selectFrom('connector_credentials')
      .select('id')
      .where('agency_id', '=', agencyId)
      .where('provider', '=', 'google')
      .where('external_id', '=', subject)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Stops the answering app and starts a new instance on the same database (a demo server restart). */
  async function restart(): Promise<void> {
    await live.app.close();
    const { app, ctx } = await buildApp({
      db: server.db,
      config: server.ctx.config,
      now: () => clock,
      connectorSync: { autoStart: false },
    });
    await app.ready();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    ctx.connectors.endpoints.setBase(base);
    live = { app, ctx, base };
  }

  const statusOf = async (id: number) => {
    const list = await live.app.inject({
      method: 'GET',
      url: `/api/connections/credentials?agencyId=${agencyId}`,
      headers: { ahauth: `Bearer ${adminToken}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    return (list.json() as { id: number; status: string }[]).find((c) => c.id === id)?.status;
  };
  const sandboxAccounts = (accessToken: string | null) =>
    fetch(`${live.base}/sandbox/api/ads/customers`, { headers: { authorization: `Bearer ${accessToken}` } });
  /** The root accounts of the advertiser's Google Ads tree, read through every healthy Google grant of the agency. */
  const adRoots = async () => {
    const response = await live.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: 'query($id: Int) { getGoogleAdData(id: $id) { AccountId } }', variables: { id: advertiserId } },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const answer = response.json() as { data: { getGoogleAdData: { AccountId: string }[] } | null; errors?: unknown };
    expect(answer.errors, response.body).toBeUndefined();
    return answer.data!.getGoogleAdData.map((root) => root.AccountId).sort();
  };
  const rootOf = (subject: string) => sandboxAdsAccounts(subject)[0]!.id;

  it('a restart on the same database keeps grants working and revoked grants revoked', async () => {
    const kept = await grantGoogle('g-100001');
    const revoked = await grantGoogle('g-100002');
    expect(await adRoots()).toEqual([rootOf('g-100001'), rootOf('g-100002')].sort());
    await book().revokeSubject('google', 'g-100002');
    const firstApp = live.app;

    await restart();
    expect(live.app).not.toBe(firstApp);
    expect(live.ctx.connectors.sandbox).not.toBe(server.ctx.connectors.sandbox);

    // The stored access token is still the restarted sandbox's live token, and the portal still reads through it.
    const keptAuth = await credentialAuth(live.ctx.db, live.ctx.connectors.vault, kept, live.ctx);
    expect((await sandboxAccounts(keptAuth.accessToken)).status).toBe(200);
    const revokedAuth = await credentialAuth(live.ctx.db, live.ctx.connectors.vault, revoked);
    expect((await sandboxAccounts(revokedAuth.accessToken)).status).toBe(401);
    // Through the portal: the kept grant still reaches its tree; the revoked one is refused and needs a new grant.
    expect(await adRoots()).toEqual([rootOf('g-100001')]);
    expect(await statusOf(kept)).toBe('healthy');
    expect(await statusOf(revoked)).toBe('needs_reauth');

    // Past the access token's hour the kept credential refreshes against the restarted sandbox and stays healthy.
    clock += HOUR + 60_000;
    const login = await live.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN, password: DEMO_PASSWORD, domain: 'localhost' },
    });
    adminToken = (login.json() as { user: { accessToken: string } }).user.accessToken;
    const refreshed = await credentialAuth(live.ctx.db, live.ctx.connectors.vault, kept, live.ctx);
    expect(refreshed.accessToken).not.toBe(keptAuth.accessToken);
    expect((await sandboxAccounts(refreshed.accessToken)).status).toBe(200);
    expect(await adRoots()).toEqual([rootOf('g-100001')]);
    expect(await statusOf(kept)).toBe('healthy');
    await expect(credentialAuth(live.ctx.db, live.ctx.connectors.vault, revoked, live.ctx)).rejects.toBeInstanceOf(
      CredentialUnavailable,
    );
  });
});
