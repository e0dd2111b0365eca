import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { RunStatus } from '../../src/domain/scheduled-reports';
import { ENGINES, grantAgencyRights, startTestServer, TEST_NOON, type TestServer } from './harness';

const LOG = `query Log($limit: Int, $offset: Int, $name: String, $after: String, $orderBy: String, $kind: ReportKind, $reportId: Int) {
  getScheduledReportsLog(limit: $limit, offset: $offset, name: $name, after: $after, orderBy: $orderBy, kind: $kind, reportId: $reportId) {
    total limit offset
    entries { logId reportId reportName scheduledTo timezone createdBy startDate endDate lastUpdateTime status
      error { cause } advertiserId agencyId additional recipients }
  }
}`;

interface Entry {
  logId: number;
  reportId: number;
  reportName: string;
  scheduledTo: string;
  createdBy: string;
  status: RunStatus;
  error: { cause: string } | null;
  advertiserId: number | null;
  agencyId: number;
  additional: string;
  recipients: string[];
}

const DAY = 86_400_000;

describe.each(ENGINES)('the scheduled-report run log on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const ids: Record<string, number> = {};

  const graph = async (email: string, variables: Record<string, unknown> = {}) => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: LOG, variables },
      headers: { authorization: `Bearer ${tokens.get(email)}` },
    });
  };
  const log = async (email: string, variables: Record<string, unknown> = {}) => {
    const response = await graph(email, variables);
    const body = response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.getScheduledReportsLog as { total: number; limit: number; offset: number; entries: Entry[] };
  };
  const names = async (email: string, variables: Record<string, unknown> = {}) =>
    (await log(email, variables)).entries.map((e) => e.reportName);

  beforeAll(async () => {
    server = await startTestServer(engine);
    await grantAgencyRights(server.db, ['advertiser@sightline.test'], ['READ_SCHEDULED_REPORT']);
    const userId = async (email: string) =>
      (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const admin = await userId('agency.admin@sightline.test');
    const other = await userId('other.agency@sightline.test');
    const clientAdvertiser = (
      await server.db
        .selectFrom('user_advertisers')
        .select('advertiser_id')
        .where('user_id', '=', await userId('advertiser@sightline.test'))
        .executeTakeFirstOrThrow()
    ).advertiser_id;
    const agencyBAdvertiser = (
      await server.db.selectFrom('advertisers').select('id').where('agency_id', '=', 2).executeTakeFirstOrThrow()
    ).id;
    const report = async (
      name: string,
      agencyId: number,
      advertiserId: number | null,
      advertisers: number[],
      createdBy: number,
      kind: 'dashboard' | 'businessReview' = 'dashboard',
    ) => {
      const { id } = await server.db
        .insertInto('scheduled_reports')
        .values({
          agency_id: agencyId,
          advertiser_id: advertiserId,
          kind,
          name,
          owner_user_id: createdBy,
          created_by: createdBy,
          definition: '{}',
          schedule: '{}',
          timezone: 'America/Chicago',
          created_at: TEST_NOON,
          updated_at: TEST_NOON,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('scheduled_report_advertisers')
        .values(advertisers.map((advertiser_id) => ({ report_id: id, advertiser_id })))
        .execute();
      return id;
    };
    ids.alpha = await report('Alpha agency report', 1, null, [clientAdvertiser], admin);
    ids.beta = await report('Beta client report', 1, clientAdvertiser, [clientAdvertiser], admin);
    ids.gamma = await report('Gamma other agency', 2, null, [agencyBAdvertiser], other);
    ids.review = await report('Quarterly review', 1, clientAdvertiser, [clientAdvertiser], admin, 'businessReview');
    const run = async (reportId: number, daysAgo: number, status: RunStatus, extra: Record<string, unknown> = {}) =>
      server.db
        .insertInto('report_runs')
        .values({
          report_id: reportId,
          trigger: 'schedule',
          scheduled_for: TEST_NOON - daysAgo * DAY,
          status,
          period_start: '2026-06-01',
          period_end: '2026-06-07',
          timezone: 'America/Chicago',
          recipients: '["a@example.com"]',
          created_at: TEST_NOON - daysAgo * DAY,
          updated_at: TEST_NOON - daysAgo * DAY + 1000 * (10 - daysAgo),
          ...extra,
        })
        .execute();
    await run(ids.alpha, 1, 'sent', { additional: '{"files":[{"name":"a.pdf"}]}' });
    await run(ids.alpha, 8, 'failed', { error_cause: 'SMTP refused', attempts: 5 });
    await run(ids.beta, 2, 'partial', { trigger: 'manual', requested_by: other, data_through: '2026-06-05' });
    await run(ids.beta, 40, 'skipped', { error_cause: 'Owner deactivated' });
    await run(ids.gamma, 1, 'sent');
    await run(ids.review, 3, 'sent');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the agency’s runs, newest first, with the 001 §7 fields', async () => {
    const page = await log('agency.admin@sightline.test');
    expect(page).toMatchObject({ total: 4, limit: 25, offset: 0 });
    expect(page.entries.map((e) => e.reportName)).toEqual([
      'Alpha agency report',
      'Beta client report',
      'Alpha agency report',
      'Beta client report',
    ]);
    const [sent, partial, failed] = page.entries;
    expect(sent).toMatchObject({
      reportId: ids.alpha,
      scheduledTo: new Date(TEST_NOON - DAY).toISOString(),
      createdBy: 'Avery Admin',
      status: 'sent',
      error: null,
      advertiserId: null,
      agencyId: 1,
      recipients: ['a@example.com'],
    });
    expect(JSON.parse(sent!.additional)).toEqual({ files: [{ name: 'a.pdf' }], trigger: 'schedule', attempts: 0 });
    // createdBy names who asked for a run outside the schedule.
    expect(partial).toMatchObject({ createdBy: 'Oscar Other', error: null });
    expect(JSON.parse(partial!.additional)).toMatchObject({ trigger: 'manual', dataThrough: '2026-06-05' });
    expect(failed).toMatchObject({ status: 'failed', error: { cause: 'SMTP refused' } });
  });

  it('filters by after, name, kind and report, and pages with the total', async () => {
    const after = new Date(TEST_NOON - 10 * DAY).toISOString().slice(0, 10);
    expect(await names('agency.admin@sightline.test', { after })).toHaveLength(3);
    expect(await names('agency.admin@sightline.test', { name: 'BETA' })).toEqual([
      'Beta client report',
      'Beta client report',
    ]);
    expect(await names('agency.admin@sightline.test', { kind: 'businessReview' })).toEqual(['Quarterly review']);
    expect((await log('agency.admin@sightline.test', { reportId: ids.alpha })).total).toBe(2);
    // One report's history lists its runs whatever its kind (the editor asks without one).
    expect(await names('agency.admin@sightline.test', { reportId: ids.review })).toEqual(['Quarterly review']);
    expect(await names('agency.admin@sightline.test', { reportId: ids.review, kind: 'dashboard' })).toEqual([]);
    const second = await log('agency.admin@sightline.test', { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(second.entries.map((e) => e.scheduledTo)).toEqual([
      new Date(TEST_NOON - 8 * DAY).toISOString(),
      new Date(TEST_NOON - 40 * DAY).toISOString(),
    ]);
  });

  it('orders by each column both ways', async () => {
    expect(await names('agency.admin@sightline.test', { orderBy: 'reportName' })).toEqual([
      'Alpha agency report',
      'Alpha agency report',
      'Beta client report',
      'Beta client report',
    ]);
    const byStatus = (await log('agency.admin@sightline.test', { orderBy: '-status' })).entries.map((e) => e.status);
    expect(byStatus).toEqual(['skipped', 'sent', 'partial', 'failed']);
    const scheduled = (await log('agency.admin@sightline.test', { orderBy: 'scheduledTo' })).entries;
    expect(scheduled.map((e) => e.scheduledTo)).toEqual(scheduled.map((e) => e.scheduledTo).sort());
    const updated = (await log('agency.admin@sightline.test', { orderBy: '-lastUpdateTime' })).entries;
    expect(updated.map((e) => e.status)).toEqual(['sent', 'partial', 'failed', 'skipped']);
  });

  it('refuses bad arguments and callers without a right', async () => {
    const refused = async (email: string, variables: Record<string, unknown>, status: number) => {
      const response: LightMyRequestResponse = await graph(email, variables);
      expect(response.statusCode).toBe(status);
      return response.json().errors[0].message as string;
    };
    expect(await refused('agency.admin@sightline.test', { orderBy: 'bogus' }, 400)).toBe(MESSAGES.reportLogOrder);
    expect(await refused('agency.admin@sightline.test', { after: '15/06/2026' }, 400)).toBe(MESSAGES.reportLogAfter);
    expect(await refused('agency.admin@sightline.test', { limit: 101 }, 400)).toContain('limit');
    expect(await refused('agency.staff@sightline.test', {}, 403)).toBe(MESSAGES.notAuthorized);
  });

  it('keeps each caller to their scope', async () => {
    expect(await names('other.agency@sightline.test')).toEqual(['Gamma other agency']);
    expect((await log('other.agency@sightline.test', { reportId: ids.alpha })).entries).toEqual([]);
    expect((await log('super@sightline.test')).total).toBe(5);
    // The client with READ_SCHEDULED_REPORT sees its advertiser's reports, never the agency report.
    expect(await names('advertiser@sightline.test')).toEqual(['Beta client report', 'Beta client report']);
  });
});
