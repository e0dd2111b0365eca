/**
 * OAuth grants against the sandbox authorization servers (issue 26, helper A), over real HTTP: the portal's start
 * call, the sandbox's consent page and its form, the redirect back to the portal's callback (fetch with
 * redirect: 'manual', following Location headers), the code exchange with PKCE, userinfo, the stored credential;
 * then refresh, revocation (needs re-authorisation, no retry storm), refusals of bad states and verifiers, the
 * shared Google link, the credential calls' rights, messages and tenancy. Tokens never appear in an answer or audit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import {
  credentialAuth,
  CredentialUnavailable,
  markNeedsReauth,
} from '../../src/server/areas/connectors/credential-auth';
import { SANDBOX_CLIENT } from '../../src/server/areas/connectors/endpoints';
import { scopesOf } from '../../src/server/areas/connectors/oauth/grants';
import { sandboxUsers } from '../../src/server/sandbox/users';
import { startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES, TEST_NOON } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const STATION = 'station@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER = 'other.agency@sightline.test';
const SUPER = 'super@sightline.test';
const DAY = 86_400_000;

/** Entities of an HTML attribute back to text. */
const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The consent page's form fields: its hidden inputs and the account radios. */
function formOf(html: string): { hidden: Record<string, string>; subjects: string[] } {
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    hidden[match[1]!] = unescape(match[2]!);
  const subjects = [...html.matchAll(/<input type="radio" name="subject" value="([^"]+)"/g)].map((m) => m[1]!);
  return { hidden, subjects };
}

