import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { sha256 } from '../../src/server/auth/secrets';
import type { MailTransport, OutgoingMail } from '../../src/server/mail/transport';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const DASH = 'dash.admin@sightline.test';
const OTHER_AGENCY = 'other.agency@sightline.test';
const HOUR = 3_600_000;
const NEW_PASSWORD = 'a long new passphrase';

/** A transport that keeps what it is given (the real SMTP path is tests/api/mail.test.ts). */
function capturingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    close: () => undefined,
  };
}

const tokenOf = (mail: OutgoingMail | undefined): string => {
  const match = /set-password\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link in ${mail?.text}`);
  return match[1]!;
};

describe.each(ENGINES)('invitations and password links on %s', (engine) => {
  let server: TestServer;
  let transport: ReturnType<typeof capturingTransport>;
  let admin: string;
  let staffId: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown, ip?: string) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const userId = async (email: string) =>
    (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const invite = (id: number, token = admin) => call('POST', `/api/admin/users/${id}/invitation`, token, {});
  const lastMailTo = (email: string) => transport.sent.filter((m) => m.to === email).at(-1);
  const auditOf = (id: number) =>
    server.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'area', 'object_type', 'before', 'after'])
      .where('object_id', '=', String(id))
      .where('area', '=', 'users')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    transport = capturingTransport();
    server = await startServerAt(engine, { mail: { transport } });
    admin = (await server.login(ADMIN)).accessToken;
    staffId = await userId(STAFF);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    vi.setSystemTime(TEST_NOON);
  });

  it('sends an invitation whose link works exactly once, stored only as its hash', async () => {
    const sent = await invite(staffId);
    expect(sent.statusCode).toBe(200);
    const state = sent.json();
    expect(state).toEqual({
      state: 'pending',
      sentAt: new Date(TEST_NOON).toISOString(),
      expiresAt: new Date(TEST_NOON + 72 * HOUR).toISOString(),
    });
    const token = tokenOf(lastMailTo(STAFF));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await server.db.selectFrom('user_tokens').selectAll().where('user_id', '=', staffId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ purpose: 'invite', used_at: null, revoked_at: null });

    const info = await call('GET', `/api/password/token/${token}`);
    expect([info.statusCode, info.json()]).toEqual([
      200,
      { purpose: 'invite', email: STAFF, fullName: 'Stacy Staff', expiresAt: state.expiresAt },
    ]);

    const short = await call('POST', '/api/password/set', undefined, { token, password: 'short' });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { error: messageText('passwordTooShort', { min: 10 }), field: 'password' },
    ]);
    const asEmail = await call('POST', '/api/password/set', undefined, { token, password: STAFF.toUpperCase() });
    expect(asEmail.json()).toEqual({ error: MESSAGES.passwordIsEmail, field: 'password' });
    const repeated = await call('POST', '/api/password/set', undefined, { token, password: 'aaaaaaaaaaaa' });
    expect(repeated.json().error).toBe(MESSAGES.passwordOneCharacter);

    const set = await call('POST', '/api/password/set', undefined, { token, password: NEW_PASSWORD });
    expect([set.statusCode, set.json()]).toEqual([200, { email: STAFF }]);
    await server.login(STAFF, NEW_PASSWORD);

    const again = await call('POST', '/api/password/set', undefined, { token, password: 'another passphrase' });
    expect([again.statusCode, again.json()]).toEqual([410, { error: MESSAGES.passwordLinkUsed }]);
    expect((await call('GET', `/api/password/token/${token}`)).json()).toEqual({ error: MESSAGES.passwordLinkUsed });
    await server.login(STAFF, NEW_PASSWORD);

    const audit = await auditOf(staffId);
    expect(audit.map((a) => [a.action, a.object_type, a.actor_email])).toEqual([
      ['invitationSent', 'invitation', ADMIN],
      ['invitationAccepted', 'password', STAFF],
    ]);
    expect(JSON.parse(audit[0]!.after!)).toEqual(state);
  });

  it('takes an invitation call without a body', async () => {
    const sub = await userId('subagency@sightline.test');
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${sub}/invitation`,
      headers: { ahauth: `Bearer ${admin}` },
    });
    expect([response.statusCode, response.json().state]).toEqual([200, 'pending']);
  });

  it('answers 410 for an unknown token', async () => {
    const unknown = await call('GET', `/api/password/token/${'x'.repeat(43)}`);
    expect([unknown.statusCode, unknown.json()]).toEqual([410, { error: MESSAGES.passwordLinkUnknown }]);
    const set = await call('POST', '/api/password/set', undefined, { token: 'nope', password: NEW_PASSWORD });
    expect([set.statusCode, set.json()]).toEqual([410, { error: MESSAGES.passwordLinkUnknown }]);
  });

  it('lets a link work for 72 hours and no longer', async () => {
    const multi = await userId('multi.agency@sightline.test');
    await invite(multi);
    const token = tokenOf(lastMailTo('multi.agency@sightline.test'));
    vi.setSystemTime(TEST_NOON + 72 * HOUR - 60_000);
    expect((await call('GET', `/api/password/token/${token}`)).statusCode).toBe(200);
    vi.setSystemTime(TEST_NOON + 72 * HOUR);
    const expired = await call('GET', `/api/password/token/${token}`);
    expect([expired.statusCode, expired.json()]).toEqual([410, { error: MESSAGES.passwordLinkExpired }]);
    const set = await call('POST', '/api/password/set', undefined, { token, password: NEW_PASSWORD });
    expect([set.statusCode, set.json()]).toEqual([410, { error: MESSAGES.passwordLinkExpired }]);
  });

  it('resends an invitation, revoking the previous link, and revokes the open one', async () => {
    const station = await userId('station@sightline.test');
    await invite(station);
    const first = tokenOf(lastMailTo('station@sightline.test'));
    vi.setSystemTime(TEST_NOON + HOUR);
    // Access tokens live 15 minutes.
    admin = (await server.login(ADMIN)).accessToken;
    const resent = await invite(station);
    expect(resent.json().sentAt).toBe(new Date(TEST_NOON + HOUR).toISOString());
    const second = tokenOf(lastMailTo('station@sightline.test'));
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/password/token/${first}`)).json()).toEqual({
      error: MESSAGES.passwordLinkRevoked,
    });
    expect((await call('GET', `/api/password/token/${second}`)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/admin/users/${station}/invitation`, admin);
    expect([revoked.statusCode, revoked.body]).toEqual([204, '']);
    expect((await call('GET', `/api/password/token/${second}`)).json()).toEqual({
      error: MESSAGES.passwordLinkRevoked,
    });
    // Nothing open: nothing to revoke, nothing audited.
    expect((await call('DELETE', `/api/admin/users/${station}/invitation`, admin)).statusCode).toBe(204);
    expect((await auditOf(station)).map((a) => a.action)).toEqual([
      'invitationSent',
      'invitationResent',
      'invitationRevoked',
    ]);
  });

  it('refuses the admin calls: 401 signed out, 403 without the right or under the edit-user rule, 404 elsewhere', async () => {
    const staff = (await server.login('subagency@sightline.test')).accessToken;
    const before = transport.sent.length;
    expect((await invite(staffId, '')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${staffId}/invitation`)).statusCode).toBe(401);
    const noRight = await invite(staffId, staff);
    expect([noRight.statusCode, noRight.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    expect((await call('DELETE', `/api/admin/users/${staffId}/invitation`, staff)).statusCode).toBe(403);
    // 000 §6: a useradmin may not edit a dashadmin.
    expect((await invite(await userId(DASH))).statusCode).toBe(403);
    const elsewhere = await invite(await userId(OTHER_AGENCY));
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { error: MESSAGES.userNotFound }]);
    expect((await call('DELETE', `/api/admin/users/${await userId(OTHER_AGENCY)}/invitation`, admin)).statusCode).toBe(
      404,
    );
    expect((await invite(999_999)).statusCode).toBe(404);
    expect(transport.sent.length).toBe(before);

    const deactivated = await userId('advertiser@sightline.test');
    await server.db.updateTable('users').set({ status: -1 }).where('id', '=', deactivated).execute();
    const refused = await invite(deactivated);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: MESSAGES.invitationUserDeactivated }]);
    await server.db.updateTable('users').set({ status: 1 }).where('id', '=', deactivated).execute();
  });

  it('answers forgot-password the same for unknown addresses and mails only active users', async () => {
    const forgot = (email: string, ip = '10.0.0.1') => call('POST', '/api/password/forgot', undefined, { email }, ip);
    const known = await forgot('Subagency@Sightline.test');
    const unknown = await forgot('nobody@sightline.test');
    expect([known.statusCode, known.json()]).toEqual([202, { message: MESSAGES.passwordForgotSent }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    await server.ctx.mail.flush();
    expect(transport.sent.filter((m) => m.to === 'nobody@sightline.test')).toEqual([]);
    const mail = lastMailTo('subagency@sightline.test')!;
    expect(mail.subject).toBe(messageText('mailResetSubject', { company: 'Compulse Media' }));
    const token = tokenOf(mail);
    expect((await call('GET', `/api/password/token/${token}`)).json().purpose).toBe('reset');

    const dashId = await userId(DASH);
    await server.db.updateTable('users').set({ status: -1 }).where('id', '=', dashId).execute();
    const sentBefore = transport.sent.length;
    expect((await forgot(DASH)).json()).toEqual({ message: MESSAGES.passwordForgotSent });
    await server.ctx.mail.flush();
    expect(transport.sent.length).toBe(sentBefore);
    await server.db.updateTable('users').set({ status: 1 }).where('id', '=', dashId).execute();

    const invalid = await forgot('not-an-address');
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: MESSAGES.invalidEmail, field: 'email' }]);
  });

  it('throttles forgot-password per address and per client address', async () => {
    const forgot = (email: string, ip: string) => call('POST', '/api/password/forgot', undefined, { email }, ip);
    for (let i = 0; i < 3; i++) expect((await forgot('nobody.else@sightline.test', '10.0.1.1')).statusCode).toBe(202);
    const paused = await forgot('nobody.else@sightline.test', '10.0.1.2');
    expect([paused.statusCode, paused.json()]).toEqual([
      429,
      { error: messageText('passwordForgotPausedMinutes', { minutes: 15 }) },
    ]);
    for (let i = 0; i < 20; i++) expect((await forgot(`someone${i}@sightline.test`, '10.0.2.1')).statusCode).toBe(202);
    expect((await forgot('someone.new@sightline.test', '10.0.2.1')).statusCode).toBe(429);
    expect((await forgot('someone.new@sightline.test', '10.0.2.2')).statusCode).toBe(202);
  });

  it('ends the user’s sessions when a reset sets the password', async () => {
    const session = await server.login('station@sightline.test');
    await call('POST', '/api/password/forgot', undefined, { email: 'station@sightline.test' }, '10.0.3.1');
    await server.ctx.mail.flush();
    const token = tokenOf(lastMailTo('station@sightline.test'));
    expect((await call('POST', '/api/password/set', undefined, { token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const refresh = await call('POST', '/api/auth/token/refresh/', undefined, {
      refresh: session.refreshToken,
      product_id: 5,
    });
    expect(refresh.statusCode).toBe(401);
    await server.login('station@sightline.test', NEW_PASSWORD);
  });
});
