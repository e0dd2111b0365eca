/**
 * OAuth grants against the sandbox authorization servers (issue 26, helper A), over real HTTP: the portal's start
 * call, the sandbox's consent page and its form, the redirect back to the portal's callback (fetch with
 * redirect: 'manual', following Location headers), the code exchange with PKCE, userinfo, the stored credential;
 * refusals of bad states and verifiers, a declined grant, the shared Google link, client mistakes never a 500.
 * Refresh, revocation, expiry and the credential calls: connectors-oauth-credentials.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { credentialAuth } from '../../src/server/areas/connectors/credential-auth';
import { SANDBOX_CLIENT } from '../../src/server/areas/connectors/endpoints';
import { scopesOf } from '../../src/server/areas/connectors/oauth/grants';
import { sandboxUsers } from '../../src/server/sandbox/users';
import { ADMIN, type ConnectorTestServer } from './connector-harness';
import { DAY, formOf, oauthHelpers, oauthSuite, TOKEN_SHAPE } from './connector-oauth-harness';
import { ENGINES, TEST_NOON } from './harness';

describe.each(ENGINES)('OAuth grants on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock = TEST_NOON;
  let agencyId: number;
  let otherAgencyId: number;
  const { as, consent, startGrant, credentials, auditText } = oauthHelpers(() => ({ server, clock, agencyId }));

  oauthSuite(engine, {
    now: () => clock,
    started: (state) => ({ server, agencyId, otherAgencyId } = state),
    resetClock: () => (clock = TEST_NOON),
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
});
