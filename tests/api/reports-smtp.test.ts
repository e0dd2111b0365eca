import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportWorker } from '../../src/server/areas/reports/delivery/worker';
import type { ExportInput } from '../../src/server/exports/jobs';
import { MailService } from '../../src/server/mail/service';
import { ENGINES, startServerAt, startTestServer, TEST_TODAY, type TestServer } from './harness';
import { CHROMIUM, DIST, renderReady } from './render-setup';
import { TEST_NOW } from './overview-helpers';
import { RIVERSIDE } from './performance-helpers';
import { claimedRun, insertReport, userId } from './reports-delivery-helpers';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Report e-mail through a real SMTP server (smtp-server + mailparser): the retry after a refusing answer on both
 * engines (stand-in renderer), and one real weekly PDF rendered by Chromium from the built client (SQLite only, as
 * the other render tests): it arrives in the agency's brand with a PDF whose text holds the advertiser, the period
 * and the partial-data line. Needs `dist/` (npx vite build) and Chromium for the render.
 */
const ADMIN = 'agency.admin@sightline.test';
const nextDay = (iso: string, days = 1) => DateTime.fromISO(iso).plus({ days }).toISODate()!;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const mailConfig = (server: TestServer, smtpUrl: string) => ({
  ...server.ctx.config,
  mail: { ...server.ctx.config.mail, smtpUrl },
});

async function latestDay(server: TestServer): Promise<string> {
  const last = await server.db
    .selectFrom('fact_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('advertiser_id', '=', RIVERSIDE)
    .executeTakeFirstOrThrow();
  const day = String(last.day);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

async function brandSender(server: TestServer): Promise<number> {
  const advertiser = await server.db
    .selectFrom('advertisers')
    .select('agency_id')
    .where('id', '=', RIVERSIDE)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('agencies')
    .set({ mail_from_name: 'Compulse Reports', mail_from_address: 'reports@compulse.test' })
    .where('id', '=', advertiser.agency_id)
    .execute();
  return advertiser.agency_id;
}

describe.each(ENGINES)('report e-mail retried after a refusing SMTP answer on %s', (engine) => {
  let server: TestServer;
  let smtp: SmtpCapture;
  let refusing: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    refusing = await startSmtpCapture({ refuse: true });
    server = await startTestServer(engine, {
      config: { mail: { smtpUrl: smtp.url, fromAddress: 'x@test', publicUrl: null } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await refusing.close();
  });

  it('fails the run with retry when SMTP refuses, then sends the same files on the next attempt', async () => {
    const agencyId = await brandSender(server);
    const owner = await userId(server.db, ADMIN);
    let renders = 0;
    const exports = {
      async renderFile(_user: unknown, input: ExportInput) {
        renders += 1;
        return { file: Buffer.from(`%PDF-1.4 ${input.startDate}`), fileName: 'Riverside.pdf', mime: 'application/pdf' };
      },
    };
    const refusingMail = new MailService({ ...server.ctx, config: mailConfig(server, refusing.url) }, { log: silent });
    const first = new ReportWorker(server.ctx, { exports, mail: refusingMail, log: () => undefined });
    const second = new ReportWorker(server.ctx, { exports, mail: server.ctx.mail, log: () => undefined });
    const latest = await latestDay(server);
    const reportId = await insertReport(server.db, {
      agencyId,
      advertiserId: RIVERSIDE,
      ownerUserId: owner,
      name: 'Retried weekly',
      now: server.ctx.now(),
    });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: server.ctx.now(),
      periodStart: nextDay(latest, -6),
      periodEnd: latest,
    });
    const signal = new AbortController().signal;
    const failed = await first.execute(run, signal);
    expect(failed).toMatchObject({ status: 'failed', retry: true });
    expect((failed as { cause: string }).cause).toContain('Mailbox busy, try later');
    expect(refusing.offered).toBe(1);
    await refusingMail.stop();

    expect(await second.execute({ ...run, attempt: 2 }, signal)).toMatchObject({ status: 'sent' });
    const [mail] = await smtp.received(1);
    expect(mail!.from!.value).toEqual([{ name: 'Compulse Reports', address: 'reports@compulse.test' }]);
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['Riverside.pdf']);
    const lines = mail!.headerLines.map((h) => h.line);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.find((l) => l.startsWith('List-Unsubscribe:'))).toMatch(/\/api\/reportUnsubscribe\/\d+\.[\w-]{22}>$/);
    expect(renders).toBe(1);
  });
});

const ready = renderReady('The report e-mail render');

describe.skipIf(!ready)('a weekly PDF report through Chromium and SMTP', () => {
  let server: TestServer;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    if (CHROMIUM) process.env.CHROMIUM_PATH = CHROMIUM;
    smtp = await startSmtpCapture();
    server = await startServerAt(
      'sqlite',
      { config: { distDir: DIST, mail: { smtpUrl: smtp.url, fromAddress: 'x@test', publicUrl: null } } },
      Date.parse(TEST_NOW),
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    (server.ctx.config as { port: number }).port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("arrives in the agency's brand with a PDF naming the advertiser, the period and the partial data", async () => {
    const agencyId = await brandSender(server);
    const owner = await userId(server.db, ADMIN);
    const latest = await latestDay(server);
    // The week runs one day past the data: the report goes out partial, the line on the PDF's first page.
    const [start, end] = [nextDay(latest, -5), nextDay(latest)];
    const reportId = await insertReport(server.db, {
      agencyId,
      advertiserId: RIVERSIDE,
      ownerUserId: owner,
      name: 'Riverside weekly',
      now: server.ctx.now(),
    });
    const run = await claimedRun(server.db, {
      reportId,
      scheduledFor: Date.parse(`${TEST_TODAY}T12:00:00Z`),
      periodStart: start,
      periodEnd: end,
    });
    const worker = server.ctx.reportWorker;
    const outcome = await worker.execute(run, new AbortController().signal);
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 'partial' });
    const [mail] = await smtp.received(1);
    expect(mail!.from!.value).toEqual([{ name: 'Compulse Reports', address: 'reports@compulse.test' }]);
    expect(mail!.subject).toBe(`Riverside weekly: Riverside Auto Group, ${start} to ${end}`);
    const html = String(mail!.html);
    expect(html).toContain('background:#0b5394');
    expect(html).toContain('/brand/compulse/logo.png');
    expect(html).toContain(`Partial data: through ${latest}`);
    expect(mail!.attachments).toHaveLength(1);
    const pdf = mail!.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    const document = await getDocument({ data: new Uint8Array(pdf.content) }).promise;
    const first = await (await document.getPage(1)).getTextContent();
    const text = first.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Riverside Auto Group');
    expect(text).toContain(start);
    expect(text).toContain(end);
    expect(text).toContain(`Partial data: through ${latest}`);
  }, 150_000);
});
