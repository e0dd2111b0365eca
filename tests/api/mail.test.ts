import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { readConfig } from '../../src/server/config';
import { MailService, type MailLog } from '../../src/server/mail/service';
import type { MailTransport } from '../../src/server/mail/transport';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const MINUTE = 60_000;
const mailConfig = (smtpUrl: string | null) => ({
  mail: { smtpUrl, fromAddress: 'no-reply@sightline.test', publicUrl: null },
});

/** Log entries by level, to see that every failed attempt is logged with its error. */
function recordingLog(): MailLog & { entries: { level: string; message: string; details: Record<string, unknown> }[] } {
  const entries: { level: string; message: string; details: Record<string, unknown> }[] = [];
  const add = (level: string) => (details: object, message: string) =>
    entries.push({ level, message, details: details as Record<string, unknown> });
  return { entries, info: add('info'), warn: add('warn'), error: add('error') };
}

describe.each(ENGINES)('e-mail through a real SMTP server on %s', (engine) => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer(engine, { config: mailConfig(smtp.url) });
    await server.db
      .updateTable('agencies')
      .set({ mail_from_name: 'Compulse Reports', mail_from_address: 'reports@compulse.test' })
      .where('name', '=', 'Compulse Media')
      .execute();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers an invitation in the agency’s brand whose link works exactly once', async () => {
    const admin = (await server.login(ADMIN)).accessToken;
    const staff = await server.db.selectFrom('users').select('id').where('email', '=', STAFF).executeTakeFirstOrThrow();
    const sent = await server.post(`/api/admin/users/${staff.id}/invitation`, {}, admin);
    expect(sent.statusCode).toBe(200);
    const [mail] = await smtp.received(1);

    expect(mail!.from!.value).toEqual([{ name: 'Compulse Reports', address: 'reports@compulse.test' }]);
    expect(mail!.to).toMatchObject({ value: [{ address: STAFF }] });
    expect(mail!.subject).toBe('You are invited to Compulse Media');
    const html = String(mail!.html);
    // The logo is a PNG (most mail clients show no SVG) that another site (web mail) may load.
    expect(html).toContain('src="http://compulse.localhost:3000/brand/compulse/logo.png"');
    const logo = await server.get('/brand/compulse/logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');
    expect(html).toContain('background:#0b5394');
    expect(html).toContain('font-family:Montserrat, Arial');
    expect(mail!.text).toContain('Avery Admin has invited you to the Compulse Media reporting portal.');

    const link = /http:\/\/compulse\.localhost:3000\/set-password\?token=([\w-]+)/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    expect(html).toContain(link![0]);
    const token = link![1]!;
    const first = await server.post('/api/password/set', { token, password: 'correct horse battery' });
    expect([first.statusCode, first.json()]).toEqual([200, { email: STAFF }]);
    await server.login(STAFF, 'correct horse battery');
    const second = await server.post('/api/password/set', { token, password: 'another good passphrase' });
    expect([second.statusCode, second.json()]).toEqual([410, { error: MESSAGES.passwordLinkUsed }]);

    const row = await server.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, template: 'invitation', html: null, text: null });
  });

  it('sends as the theme’s company from MAIL_FROM when the agency names no sender', async () => {
    await server.ctx.mail.send({
      agencyId: 2,
      to: 'someone@example.test',
      template: 'passwordReset',
      data: { fullName: 'Some One', email: 'someone@example.test', linkPath: '/set-password?token=abc' },
    });
    const messages = await smtp.received(2);
    const mail = messages[1]!;
    expect(mail.from!.value).toEqual([{ name: 'SBG Advertising', address: 'no-reply@sightline.test' }]);
    expect(mail.text).toContain('http://sbg.localhost:3000/set-password?token=abc');
    expect(String(mail.html)).toContain('background:#8c1d40');
  });
});

describe.each(ENGINES)('the outbox on %s', (engine) => {
  let refusing: SmtpCapture;
  let server: TestServer;
  let clock = Date.parse('2026-06-15T16:00:00Z');
  const log = recordingLog();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-outbox-'));

  beforeAll(async () => {
    refusing = await startSmtpCapture({ refuse: true });
    server = await startTestServer(engine, {
      config: mailConfig(refusing.url),
      now: () => clock,
      mail: { log, retryDelaysMs: [1 * MINUTE, 4 * MINUTE], pollMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await server.close();
    await refusing.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  const reset = { fullName: 'Ann Lee', email: 'ann@example.test', linkPath: '/set-password?token=t' };

  it('retries a refused message with backoff, logging each failure, and finally marks it failed', async () => {
    const id = await server.ctx.mail.send({
      agencyId: 1,
      to: 'ann@example.test',
      template: 'passwordReset',
      data: reset,
    });
    const row = () => server.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock + MINUTE });
    expect((await row()).last_error).toContain('Mailbox busy, try later');
    expect(refusing.offered).toBe(1);

    clock += MINUTE - 1;
    expect(await server.ctx.mail.flush()).toBe(0);
    clock += 1;
    expect(await server.ctx.mail.flush()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: clock + 4 * MINUTE });

    clock += 4 * MINUTE;
    expect(await server.ctx.mail.flush()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await row()).html).not.toBeNull();
    expect(refusing.offered).toBe(3);
    clock += 60 * MINUTE;
    expect(await server.ctx.mail.flush()).toBe(0);

    expect(log.entries.map((e) => [e.level, e.message, e.details.attempt])).toEqual([
      ['warn', 'mail not sent; will retry', 1],
      ['warn', 'mail not sent; will retry', 2],
      ['error', 'mail failed: no attempts left', 3],
    ]);
    expect(String(log.entries[2]!.details.err)).toContain('Mailbox busy');
  });

  it('sends a due message once although two instances race for it', async () => {
    const counted: string[] = [];
    const counting = (name: string): MailTransport => ({
      async send() {
        counted.push(name);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { messageId: `<${name}@test>` };
      },
      close: () => undefined,
    });
    const a = new MailService(server.ctx, { log, transport: counting('a') });
    const b = new MailService(server.ctx, { log, transport: counting('b') });
    const ids = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        a.enqueue(server.db, { agencyId: 1, to: `n${n}@example.test`, template: 'passwordReset', data: reset }),
      ),
    );
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    expect(counted).toHaveLength(4);
    const rows = await server.db.selectFrom('mail_outbox').select('status').where('id', 'in', ids).execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('writes an .eml file under the outbox folder without SMTP_URL', async () => {
    const config = { ...readConfig({ DIST_DIR: '/nonexistent-dist', DATA_DIR: outDir }), ...mailConfig(null) };
    const files = new MailService({ ...server.ctx, config }, { log });
    await files.send({ agencyId: 1, to: 'ann@example.test', template: 'passwordReset', data: reset });
    await files.stop();
    const written = fs.readdirSync(path.join(outDir, 'outbox'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(outDir, 'outbox', written[0]!)));
    expect(mail.subject).toBe('Reset your Compulse Media password');
    expect(mail.from!.value).toEqual([{ name: 'Compulse Media', address: 'no-reply@sightline.test' }]);
    expect(mail.text).toContain('http://compulse.localhost:3000/set-password?token=t');
  });
});