describe.each(ENGINES)('OAuth grants and credentials on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock = TEST_NOON;
  let agencyId: number;
  let otherAgencyId: number;
  const sessions = new Map<string, string>();
  /** A session of `email` valid at the current clock. */
  const as = async (email: string) => {
    const key = `${email}|${clock}`;
    if (!sessions.has(key)) sessions.set(key, (await server.login(email)).accessToken);
    return sessions.get(key)!;
  };

  /** Counts the portal's calls to the providers' token endpoints. */
  const tokenCalls = () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    return () =>
      spy.mock.calls.filter(([input]) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return url.includes('/sandbox/oauth/') && url.endsWith('/token');
      }).length;
  };

  /** Follows a grant from its authorization URL through consent to the portal's final redirect. */
  async function consent(url: string, choose?: (subjects: string[]) => string, decision = 'allow') {
    const pageResponse = await fetch(url, { redirect: 'manual' });
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    const { hidden, subjects } = formOf(html);
    const form = new URLSearchParams({ ...hidden, subject: choose ? choose(subjects) : subjects[0]!, decision });
    const allowed = await fetch(url.split('?')[0]!, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(allowed.status).toBe(302);
    const callback = allowed.headers.get('location')!;
    expect(callback.startsWith(`${server.base}/api/oauth/callback/`)).toBe(true);
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return { html, callback, location: new URL(back.headers.get('location')!) };
  }

  async function startGrant(provider: string, token?: string, extra: Record<string, unknown> = {}) {
    const response = await server.post(
      '/api/oauth/start',
      { provider, agencyId, ...extra },
      token ?? (await as(ADMIN)),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().url as string;
  }

  const credentials = (provider: string) =>
    server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where('provider', '=', provider as 'google')
      .execute();

  const auditText = async () =>
    JSON.stringify(await server.db.selectFrom('audit_log').selectAll().where('area', '=', 'connectors').execute());

  /** Every plain token the sandbox issued looks like this. */
  const TOKEN_SHAPE = /sb[acr]_[A-Za-z0-9_-]{20,}/;

  beforeAll(async () => {
    server = await startConnectorServer(engine, { now: () => clock });
    agencyId = (await server.login(ADMIN)).user.active_agency_id!;
    otherAgencyId = (await server.login(OTHER)).user.active_agency_id!;
    expect(otherAgencyId).not.toBe(agencyId);
  });
  afterAll(async () => server.close());
  afterEach(() => {
    vi.restoreAllMocks();
    clock = TEST_NOON;
  });

  it('grants Google end to end: consent page, code with PKCE, userinfo, a sealed healthy credential', async () => {
    const url = await startGrant('google');
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(`${server.base}/sandbox/oauth/google/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe(SANDBOX_CLIENT.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.base}/api/oauth/callback/google`);
    expect(authorize.searchParams.get('scope')!.split(' ').sort()).toEqual(scopesOf('google').sort());
    const state = authorize.searchParams.get('state')!;
    const stored = await server.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(stored.expires_at - stored.created_at).toBe(600_000);
    expect(stored.code_verifier_enc.startsWith('v1.')).toBe(true);

    const second = sandboxUsers('google')[1]!;
    const { html, location } = await consent(url, () => second.id);
    expect(html).toContain(second.email);
    expect(html).toContain('https://www.googleapis.com/auth/analytics.readonly');
    expect(location.pathname).toBe('/connections');
    expect(location.searchParams.get('granted')).toBe('google');

    const [row] = await credentials('google');
    expect(row).toMatchObject({
      external_id: second.id,
      email: second.email,
      first_name: second.firstName,
      status: 'healthy',
      kind: 'oauth',
      grant_expires_at: null,
      access_expires_at: clock + 3_600_000,
    });
    expect(row!.access_token_enc!.startsWith('v1.')).toBe(true);
    expect(row!.access_token_enc).not.toMatch(TOKEN_SHAPE);
    // The stored token is the sandbox's live one.
    const auth = await credentialAuth(server.db, server.ctx.connectors.vault, row!.id, server.ctx);
    expect(await server.ctx.connectors.sandbox!.verify(auth.accessToken)).toMatchObject({ subject: second.id });

    const list = await server.get(`/api/getGoogleCredentialConnectionsNew/?id=${agencyId}`, await as(ADMIN));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        googleUserId: second.id,
        email: second.email,
        firstName: second.firstName,
        lastName: second.lastName,
        status: 'healthy',
        expiryFlag: 'none',
        grantExpiresAt: null,
        scopes: expect.arrayContaining(scopesOf('google')),
      }),
    ]);
    expect(list.body).not.toMatch(TOKEN_SHAPE);
    expect(list.body).not.toContain(auth.accessToken);
    const audit = await auditText();
    expect(audit).toContain('"action":"grant"');
    expect(audit).not.toMatch(TOKEN_SHAPE);
    // The state was used once: a replayed callback is refused and stores nothing.
    const used = await server.db
      .selectFrom('oauth_states')
      .select('used_at')
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(used.used_at).toBe(clock);
  });

  it('refuses a state that is unknown, replayed, expired or of another provider; nothing is stored', async () => {
    const before = await credentials('google');
    const unknown = await fetch(`${server.base}/api/oauth/callback/google?code=x&state=forged`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(new URL(unknown.headers.get('location')!).searchParams.get('grantError')).toBe('state');

    // Replay: the callback of a completed grant again.
    const { callback } = await consent(await startGrant('google'));
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(new URL(replay.headers.get('location')!).searchParams.get('grantError')).toBe('state');

    // Another provider's callback with a Google state.
    const url = await startGrant('google');
    const html = await (await fetch(url)).text();
    const allowed = await fetch(url.split('?')[0]!, {
      method: 'POST',
      body: new URLSearchParams({ ...formOf(html).hidden, subject: 'g-100001', decision: 'allow' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const googleCallback = new URL(allowed.headers.get('location')!);
    const crossed = await fetch(`${server.base}/api/oauth/callback/facebook${googleCallback.search}`, {
      redirect: 'manual',
    });
    expect(new URL(crossed.headers.get('location')!).searchParams.get('grantError')).toBe('state');

    // Expired: eleven minutes after the start.
    const late = await startGrant('google');
    const lateHtml = await (await fetch(late)).text();
    clock += 11 * 60_000;
    const lateAllowed = await fetch(late.split('?')[0]!, {
      method: 'POST',
      body: new URLSearchParams({ ...formOf(lateHtml).hidden, subject: 'g-100003', decision: 'allow' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const expired = await fetch(lateAllowed.headers.get('location')!, { redirect: 'manual' });
    expect(new URL(expired.headers.get('location')!).searchParams.get('grantError')).toBe('state');

    const after = await credentials('google');
    expect(after.map((r) => r.external_id).sort()).toEqual(
      [...new Set([...before.map((r) => r.external_id), 'g-100001'])].sort(),
    );
    expect(after.find((r) => r.external_id === 'g-100003')).toBeUndefined();
  });

  it('returns a declined grant with grantError=denied and stores nothing', async () => {
    const before = (await credentials('linkedin')).length;
    const { location } = await consent(await startGrant('linkedin'), undefined, 'deny');
    expect(location.searchParams.get('grantError')).toBe('denied');
    expect((await credentials('linkedin')).length).toBe(before);
  });

  it('sandbox: checks client, redirect URI, PKCE; refuses a wrong verifier and a reused code (RFC 6749 JSON)', async () => {
    const root = `${server.base}/sandbox/oauth/google`;
    const redirect = `${server.base}/api/oauth/callback/google`;
    const verifier = 'v'.repeat(50);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = {
      client_id: SANDBOX_CLIENT.clientId,
      redirect_uri: redirect,
      response_type: 'code',
      state: 's1',
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const badRedirect = await fetch(
      `${root}/authorize?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example/cb' })}`,
      {
        redirect: 'manual',
      },
    );
    expect(badRedirect.status).toBe(400);
    expect(badRedirect.headers.get('location')).toBeNull();
    const badClient = await fetch(`${root}/authorize?${new URLSearchParams({ ...params, client_id: 'nobody' })}`);
    expect(badClient.status).toBe(400);
    const plain = await fetch(
      `${root}/authorize?${new URLSearchParams({ ...params, code_challenge_method: 'plain' })}`,
      {
        redirect: 'manual',
      },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const allow = async () => {
      const response = await fetch(`${root}/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ ...params, subject: 'g-100002', decision: 'allow' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      return new URL(response.headers.get('location')!).searchParams.get('code')!;
    };
    const token = (body: Record<string, string>, basic = true) =>
      fetch(`${root}/token`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(basic
            ? {
                authorization: `Basic ${Buffer.from(`${SANDBOX_CLIENT.clientId}:${SANDBOX_CLIENT.clientSecret}`).toString('base64')}`,
              }
            : {}),
        },
      });
    const code = await allow();
    const wrong = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: 'w'.repeat(50),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    // A code is used once, even when its first use failed.
    const again = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect((await again.json()).error).toBe('invalid_grant');

    const good = await allow();
    const noClient = await token(
      { grant_type: 'authorization_code', code: good, redirect_uri: redirect, code_verifier: verifier },
      false,
    );
    expect(noClient.status).toBe(401);
    expect((await noClient.json()).error).toBe('invalid_client');
    const fresh = await allow();
    const issued = await token(
      {
        grant_type: 'authorization_code',
        code: fresh,
        redirect_uri: redirect,
        code_verifier: verifier,
        client_id: SANDBOX_CLIENT.clientId,
        client_secret: SANDBOX_CLIENT.clientSecret,
      },
      false,
    );
    expect(issued.status).toBe(200);
    const tokens = await issued.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const info = await fetch(`${root}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await info.json()).toMatchObject({ sub: 'g-100002', email: sandboxUsers('google')[1]!.email });
    // Replaying the code revokes what it issued (RFC 6749 §10.5).
    const replay = await token({
      grant_type: 'authorization_code',
      code: fresh,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect((await replay.json()).error).toBe('invalid_grant');
    const afterReplay = await fetch(`${root}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(afterReplay.status).toBe(401);
    const unsupported = await token({ grant_type: 'password' });
    expect((await unsupported.json()).error).toBe('unsupported_grant_type');
  });

  it('refreshes an access token within a minute of its expiry, once', async () => {
    const { location } = await consent(await startGrant('google'), () => 'g-100001');
    expect(location.searchParams.get('granted')).toBe('google');
    const row = (await credentials('google')).find((r) => r.external_id === 'g-100001')!;
    const first = await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx);
    const count = tokenCalls();
    // Not due yet: no call to the provider.
    clock += 30 * 60_000;
    expect((await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx)).accessToken).toBe(
      first.accessToken,
    );
    expect(count()).toBe(0);
    clock = row.access_expires_at! - 30_000;
    const renewed = await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(await server.ctx.connectors.sandbox!.verify(renewed.accessToken)).toMatchObject({ subject: 'g-100001' });
    expect(count()).toBe(1);
    const stored = await server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.access_expires_at).toBe(clock + 3_600_000);
    await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx);
    expect(count()).toBe(1);
  });

  it('a grant revoked at the provider: needs re-authorisation, audited once, no retry storm; a new grant heals it', async () => {
    await consent(await startGrant('google'), () => 'g-100002');
    const row = (await credentials('google')).find((r) => r.external_id === 'g-100002')!;
    await server.ctx.connectors.sandbox!.revokeSubject('google', 'g-100002');
    clock = row.access_expires_at! + 1;
    const count = tokenCalls();
    for (let i = 0; i < 5; i += 1) {
      const refused = await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx).catch((e) => e);
      expect(refused).toBeInstanceOf(CredentialUnavailable);
      expect(refused.reason).toBe('needs_reauth');
    }
    expect(count()).toBe(1);
    const marked = await server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(marked.status).toBe('needs_reauth');
    expect(marked.status_reason).toContain('invalid_grant');
    // A source's 401 reported again changes nothing and writes no second entry.
    expect(await markNeedsReauth(server.db, row.id, 'source answered 401', () => clock)).toBe(false);
    const entries = await server.db
      .selectFrom('audit_log')
      .select('object_id')
      .where('action', '=', 'needs_reauth')
      .where('object_id', '=', String(row.id))
      .execute();
    expect(entries).toHaveLength(1);
    const list = await server.get(`/api/connections/credentials?agencyId=${agencyId}`, await as(ADMIN));
    expect(list.json().find((c: { userId: string }) => c.userId === 'g-100002')).toMatchObject({
      status: 'needs_reauth',
      healthy: false,
    });
    // The same Google user grants again: the same credential, healthy, with live tokens.
    await consent(await startGrant('google'), () => 'g-100002');
    const healed = await server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(healed).toMatchObject({ status: 'healthy', status_reason: null });
    expect(healed.version).toBeGreaterThan(marked.version);
    const auth = await credentialAuth(server.db, server.ctx.connectors.vault, row.id, server.ctx);
    expect(await server.ctx.connectors.sandbox!.verify(auth.accessToken)).not.toBeNull();
  });

  it('Facebook grants expire after 60 days, LinkedIn after 365; expiry flags at 14 and 3 days', async () => {
    await consent(await startGrant('facebook'), () => 'fb-200001');
    await consent(await startGrant('linkedin'), () => 'li-300001');
    const [facebook] = await credentials('facebook');
    const [linkedin] = await credentials('linkedin');
    expect(facebook!.grant_expires_at).toBe(clock + 60 * DAY);
    expect(linkedin!.grant_expires_at).toBe(clock + 365 * DAY);

    const seeded = async (externalId: string, days: number) =>
      server.seedCredential({
        agencyId,
        provider: 'linkedin',
        externalId,
        name: externalId,
        createdBy: 1,
        accessToken: 'unused',
        grantExpiresAt: clock + days * DAY,
      });
    await seeded('li-exp-20', 20);
    await seeded('li-exp-14', 14);
    await seeded('li-exp-3', 3);
    await seeded('li-exp-past', -1);
    const list = (await server.get(`/api/connections/credentials?agencyId=${agencyId}`, await as(ADMIN))).json() as {
      userId: string;
      expiryFlag: string;
      provider: string;
    }[];
    const flag = (id: string) => list.find((c) => c.userId === id)?.expiryFlag;
    expect([flag('li-exp-20'), flag('li-exp-14'), flag('li-exp-3'), flag('li-exp-past')]).toEqual([
      'none',
      'soon',
      'urgent',
      'expired',
    ]);
    // 46 days on, the Facebook grant is 14 days from its end.
    clock += 46 * DAY;
    const later = (await server.get(`/api/connections/credentials?agencyId=${agencyId}`, await as(ADMIN))).json() as {
      userId: string;
      expiryFlag: string;
    }[];
    expect(later.find((c) => c.userId === 'fb-200001')!.expiryFlag).toBe('soon');
    expect(JSON.stringify(later)).not.toMatch(TOKEN_SHAPE);
  });

  it('Facebook calls: list or "no accounts linked", add, sync, a revoked grant needs re-authorisation, remove', async () => {
    const admin = await as(OTHER);
    const empty = await server.get(`/api/getFacebookCredentials?agencyId=${otherAgencyId}`, admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ message: MESSAGES.noAccountsLinked });

    const added = await server.post('/api/addFacebookCredential', { agencyId }, await as(ADMIN));
    expect(added.statusCode).toBe(200);
    const { location } = await consent(added.json().url, () => 'fb-200002');
    expect(location.searchParams.get('granted')).toBe('facebook');
    const list = await server.get(`/api/getFacebookCredentials?agencyId=${agencyId}`, await as(ADMIN));
    const entry = (list.json() as { userId: string; id: number }[]).find((c) => c.userId === 'fb-200002')!;
    expect(entry).toMatchObject({ provider: 'facebook', status: 'healthy', expiryFlag: 'none' });

    const synced = await server.post('/api/syncFacebookCredential', { agencyId, id: 'fb-200002' }, await as(ADMIN));
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ status: 'healthy', email: sandboxUsers('facebook')[1]!.email });

    await server.ctx.connectors.sandbox!.revokeSubject('facebook', 'fb-200002');
    const revoked = await server.post('/api/syncFacebookCredential', { agencyId, id: entry.id }, await as(ADMIN));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'needs_reauth', healthy: false });
    expect(revoked.body).not.toMatch(TOKEN_SHAPE);

    const missing = await server.post('/api/removeFacebookCredential', { agencyId }, await as(ADMIN));
    expect(missing.json()).toEqual({ error: MESSAGES.missingRequiredFields });
    const otherAgency = await server.post('/api/removeFacebookCredential', { agencyId, id: 'fb-200002' }, admin);
    expect(otherAgency.statusCode).toBe(404);
    const removed = await server.post('/api/removeFacebookCredential', { agencyId, id: 'fb-200002' }, await as(ADMIN));
    expect(removed.statusCode).toBe(200);
    expect((await credentials('facebook')).find((r) => r.external_id === 'fb-200002')).toBeUndefined();
    expect(await auditText()).toContain('"action":"remove"');
  });

  it('removing Google tokens revokes the grant at the provider and deletes the credential', async () => {
    await consent(await startGrant('google'), () => 'g-100003');
    const row = (await credentials('google')).find((r) => r.external_id === 'g-100003')!;
    const refreshToken = server.ctx.connectors.vault.open(row.refresh_token_enc!);
    const missing = await server.get(`/api/googleCredentialsRemoveTokensNew/?agencyId=${agencyId}`, await as(ADMIN));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: MESSAGES.missingRequiredParameters });
    const hidden = await server.get(
      `/api/googleCredentialsRemoveTokensNew/?agencyId=${agencyId}&googleUserId=g-100003`,
      await as(OTHER),
    );
    expect(hidden.statusCode).toBe(404);
    const removed = await server.get(
      `/api/googleCredentialsRemoveTokensNew/?agencyId=${agencyId}&googleUserId=g-100003`,
      await as(ADMIN),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true, googleUserId: 'g-100003', revokedAtProvider: true });
    expect(await server.ctx.connectors.sandbox!.refresh(refreshToken)).toBeNull();
    expect((await credentials('google')).find((r) => r.external_id === 'g-100003')).toBeUndefined();
    const again = await server.get(
      `/api/googleCredentialsRemoveTokensNew/?agencyId=${agencyId}&googleUserId=g-100003`,
      await as(ADMIN),
    );
    expect(again.statusCode).toBe(404);
  });

  it('the shared Google link: made by an admin, checked and granted through without a session', async () => {
    const made = await server.post(
      '/api/getGoogleCredentialsLink',
      { agencyId, site: 'portal', framed: true },
      await as(ADMIN),
    );
    expect(made.statusCode).toBe(200);
    const link = new URL(made.json().link);
    const linkNew = new URL(made.json().linkNew);
    const token = link.searchParams.get('gct')!;
    expect(linkNew.searchParams.get('gctnew')).toBe(token);
    expect(link.searchParams.get('agency')).toBe(String(agencyId));
    expect(link.searchParams.get('site')).toBe('portal');
    expect(link.searchParams.get('framed')).toBe('true');
    expect(Date.parse(made.json().expiresAt)).toBe(clock + 7 * DAY);

    const missing = await server.post('/api/checkGoogleOAuthNew', { agencyId });
    expect(missing.json()).toEqual({ error: MESSAGES.googleOauthMissing });
    const noAgency = await server.post('/api/checkGoogleOAuthNew', { token });
    expect(noAgency.json()).toEqual({ error: MESSAGES.googleOauthMissing });
    const forged = await server.post('/api/checkGoogleOAuthNew', { agencyId, token: `${token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: MESSAGES.sharedGoogleFailed });
    const wrongAgency = await server.post('/api/checkGoogleOAuthNew', { agencyId: otherAgencyId, token });
    expect(wrongAgency.json()).toEqual({ error: MESSAGES.sharedGoogleFailed });
    const checked = await server.post('/api/checkGoogleOAuthNew', {
      agencyId: String(agencyId),
      token,
      email: 'x@y.test',
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ valid: true, agencyId, email: 'x@y.test', provider: 'google' });
    expect(typeof checked.json().agencyName).toBe('string');

    const hint = sandboxUsers('google')[2]!;
    const started = await server.post('/api/oauth/start', { token, email: hint.email });
    expect(started.statusCode).toBe(200);
    const { html, location } = await consent(started.json().url, (subjects) => subjects[2]!);
    expect(html).toMatch(new RegExp(`value="${hint.id}" checked`));
    expect(location.pathname).toBe('/grant-google-access-new');
    expect(location.searchParams.get('granted')).toBe('google');
    expect((await credentials('google')).find((r) => r.external_id === hint.id)).toMatchObject({ status: 'healthy' });

    const badStart = await server.post('/api/oauth/start', { token: 'not-a-token' });
    expect(badStart.statusCode).toBe(403);
    expect(badStart.json()).toEqual({ error: MESSAGES.sharedGoogleFailed });
    const otherProvider = await server.post('/api/oauth/start', { token, provider: 'facebook' });
    expect(otherProvider.json()).toEqual({ error: MESSAGES.sharedGoogleFailed });
    clock += 7 * DAY + 1;
    const expired = await server.post('/api/checkGoogleOAuthNew', { agencyId, token });
    expect(expired.json()).toEqual({ error: MESSAGES.sharedGoogleFailed });
  });

  it('rights: 401 signed out, 403 for station, client and staff users before validation, then the messages', async () => {
    expect((await server.post('/api/oauth/start', {})).statusCode).toBe(401);
    expect((await server.post('/api/oauth/start', { provider: 'google', agencyId })).json()).toEqual({
      error: MESSAGES.notAuthenticated,
    });
    for (const email of [STATION, CLIENT, STAFF]) {
      const token = await as(email);
      const start = await server.post('/api/oauth/start', { provider: 42 }, token);
      expect({ email, status: start.statusCode, body: start.json() }).toEqual({
        email,
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
      const facebook = await server.get('/api/getFacebookCredentials', token);
      expect({ email, status: facebook.statusCode, body: facebook.json() }).toEqual({
        email,
        status: 403,
        body: { error: MESSAGES.youDontHaveAccess },
      });
      const google = await server.get('/api/getGoogleCredentialConnectionsNew/', token);
      expect(google.statusCode).toBe(403);
      const link = await server.post('/api/getGoogleCredentialsLink', {}, token);
      expect(link.statusCode).toBe(403);
    }
    expect((await server.get('/api/getFacebookCredentials')).statusCode).toBe(401);
    const admin = await as(ADMIN);
    expect((await server.get('/api/getFacebookCredentials', admin)).json()).toEqual({
      error: MESSAGES.missingAgencyId,
    });
    expect((await server.get('/api/getGoogleCredentialConnectionsNew/', admin)).json()).toEqual({
      error: MESSAGES.missingId,
    });
    expect((await server.post('/api/oauth/start', { provider: 'myspace', agencyId }, admin)).json()).toEqual({
      error: MESSAGES.oauthProviderUnknown,
    });
    const evil = await server.post(
      '/api/oauth/start',
      { provider: 'google', agencyId, returnTo: 'https://evil.example/x' },
      admin,
    );
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toEqual({ error: MESSAGES.oauthReturnRefused });
    const local = await server.post(
      '/api/oauth/start',
      { provider: 'google', agencyId, returnTo: '/linking/5' },
      admin,
    );
    expect(local.statusCode).toBe(200);
  });

  it('answers client mistakes with 4xx or a grantError redirect, never a 500', async () => {
    const admin = await as(ADMIN);
    const grantError = async (url: string) => {
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location')!).searchParams.get('grantError');
    };
    expect(await grantError(`${server.base}/api/oauth/callback/google`)).toBe('state');
    expect(await grantError(`${server.base}/api/oauth/callback/myspace?state=x&code=y`)).toBe('state');
    expect(await grantError(`${server.base}/api/oauth/callback/google?error=access_denied`)).toBe('state');
    const statuses = [
      (await server.post('/api/oauth/start', { provider: 'google', agencyId: 'one' }, admin)).statusCode,
      // A number is read as the text '5' (the body's types are coerced): not a link's token.
      (await server.post('/api/oauth/start', { token: 5 })).statusCode,
      (await server.get('/api/getGoogleCredentialConnectionsNew/?id=abc', admin)).statusCode,
      (await server.post('/api/checkGoogleOAuthNew', { agencyId: 'abc', token: 'x' })).statusCode,
      (await server.post('/api/syncFacebookCredential', { agencyId, id: 'nobody' }, admin)).statusCode,
      (await fetch(`${server.base}/sandbox/oauth/google/token`, { method: 'POST' })).status,
      (await fetch(`${server.base}/sandbox/oauth/google/revoke`, { method: 'POST', body: 'token=x' })).status,
      (await fetch(`${server.base}/sandbox/oauth/myspace/authorize`)).status,
      (await fetch(`${server.base}/sandbox/oauth/google/authorize`, { method: 'POST' })).status,
      (await fetch(`${server.base}/sandbox/oauth/google/userinfo`)).status,
    ];
    expect(statuses).toEqual([400, 403, 400, 403, 404, 401, 401, 404, 400, 401]);
  });

  it('tenancy: another agency sees none of these credentials (404 for the agency, its own list empty)', async () => {
    await consent(await startGrant('google'), () => 'g-100001');
    const other = await as(OTHER);
    for (const url of [
      `/api/getGoogleCredentialConnectionsNew/?id=${agencyId}`,
      `/api/getFacebookCredentials?agencyId=${agencyId}`,
      `/api/connections/credentials?agencyId=${agencyId}`,
    ]) {
      const response = await server.get(url, other);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await server.post('/api/oauth/start', { provider: 'google', agencyId }, other)).statusCode).toBe(404);
    expect((await server.post('/api/getGoogleCredentialsLink', { agencyId }, other)).statusCode).toBe(404);
    const own = await server.get(`/api/getGoogleCredentialConnectionsNew/?id=${otherAgencyId}`, other);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    // A superuser sees any agency.
    const all = await server.get(`/api/getGoogleCredentialConnectionsNew/?id=${agencyId}`, await as(SUPER));
    expect((all.json() as unknown[]).length).toBeGreaterThan(0);
  });
});
