/**
 * The agency's OAuth credentials after the grant (issue 26, helper A), against the sandbox over real HTTP: refresh
 * ahead of expiry, revocation (needs re-authorisation, no retry storm), expiry flags, the Facebook credential calls,
 * removing Google tokens, the credential calls' rights, messages and tenancy. Tokens never appear in an answer or
 * audit. The grant flow itself: connectors-oauth.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import {
  credentialAuth,
  CredentialUnavailable,
  markNeedsReauth,
} from '../../src/server/areas/connectors/credential-auth';
import { sandboxUsers } from '../../src/server/sandbox/users';
import { ADMIN, CLIENT, OTHER, STAFF, STATION, SUPER, type ConnectorTestServer } from './connector-harness';
import { DAY, oauthHelpers, oauthSuite, TOKEN_SHAPE } from './connector-oauth-harness';
import { ENGINES, TEST_NOON } from './harness';

describe.each(ENGINES)('OAuth credentials: refresh, revocation, calls on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock = TEST_NOON;
  let agencyId: number;
  let otherAgencyId: number;
  const { as, tokenCalls, consent, startGrant, credentials, auditText } = oauthHelpers(() => ({
    server,
    clock,
    agencyId,
  }));

  oauthSuite(engine, {
    now: () => clock,
    started: (state) => ({ server, agencyId, otherAgencyId } = state),
    resetClock: () => (clock = TEST_NOON),
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

  it('removes a LinkedIn grant through the generic call: 401, 403, the message, 404 for another agency, revoked, audited', async () => {
    await consent(await startGrant('linkedin'), () => 'li-300001');
    const row = (await credentials('linkedin')).find((r) => r.external_id === 'li-300001')!;
    const refreshToken = server.ctx.connectors.vault.open(row.refresh_token_enc!);
    const url = '/api/connections/credentials/remove';
    expect((await server.post(url, { agencyId, provider: 'linkedin', id: row.id })).statusCode).toBe(401);
    expect((await server.post(url, {}, await as(STAFF))).statusCode).toBe(403);
    const missing = await server.post(url, { agencyId }, await as(ADMIN));
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.missingRequiredFields },
    });
    const hidden = await server.post(url, { agencyId, provider: 'linkedin', id: row.id }, await as(OTHER));
    expect(hidden.statusCode).toBe(404);
    const removed = await server.post(url, { agencyId, provider: 'linkedin', id: row.id }, await as(ADMIN));
    expect(removed.json()).toEqual({ removed: true, id: row.id, userId: 'li-300001', revokedAtProvider: true });
    expect(await server.ctx.connectors.sandbox!.refresh(refreshToken)).toBeNull();
    expect((await credentials('linkedin')).find((r) => r.external_id === 'li-300001')).toBeUndefined();
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_label'])
      .where('area', '=', 'connectors')
      .where('object_type', '=', 'credential')
      .where('action', '=', 'remove')
      .execute();
    expect(audit.some((entry) => entry.object_label.startsWith('linkedin:'))).toBe(true);
    expect((await server.post(url, { agencyId, provider: 'linkedin', id: row.id }, await as(ADMIN))).statusCode).toBe(
      404,
    );
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
