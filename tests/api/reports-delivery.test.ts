import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../src/domain/rights';
import { ReportWorker } from '../../src/server/areas/reports/delivery/worker';
import type { ExportInput } from '../../src/server/exports/jobs';
import { ENGINES, startTestServer, TEST_TODAY, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';
import { claimedRun, finishRun, insertReport, recordingTransport, userId } from './reports-delivery-helpers';

/**
 * The report worker driven directly (no scheduler): runs are rows inserted as the scheduler would claim them, the
 * renderer is a stand-in (the real render is covered once in reports-smtp.test.ts), the mail goes to a recording
 * transport through the real outbox.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';

const nextDay = (iso: string, days = 1) => DateTime.fromISO(iso).plus({ days }).toISODate()!;
const dayNumber = (iso: string) => Number(iso.replace(/-/g, ''));

describe.each(ENGINES)('the report worker on %s', (engine) => {
  let server: TestServer;
  let clock = Date.parse(`${TEST_TODAY}T13:00:00Z`);
  const transport = recordingTransport();
  const rendered: ExportInput[] = [];
  let size = 64;
  const exports = {
    async renderFile(_user: unknown, input: ExportInput) {
      rendered.push(input);
      const text = `%PDF ${input.advertiserId} ${input.tab} ${input.startDate} ${input.endDate} ${input.notice ?? ''} `;
      const file = Buffer.alloc(size, text);
      return {
        file,
        fileName: `Riverside_${input.tab}_${input.startDate}_${input.endDate}.pdf`,
        mime: 'application/pdf',
      };
    },
  };
  let worker: ReportWorker;
  let agencyId: number;
  let owner: number;
  let latest: string;
  let campaignId: number;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    server = await startTestServer(engine, { now: () => clock, mail: { transport, pollMs: 3_600_000 } });
    worker = new ReportWorker(server.ctx, { exports, mail: server.ctx.mail, log: () => undefined });
    const advertiser = await server.db
      .selectFrom('advertisers')
      .select('agency_id')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirstOrThrow();
    agencyId = advertiser.agency_id;
    owner = await userId(server.db, ADMIN);
    const last = await server.db
      .selectFrom('fact_daily')
      .select([(eb) => eb.fn.max('day').as('day'), (eb) => eb.fn.max('campaign_id').as('campaign')])
      .where('advertiser_id', '=', RIVERSIDE)
      .executeTakeFirstOrThrow();
    const day = String(last.day);
    latest = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
    campaignId = Number(last.campaign);
  });
  afterAll(async () => {
    await server.close();
  });

  const report = (name: string, extra: Parameters<typeof insertReport>[1] extends infer T ? Partial<T> : never = {}) =>
    insertReport(server.db, { agencyId, advertiserId: RIVERSIDE, ownerUserId: owner, name, now: clock, ...extra });

  it('sends a covered period at once: subject and message filled, the PDF attached, unsubscribe headers', async () => {
    const reportId = await report('Weekly Riverside');
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const outcome = await worker.execute(run, signal);
    expect(outcome).toMatchObject({ status: 'sent', recipients: ['client@example.test'], dataThrough: latest });
    const mail = transport.sent.at(-1)!;
    const period = `${nextDay(latest, -6)} to ${latest}`;
    expect(mail.subject).toBe(`Weekly Riverside: Riverside Auto Group, ${period}`);
    expect(mail.text).toContain(`Here is Riverside Auto Group for ${period}.`);
    expect(mail.text).not.toContain('Partial data');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.filename).toBe(`Riverside_display_${nextDay(latest, -6)}_${latest}.pdf`);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/reportUnsubscribe\/[\w.-]+>$/);
    const additional = (outcome as { additional: Record<string, unknown> }).additional;
    expect(additional).toMatchObject({ delivery: 'attachments', sentTo: ['client@example.test'] });
    const [file] = additional.files as { name: string; size: number; sha256: string }[];
    expect(file).toMatchObject({ size: 64, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const usage = await server.db.selectFrom('usage_events').selectAll().where('kind', '=', 'scheduled_run').execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ agency_id: agencyId, advertiser_id: RIVERSIDE, user_id: owner });
  });

  it('waits until the data covers the period, then sends it whole', async () => {
    const end = nextDay(latest);
    const reportId = await report('Waits', { readiness: { waitForData: true, deadlineHours: 12, atDeadline: 'send' } });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(end, -6),
      periodEnd: end,
    });
    const waiting = await worker.execute(run, signal);
    expect(waiting).toMatchObject({ status: 'waiting', until: clock + 30 * 60_000, dataThrough: latest });
    expect((waiting as { cause: string }).cause).toBe(`Waiting for data: it covers ${latest}, the period ends ${end}.`);
    const before = transport.sent.length;
    await server.db
      .insertInto('fact_daily')
      .values({ campaign_id: campaignId, day: dayNumber(end), advertiser_id: RIVERSIDE, impressions: 10 })
      .execute();
    clock += HOUR;
    const sent = await worker.execute({ ...run, attempt: 2 }, signal);
    expect(sent).toMatchObject({ status: 'sent', dataThrough: end });
    expect(transport.sent.length).toBe(before + 1);
  });

  it('at the deadline sends with the partial-data line in the e-mail and on the PDF, or holds', async () => {
    const end = nextDay(latest, 2);
    const covered = nextDay(latest); // inserted by the test before
    const sending = await report('Partial', { readiness: { waitForData: true, deadlineHours: 6, atDeadline: 'send' } });
    const holding = await report('Holds', { readiness: { waitForData: true, deadlineHours: 6, atDeadline: 'hold' } });
    const at = clock;
    const send = await claimedRun(server.db, {
      reportId: sending,
      scheduledFor: at,
      periodStart: latest,
      periodEnd: end,
    });
    const hold = await claimedRun(server.db, {
      reportId: holding,
      scheduledFor: at,
      periodStart: latest,
      periodEnd: end,
    });
    expect(await worker.execute(send, signal)).toMatchObject({ status: 'waiting' });
    clock = at + 6 * HOUR - 1;
    expect(await worker.execute(send, signal)).toMatchObject({ status: 'waiting', until: at + 6 * HOUR });
    clock = at + 6 * HOUR;
    const partial = await worker.execute(send, signal);
    expect(partial).toMatchObject({ status: 'partial', cause: `Sent with partial data: through ${covered}.` });
    const mail = transport.sent.at(-1)!;
    expect(mail.text).toContain(`Partial data: through ${covered}`);
    expect(mail.html).toContain(`Partial data: through ${covered}`);
    expect(rendered.at(-1)!.notice).toBe(`Partial data: through ${covered}`);
    expect(rendered.at(-1)).toMatchObject({ daterange: 'customRange', startDate: latest, endDate: end });

    const held = await worker.execute(hold, signal);
    expect(held).toMatchObject({
      status: 'held',
      cause: `Held for approval: the data covers ${covered}, the period ends ${end}.`,
    });
    // Approved (the approve call marks the run): it sends with the partial line.
    await server.db
      .updateTable('report_runs')
      .set({ additional: JSON.stringify({ approved: true }) })
      .where('id', '=', hold.id)
      .execute();
    expect(await worker.execute(hold, signal)).toMatchObject({ status: 'partial' });
  });

  it('resends the stored files byte-identical, refuses changed or expired ones', async () => {
    const reportId = await report('Resent');
    const first = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const outcome = await worker.execute(first, signal);
    expect(outcome.status).toBe('sent');
    const original = transport.sent.at(-1)!.attachments![0]!.content;
    await finishRun(
      server.db,
      first.id,
      'sent',
      ['client@example.test'],
      (outcome as { additional: object }).additional,
    );
    const renders = rendered.length;

    clock += DAY;
    const resend = await claimedRun(server.db, {
      reportId,
      trigger: 'resend',
      scheduledFor: clock,
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      requestedBy: owner,
      sourceRunId: first.id,
    });
    expect(await worker.execute(resend, signal)).toMatchObject({ status: 'sent', recipients: ['client@example.test'] });
    expect(rendered.length).toBe(renders);
    const again = transport.sent.at(-1)!.attachments![0]!.content;
    expect(again.equals(original)).toBe(true);

    const [stored] = await server.db.selectFrom('report_files').selectAll().where('run_id', '=', first.id).execute();
    const file = path.join(server.ctx.config.dataDir, stored!.path);
    fs.writeFileSync(file, Buffer.concat([original.subarray(0, -1), Buffer.from('X')]));
    const changed = await claimedRun(server.db, {
      reportId,
      trigger: 'resend',
      scheduledFor: clock + 1,
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      requestedBy: owner,
      sourceRunId: first.id,
    });
    expect(await worker.execute(changed, signal)).toMatchObject({ status: 'failed', retry: false });
    fs.writeFileSync(file, original);

    clock += 30 * DAY;
    await worker.housekeeping();
    expect(fs.existsSync(file)).toBe(false);
    const row = await server.db
      .selectFrom('report_files')
      .select('deleted_at')
      .where('id', '=', stored!.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.deleted_at)).toBe(clock);
    const expired = await claimedRun(server.db, {
      reportId,
      trigger: 'resend',
      scheduledFor: clock,
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      requestedBy: owner,
      sourceRunId: first.id,
    });
    const failed = await worker.execute(expired, signal);
    expect(failed).toMatchObject({ status: 'failed', retry: false });
    expect((failed as { cause: string }).cause).toBe(
      `The files of run ${first.id} have expired (kept 30 days) and cannot be resent.`,
    );
  });

  it('sends a download link instead of attachments above the size limit; the link expires', async () => {
    const small = new ReportWorker(server.ctx, {
      exports,
      mail: server.ctx.mail,
      log: () => undefined,
      attachmentLimitBytes: 100,
    });
    size = 101;
    const reportId = await report('Large');
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const outcome = await small.execute(run, signal);
    size = 64;
    expect(outcome).toMatchObject({ status: 'sent', additional: { delivery: 'link' } });
    const mail = transport.sent.at(-1)!;
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain('The report is too large to attach.');
    expect(mail.text).toContain('The download links expire in 7 days.');
    const link = /http:\/\/\S+?(\/api\/reportFile\/[\w.-]+)/.exec(mail.text)!;
    const response = await server.get(link[1]!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.length).toBe(101);
    clock += 7 * DAY;
    const late = await server.get(link[1]!);
    expect([late.statusCode, late.json()]).toEqual([410, { error: 'This link is not valid or has expired.' }]);
    expect((await server.get('/api/reportFile/not-a-real-token-at-all')).statusCode).toBe(410);
  });

  it('unsubscribes in one click without signing in, audited; the address is then skipped', async () => {
    const reportId = await report('Unsubscribe', {
      recipients: { userIds: [], emails: ['client@example.test', 'boss@example.test'] },
    });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    expect(await worker.execute(run, signal)).toMatchObject({ status: 'sent' });
    const mail = transport.sent.find((m) => m.to === 'boss@example.test' && m.subject.startsWith('Unsubscribe'))!;
    const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(mail.html).toContain(url.toString());

    const page = await server.get(url.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop sending “Unsubscribe” to boss@example.test?');
    expect(page.body).toContain(`<form method="post" action="${url.pathname}">`);

    const oneClick = await server.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('boss@example.test will no longer receive “Unsubscribe”.');
    expect((await server.app.inject({ method: 'POST', url: url.pathname })).statusCode).toBe(200);
    const rows = await server.db
      .selectFrom('report_unsubscribes')
      .selectAll()
      .where('report_id', '=', reportId)
      .execute();
    expect(rows.map((r) => r.email)).toEqual(['boss@example.test']);
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'reports')
      .where('action', '=', 'unsubscribe')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'boss@example.test',
      object_id: String(reportId),
      agency_id: agencyId,
    });
    expect((await server.get('/api/reportUnsubscribe/bad-token-0123456789')).statusCode).toBe(410);

    clock += DAY;
    const next = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    expect(await worker.execute(next, signal)).toMatchObject({
      status: 'sent',
      recipients: ['client@example.test'],
      additional: { unsubscribed: ['boss@example.test'] },
    });
  });

  it('sends a test to the requester only, its subject marked', async () => {
    const reportId = await report('Tested', { recipients: { userIds: [owner], emails: ['client@example.test'] } });
    const staff = await userId(server.db, STAFF);
    const run = await claimedRun(server.db, {
      reportId,
      trigger: 'test',
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
      requestedBy: staff,
    });
    const before = transport.sent.length;
    expect(await worker.execute(run, signal)).toMatchObject({ status: 'sent', recipients: [STAFF] });
    expect(transport.sent.length).toBe(before + 1);
    expect(transport.sent.at(-1)!.subject).toMatch(/^\[Test\] Tested: /);
  });

  it('retries a refused delivery without sending twice', async () => {
    const reportId = await report('Retried', {
      recipients: { userIds: [], emails: ['a@example.test', 'b@example.test'] },
    });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    transport.refuse = 1;
    const before = transport.sent.length;
    const failed = await worker.execute(run, signal);
    expect(failed).toMatchObject({ status: 'failed', retry: true });
    expect((failed as { cause: string }).cause).toContain('451 Mailbox busy');
    expect(transport.sent.map((m) => m.to).slice(before)).toEqual(['b@example.test']);
    // The outbox does not retry it on its own: the run's retry does.
    clock += DAY;
    await server.ctx.mail.flush();
    expect(transport.sent.length).toBe(before + 1);
    const renders = rendered.length;
    expect(await worker.execute({ ...run, attempt: 2 }, signal)).toMatchObject({ status: 'sent' });
    expect(transport.sent.map((m) => m.to).slice(before)).toEqual(['b@example.test', 'a@example.test']);
    expect(rendered.length).toBe(renders);
  });

  it('fails a business review clearly without a builder', async () => {
    const reportId = await report('Review');
    await server.db
      .updateTable('scheduled_reports')
      .set({ kind: 'businessReview' })
      .where('id', '=', reportId)
      .execute();
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    expect(await worker.execute(run, signal)).toMatchObject({
      status: 'failed',
      retry: false,
      cause:
        'The report could not be rendered: Business reviews cannot be built on this server (no builder is configured).',
    });
  });

  it('skips the run and stops the report when its owner cannot see one of its advertisers', async () => {
    const other = await server.db
      .selectFrom('advertisers')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('agency_id', '!=', agencyId)
      .executeTakeFirstOrThrow();
    const hidden = Number(other.id);
    const reportId = await report('Out of scope', {
      advertisers: [
        { advertiserId: RIVERSIDE, tabs: ['display'] },
        { advertiserId: hidden, tabs: ['display'] },
      ],
    });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const cause = `The report’s owner can no longer see advertiser ${hidden}; the report was stopped.`;
    expect(await worker.execute(run, signal)).toMatchObject({ status: 'skipped', cause });
    const row = await server.db
      .selectFrom('scheduled_reports')
      .select(['state', 'stopped_reason'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'stopped', stopped_reason: cause });
  });

  it('skips the run and stops the report when its owner is deactivated', async () => {
    const reportId = await report('Owner gone');
    await server.db.updateTable('users').set({ status: USER_STATUS.Deactivated }).where('id', '=', owner).execute();
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const outcome = await worker.execute(run, signal);
    const cause = 'The report’s owner is deactivated; the report was stopped.';
    expect(outcome).toMatchObject({ status: 'skipped', cause });
    const row = await server.db
      .selectFrom('scheduled_reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'stopped', stopped_reason: cause, next_run_at: null });
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'stop')
      .where('object_id', '=', String(reportId))
      .execute();
    expect(audit).toMatchObject([{ actor_email: 'system', area: 'reports' }]);
    await server.db.updateTable('users').set({ status: USER_STATUS.Active }).where('id', '=', owner).execute();
    const later = await claimedRun(server.db, {
      reportId,
      scheduledFor: clock + 1,
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    expect(await worker.execute(later, signal)).toMatchObject({ status: 'skipped' });
  });
});
