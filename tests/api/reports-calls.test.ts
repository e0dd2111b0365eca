import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import type { ScheduledReportInput } from '../../src/domain/scheduled-reports';
import type { RunQueue } from '../../src/server/jobs/types';
import { ENGINES, grantAgencyRights, startTestServer, TEST_NOON, type TestServer } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const SUPER = 'super@sightline.test';

/** A queue the tests observe: each ask recorded, answered with a made-up log id. */
function recordingQueue() {
  const asked: Parameters<RunQueue['enqueue']>[0][] = [];
  const rescheduled: number[] = [];
  const queue: RunQueue = {
    enqueue: async (input) => {
      asked.push(input);
      return 1000 + asked.length;
    },
    reschedule: async (reportId) => {
      rescheduled.push(reportId);
    },
  };
  return { queue, asked, rescheduled };
}

describe.each(ENGINES)('scheduled-report calls on %s', (engine) => {
  let server: TestServer;
  let clock = TEST_NOON;
  let admin: string;
  let staff: string;
  let client: string;
  let superuser: string;
  let advertiserId: number;
  let clientAdvertiser: number;
  let tab: string;
  const recorded = recordingQueue();

  const post = (url: string, body: unknown, token = admin) => server.post(url, body, token);
  const input = (over: Partial<ScheduledReportInput> = {}): ScheduledReportInput => ({
    name: 'Weekly client report',
    kind: 'dashboard',
    agencyId: 1,
    advertiserId: null,
    advertisers: [{ advertiserId, tabs: [tab] }],
    formats: ['pdf'],
    dateRange: 'lastweek',
    recipients: { userIds: [], emails: ['client@example.com'] },
    subject: 'Your {period} report',
    message: 'Hello {advertiser}',
    schedule: { frequency: 'weekly', time: '08:00', days: [1], timezone: 'America/Chicago' },
    readiness: { waitForData: true, deadlineHours: 12, atDeadline: 'send' },
    enabled: true,
    ...over,
  });

  beforeAll(async () => {
    await (async () => {
      server = await startTestServer(engine, { reportQueue: recorded.queue, now: () => clock });
      await grantAgencyRights(server.db, [CLIENT], ['READ_SCHEDULED_REPORT']);
    })();
    admin = (await server.login(ADMIN)).accessToken;
    staff = (await server.login(STAFF)).accessToken;
    client = (await server.login(CLIENT)).accessToken;
    superuser = (await server.login(SUPER)).accessToken;
    const clientIds = (
      await server.db
        .selectFrom('user_advertisers')
        .innerJoin('users', 'users.id', 'user_advertisers.user_id')
        .select('user_advertisers.advertiser_id')
        .where('users.email', '=', CLIENT)
        .execute()
    ).map((row) => row.advertiser_id);
    clientAdvertiser = clientIds[0]!;
    advertiserId = clientAdvertiser;
    const products = (await post('/api/scheduledReportProductList', { advertiserIds: [advertiserId] })).json();
    tab = products.products.find((p: { formats: string[] }) => p.formats.includes('pdf')).tab;
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a signed-out caller (401) and a caller without the right (403) before validating', async () => {
    for (const [url, method] of [
      ['/api/scheduledReportSearchAgency/', 'GET'],
      ['/api/scheduledReportSearchAdvertiser/', 'GET'],
      ['/api/scheduledReportCreate', 'POST'],
      ['/api/scheduledReportUpdate', 'POST'],
      ['/api/scheduledReportApprove', 'POST'],
    ] as const) {
      const anonymous = method === 'GET' ? await server.get(url) : await server.post(url, { bogus: 1 });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const refused = method === 'GET' ? await server.get(url, staff) : await server.post(url, { bogus: 1 }, staff);
      expect([url, refused.statusCode, refused.json().error]).toEqual([url, 403, MESSAGES.noAccess]);
    }
    // The agency search needs the agency right: an advertiser user's READ_SCHEDULED_REPORT is not enough.
    expect((await server.get('/api/scheduledReportSearchAgency/?agency=1&search=', client)).statusCode).toBe(403);
  });

  it('answers the spec messages for missing search criteria, agency and advertiser', async () => {
    const search = (q: string) => server.get(`/api/scheduledReportSearchAgency/${q}`, admin);
    expect((await search('?agency=1')).json()).toEqual({ error: MESSAGES.missingRequiredSearchCriteria });
    expect((await search('?search=')).json()).toEqual({ error: MESSAGES.missingAgencyId });
    expect((await search('')).statusCode).toBe(400);
    const byAdvertiser = await server.get('/api/scheduledReportSearchAdvertiser/?search=', admin);
    expect([byAdvertiser.statusCode, byAdvertiser.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    expect((await search('?agency=2&search=')).statusCode).toBe(404);
  });

  it('creates, reads, updates and deletes a report, audited, with next_run_at from the schedule', async () => {
    const created = await post('/api/scheduledReportCreate', input());
    expect(created.statusCode, created.body).toBe(200);
    const report = created.json();
    expect(report).toMatchObject({
      name: 'Weekly client report',
      agencyId: 1,
      ownerName: 'Avery Admin',
      createdByName: 'Avery Admin',
      state: 'active',
      Version: 1,
      recipients: { userIds: [], emails: ['client@example.com'] },
    });
    // 2026-06-15 is a Monday; the next Monday 08:00 in Chicago is 13:00Z on the 22nd.
    expect(new Date(report.nextRunAt).toISOString()).toBe('2026-06-22T13:00:00.000Z');
    expect(recorded.rescheduled).toContain(report.id);

    const single = (await post('/api/scheduledReportSingleReport/', { id: report.id })).json();
    expect(single.nextRuns).toHaveLength(5);
    expect(single.nextRuns[0]).toEqual({ local: '2026-06-22T08:00:00-05:00', utc: '2026-06-22T13:00:00.000Z' });

    const found = (await server.get('/api/scheduledReportSearchAgency/?agency=1&search=weekly', admin)).json();
    expect(found).toMatchObject({ total: 1, limit: 25, offset: 0 });
    expect(found.items[0].id).toBe(report.id);
    const byAdvertiser = await server.get(
      `/api/scheduledReportSearchAdvertiser/?advertiserId=${advertiserId}&search=&filterByCurrentUser=true`,
      admin,
    );
    expect(byAdvertiser.json().items.map((r: { id: number }) => r.id)).toContain(report.id);
    const notMine = await server.get(
      '/api/scheduledReportSearchAgency/?agency=1&search=&filterByCurrentUser=true',
      superuser,
    );
    expect(notMine.json().items).toEqual([]);

    const updated = await post('/api/scheduledReportUpdate', {
      ...input({ name: 'Renamed', enabled: false }),
      id: report.id,
      Version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', Version: 2, nextRunAt: null, enabled: false });
    expect((await post('/api/scheduledReportSingleReport/', { id: report.id })).json().nextRuns).toEqual([]);

    const stale = await post('/api/scheduledReportUpdate', { ...input(), id: report.id, Version: 1 });
    const text = messageText('reportVersionConflict', { current: 2 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: text, ErrorMessage: text, Version: 2 }]);
    expect((await post('/api/scheduledReportSingleReport/', { id: report.id })).json().name).toBe('Renamed');

    const deleted = await post('/api/scheduledReportDelete/', { id: report.id });
    expect(deleted.json()).toEqual({ id: report.id, deleted: true });
    expect((await post('/api/scheduledReportSingleReport/', { id: report.id })).statusCode).toBe(404);
    const row = await server.db
      .selectFrom('scheduled_reports')
      .selectAll()
      .where('id', '=', report.id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();

    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('area', '=', 'reports')
      .where('object_id', '=', String(report.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers create and update failures with ErrorMessage and the field', async () => {
    const check = async (body: unknown, field: string, status = 400) => {
      const response = await post('/api/scheduledReportCreate', body);
      const answer = response.json();
      expect([response.statusCode, answer.field]).toEqual([status, field]);
      expect(answer.ErrorMessage).toBe(answer.error);
      return answer.error as string;
    };
    await check(input({ name: '' }), 'name');
    await check(input({ name: 'x'.repeat(121) }), 'name');
    await check(input({ subject: 's'.repeat(201) }), 'subject');
    await check(input({ message: 'm'.repeat(4001) }), 'message');
    await check({ ...input(), schedule: undefined }, 'schedule');
    await check(
      input({ readiness: { waitForData: true, deadlineHours: 73, atDeadline: 'hold' } }),
      'readiness.deadlineHours',
    );
    await check(input({ recipients: { userIds: [], emails: ['not-an-address'] } }), 'recipients.emails.0');
    await check(input({ schedule: { frequency: 'weekly', time: '25:00', timezone: 'UTC' } }), 'schedule.time');
    await check(input({ schedule: { frequency: 'weekly', time: '08:00', timezone: 'UTC' } }), 'schedule.days');
    await check({ ...input(), schedule: { frequency: 'daily', timezone: 'UTC' } }, 'schedule.time');
    await check(
      input({ schedule: { frequency: 'cron', time: '08:00', cron: '99 * * * *', timezone: 'UTC' } }),
      'schedule.cron',
    );
    await check(input({ schedule: { frequency: 'daily', time: '08:00', timezone: 'Mars/Base' } }), 'schedule.timezone');
    await check(input({ advertisers: [] }), 'advertisers');
    await check(input({ advertisers: [{ advertiserId, tabs: ['nosuchtab'] }] }), 'advertisers.0.tabs.0');
    await check(input({ advertisers: [{ advertiserId, tabs: [] }] }), 'advertisers.0.tabs');
    await check(input({ recipients: { userIds: [], emails: [] } }), 'recipients');
    const other = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    await check(input({ advertisers: [{ advertiserId: other.id, tabs: [tab] }] }), 'advertisers.0.advertiserId');
    const outsider = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'other.agency@sightline.test')
      .executeTakeFirstOrThrow();
    await check(input({ recipients: { userIds: [outsider.id], emails: [] } }), 'recipients.userIds.0');
    await check(input({ ownerUserId: outsider.id }), 'ownerUserId');
    // The guard's 401 stays `{ error }` as on every route.
    const anonymous = await server.post('/api/scheduledReportCreate', {});
    expect(anonymous.json()).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('refuses outside addresses the agency allow-list does not allow, naming the address', async () => {
    await server.db
      .updateTable('agencies')
      .set({ allowed_email_domains: '["example.com"]' })
      .where('id', '=', 1)
      .execute();
    try {
      const allowed = await post(
        '/api/scheduledReportCreate',
        input({ recipients: { userIds: [], emails: ['a@sub.example.com'] } }),
      );
      expect(allowed.statusCode, allowed.body).toBe(200);
      const refused = await post(
        '/api/scheduledReportCreate',
        input({ recipients: { userIds: [], emails: ['ok@example.com', 'Someone@Gmail.com'] } }),
      );
      const text = messageText('reportRecipientDomain', {
        email: 'someone@gmail.com',
        domains: 'example.com',
        field: 'recipients.emails.1',
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: text, ErrorMessage: text, field: 'recipients.emails.1', email: 'someone@gmail.com' },
      ]);
    } finally {
      await server.db.updateTable('agencies').set({ allowed_email_domains: null }).where('id', '=', 1).execute();
    }
  });

  it('defaults the time zone to the agency’s and keeps the owner rule', async () => {
    const { schedule } = input();
    const body = input({ schedule: { frequency: schedule.frequency, time: '08:00', days: [1] } as typeof schedule });
    const created = (await post('/api/scheduledReportCreate', body)).json();
    expect(created.schedule.timezone).toBe('America/New_York');
    const staffUser = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', CLIENT)
      .executeTakeFirstOrThrow();
    // The client may read advertiser reports only: it cannot own an agency report.
    const owned = await post('/api/scheduledReportCreate', input({ ownerUserId: staffUser.id }));
    expect(owned.json().field).toBe('ownerUserId');
    const asClient = await post(
      '/api/scheduledReportCreate',
      input({
        advertiserId: clientAdvertiser,
        advertisers: [{ advertiserId: clientAdvertiser, tabs: [tab] }],
        ownerUserId: staffUser.id,
      }),
    );
    expect(asClient.statusCode, asClient.body).toBe(200);
    expect(asClient.json().ownerUserId).toBe(staffUser.id);
    // A client (no AGENCY_ADMIN) may not name another owner, nor make an agency report.
    const byClient = await post('/api/scheduledReportCreate', input({ ownerUserId: 1 }), client);
    expect(byClient.statusCode).toBe(403);
    const agencyReport = await post('/api/scheduledReportCreate', input(), client);
    expect([agencyReport.statusCode, agencyReport.json().ErrorMessage]).toEqual([
      403,
      MESSAGES.reportAgencyRightNeeded,
    ]);
    const ownReport = await post(
      '/api/scheduledReportCreate',
      input({ advertiserId: clientAdvertiser, advertisers: [{ advertiserId: clientAdvertiser, tabs: [tab] }] }),
      client,
    );
    expect(ownReport.statusCode, ownReport.body).toBe(200);
    // The client may edit a report an admin owns, keeping that owner, but not hand it to someone else.
    const only = { advertiserId: clientAdvertiser, advertisers: [{ advertiserId: clientAdvertiser, tabs: [tab] }] };
    const adminOwned = (await post('/api/scheduledReportCreate', input({ name: 'Admin owned', ...only }))).json();
    const kept = await post(
      '/api/scheduledReportUpdate',
      { ...input({ name: 'Admin owned, edited', ...only }), id: adminOwned.id, Version: 1 },
      client,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ ownerUserId: adminOwned.ownerUserId, name: 'Admin owned, edited' });
    const handed = await post(
      '/api/scheduledReportUpdate',
      { ...input({ ...only, ownerUserId: 1 }), id: adminOwned.id, Version: 2 },
      client,
    );
    expect([handed.statusCode, handed.json().field]).toEqual([403, 'ownerUserId']);
    const seen = (
      await server.get(`/api/scheduledReportSearchAdvertiser/?advertiserId=${clientAdvertiser}&search=`, client)
    ).json();
    expect(seen.items.every((r: { advertiserId: number | null }) => r.advertiserId === clientAdvertiser)).toBe(true);
    expect(seen.items.map((r: { id: number }) => r.id)).toContain(ownReport.json().id);
  });

  it('sorts and pages the agency search', async () => {
    const items = async (q: string) =>
      (await server.get(`/api/scheduledReportSearchAgency/?agency=1&search=${q}`, admin)).json() as {
        items: { name: string; nextRunAt: number | null }[];
        total: number;
      };
    const byName = (await items('&sort=name&dir=desc')).items.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a)));
    const byNext = (await items('&sort=nextRunAt')).items.map((r) => r.nextRunAt);
    const timed = byNext.filter((at): at is number => at !== null);
    expect(byNext.slice(0, timed.length)).toEqual([...timed].sort((a, b) => a - b));
    const all = await items('');
    expect(all.total).toBeGreaterThan(1);
    const second = await items('&limit=1&offset=1');
    expect(second.total).toBe(all.total);
    expect(second.items.map((r) => r.name)).toEqual([all.items[1]!.name]);
  });

  it('lists the products with the formats their layouts offer', async () => {
    const answer = (await post('/api/scheduledReportProductList', { advertiserIds: [advertiserId] })).json();
    expect(answer.products[0]).toEqual({ tab: 'summary', title: 'Summary', formats: ['pdf', 'pptx', 'xlsx'] });
    for (const product of answer.products) expect(product.formats.length).toBeGreaterThan(0);
    const other = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await post('/api/scheduledReportProductList', { advertiserIds: [other.id] })).statusCode).toBe(404);
  });

  it('previews the next five runs across the DST change, and refuses a bad schedule', async () => {
    // 09:00 in Chicago on Thursday 29 October; the clocks go back on Sunday 1 November.
    clock = Date.parse('2026-10-29T14:00:00Z');
    const token = (await server.login(ADMIN)).accessToken;
    const preview = await post(
      '/api/scheduledReportPreview',
      { schedule: { frequency: 'daily', time: '08:00', timezone: 'America/Chicago' } },
      token,
    );
    expect(preview.json().runs.map((r: { utc: string }) => r.utc)).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-03T14:00:00.000Z',
    ]);
    expect(preview.json().runs[2].local).toBe('2026-11-01T08:00:00-06:00');
    const defaulted = (
      await post('/api/scheduledReportPreview', { schedule: { frequency: 'daily', time: '08:00' } }, token)
    ).json();
    expect(defaulted.runs[0].local).toBe('2026-10-30T08:00:00-04:00');
    const bad = await post(
      '/api/scheduledReportPreview',
      { schedule: { frequency: 'cron', time: '08:00', cron: 'not a cron', timezone: 'UTC' } },
      token,
    );
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'schedule.cron']);
    clock = TEST_NOON;
    admin = (await server.login(ADMIN)).accessToken;
  });

  it('runs now, sends a test, resends and approves through the queue, audited, without moving next_run_at', async () => {
    const report = (await post('/api/scheduledReportCreate', input({ name: 'Queue me' }))).json();
    const before = report.nextRunAt;
    recorded.asked.length = 0;
    const run = await post('/api/scheduledReportRunNow', { id: report.id });
    expect(run.json()).toEqual({ logId: expect.any(Number) });
    await post('/api/scheduledReportSendTest', { id: report.id });
    const adminId = (
      await server.db.selectFrom('users').select('id').where('email', '=', ADMIN).executeTakeFirstOrThrow()
    ).id;
    expect(recorded.asked).toEqual([
      { reportId: report.id, trigger: 'manual', requestedBy: adminId },
      { reportId: report.id, trigger: 'test', requestedBy: adminId },
    ]);
    expect((await post('/api/scheduledReportSingleReport/', { id: report.id })).json().nextRunAt).toBe(before);

    let slot = 0;
    const insertRun = async (status: 'sent' | 'held' | 'failed') =>
      (
        await server.db
          .insertInto('report_runs')
          .values({
            report_id: report.id,
            trigger: 'schedule',
            scheduled_for: TEST_NOON - 60_000 * ++slot,
            status,
            period_start: '2026-06-08',
            period_end: '2026-06-14',
            timezone: 'America/Chicago',
            created_at: TEST_NOON,
            updated_at: TEST_NOON,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const sent = await insertRun('sent');
    const held = await insertRun('held');
    const failed = await insertRun('failed');
    await post('/api/scheduledReportResend', { logId: sent });
    expect(recorded.asked.at(-1)).toEqual({
      reportId: report.id,
      trigger: 'resend',
      requestedBy: adminId,
      sourceRunId: sent,
    });
    const notSent = await post('/api/scheduledReportResend', { logId: failed });
    expect([notSent.statusCode, notSent.json().error]).toEqual([409, MESSAGES.reportResendNothing]);

    const approved = await post('/api/scheduledReportApprove', { logId: held });
    expect(approved.json()).toEqual({ logId: held });
    const row = await server.db.selectFrom('report_runs').selectAll().where('id', '=', held).executeTakeFirstOrThrow();
    expect(row.status).toBe('scheduled');
    expect(Number(row.next_attempt_at)).toBe(TEST_NOON);
    expect(JSON.parse(row.additional)).toMatchObject({ approved: true, approvedBy: adminId });
    const again = await post('/api/scheduledReportApprove', { logId: held });
    expect([again.statusCode, again.json().error]).toEqual([409, MESSAGES.reportApproveNotHeld]);

    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('area', '=', 'reports')
      .where('object_id', '=', String(report.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'runNow', 'sendTest', 'resend', 'approve']);

    // Deleting skips the runs still to go.
    await post('/api/scheduledReportDelete/', { id: report.id });
    const skipped = await server.db
      .selectFrom('report_runs')
      .selectAll()
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    expect([skipped.status, skipped.error_cause]).toEqual(['skipped', MESSAGES.reportDeletedCause]);
    expect((await post('/api/scheduledReportRunNow', { id: report.id })).statusCode).toBe(404);
  });
});
