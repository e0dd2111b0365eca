import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { ScheduledReportInput } from '../../src/domain/scheduled-reports';
import { ENGINES, grantAgencyRights, startTestServer, TEST_NOON, type TestServer } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const OTHER = 'other.agency@sightline.test';
const SUB = 'subagency@sightline.test';

const LOG = `query Log($reportId: Int) { getScheduledReportsLog(reportId: $reportId) { total entries { logId } } }`;

/** Agency B's admin gets nothing of agency A's reports from any call, and a sub-agency user nothing beyond its part. */
describe.each(ENGINES)('scheduled-report tenancy on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let other: string;
  let sub: string;
  let reportId: number;
  let Version: number;
  let runId: number;
  let advertiserId: number;
  let input: ScheduledReportInput;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await grantAgencyRights(server.db, [SUB], ['AGENCY_READ_SCHEDULED_REPORT']);
    admin = (await server.login(ADMIN)).accessToken;
    other = (await server.login(OTHER)).accessToken;
    sub = (await server.login(SUB)).accessToken;
    // An advertiser of agency A outside the sub-agency user's part.
    const membership = await server.db
      .selectFrom('user_agencies')
      .innerJoin('users', 'users.id', 'user_agencies.user_id')
      .select('user_agencies.sub_agency_id')
      .where('users.email', '=', SUB)
      .executeTakeFirstOrThrow();
    const outside = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 1)
      .where((eb) => eb.or([eb('sub_agency_id', 'is', null), eb('sub_agency_id', '!=', membership.sub_agency_id)]))
      .executeTakeFirstOrThrow();
    advertiserId = outside.id;
    input = {
      name: 'Agency A report',
      kind: 'dashboard',
      agencyId: 1,
      advertiserId: null,
      advertisers: [{ advertiserId, tabs: ['summary'] }],
      formats: ['pdf'],
      dateRange: 'last7days',
      recipients: { userIds: [], emails: ['client@example.com'] },
      subject: 'Report',
      message: '',
      schedule: { frequency: 'daily', time: '07:30' },
      readiness: { waitForData: false, deadlineHours: 1, atDeadline: 'send' },
      enabled: true,
    } as unknown as ScheduledReportInput;
    const created = await server.post('/api/scheduledReportCreate', input, admin);
    expect(created.statusCode, created.body).toBe(200);
    ({ id: reportId, Version } = created.json());
    runId = (
      await server.db
        .insertInto('report_runs')
        .values({
          report_id: reportId,
          trigger: 'schedule',
          scheduled_for: TEST_NOON,
          status: 'held',
          period_start: '2026-06-08',
          period_end: '2026-06-14',
          timezone: 'America/New_York',
          created_at: TEST_NOON,
          updated_at: TEST_NOON,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const graphLog = async (token: string, variables: Record<string, unknown> = {}) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/graph',
        payload: { query: LOG, variables },
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data.getScheduledReportsLog as { total: number; entries: { logId: number }[] };

  for (const who of ['another agency', 'a sub-agency user blind to the advertiser'] as const) {
    it(`gives ${who} nothing from every call and the log`, async () => {
      const token = who === 'another agency' ? other : sub;
      const absent = async (url: string, body: unknown, error: string) => {
        const response = await server.post(url, body, token);
        expect([url, response.statusCode, response.json().error]).toEqual([url, 404, error]);
      };
      await absent('/api/scheduledReportSingleReport/', { id: reportId }, MESSAGES.reportNotFound);
      await absent('/api/scheduledReportUpdate', { ...input, id: reportId, Version }, MESSAGES.reportNotFound);
      await absent('/api/scheduledReportDelete/', { id: reportId }, MESSAGES.reportNotFound);
      await absent('/api/scheduledReportRunNow', { id: reportId }, MESSAGES.reportNotFound);
      await absent('/api/scheduledReportSendTest', { id: reportId }, MESSAGES.reportNotFound);
      await absent('/api/scheduledReportResend', { logId: runId }, MESSAGES.reportRunNotFound);
      await absent('/api/scheduledReportApprove', { logId: runId }, MESSAGES.reportRunNotFound);
      await absent('/api/scheduledReportProductList', { advertiserIds: [advertiserId] }, MESSAGES.advertiserNotFound);
      const search = await server.get(
        `/api/scheduledReportSearchAdvertiser/?advertiserId=${advertiserId}&search=`,
        token,
      );
      expect([search.statusCode, search.json().error]).toEqual([404, MESSAGES.advertiserNotFound]);
      const log = await graphLog(token, { reportId });
      expect(log).toEqual({ total: 0, entries: [] });
      expect((await graphLog(token)).entries.map((e) => e.logId)).not.toContain(runId);

      if (who === 'another agency') {
        const byAgency = await server.get('/api/scheduledReportSearchAgency/?agency=1&search=', token);
        expect([byAgency.statusCode, byAgency.json().error]).toEqual([404, MESSAGES.agencyNotFound]);
        const create = await server.post('/api/scheduledReportCreate', input, token);
        expect([create.statusCode, create.json().ErrorMessage]).toEqual([404, MESSAGES.agencyNotFound]);
      } else {
        // The sub-agency user searches its own agency, and the report over an advertiser it cannot see is absent.
        const byAgency = await server.get('/api/scheduledReportSearchAgency/?agency=1&search=', token);
        expect(byAgency.statusCode).toBe(200);
        expect(byAgency.json().items.map((r: { id: number }) => r.id)).not.toContain(reportId);
        const create = await server.post('/api/scheduledReportCreate', input, token);
        expect([create.statusCode, create.json().field]).toEqual([400, 'advertisers.0.advertiserId']);
      }
    });
  }

  it('still shows agency A the report and its run, untouched', async () => {
    const single = await server.post('/api/scheduledReportSingleReport/', { id: reportId }, admin);
    expect(single.json()).toMatchObject({ id: reportId, Version, name: 'Agency A report' });
    expect(single.json().schedule.timezone).toBe('America/New_York');
    expect((await graphLog(admin, { reportId })).entries.map((e) => e.logId)).toEqual([runId]);
    const run = await server.db.selectFrom('report_runs').select('status').where('id', '=', runId).executeTakeFirst();
    expect(run?.status).toBe('held');
    const byAgency = await server.get('/api/scheduledReportSearchAgency/?agency=2&search=', admin);
    expect(byAgency.statusCode).toBe(404);
  });
});
