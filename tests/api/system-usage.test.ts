import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_COLUMNS, type UsageFigures, type UsageRow } from '../../src/domain/usage';
import { ENGINES, startServerAt, TEST_TODAY, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TODAY = { from: TEST_TODAY, to: TEST_TODAY };
const LAYOUT_QUERY = `query Layout($tactic: String!, $advertiserId: Int) {
  layout(tactic: $tactic, advertiserId: $advertiserId) { tactic }
}`;

interface Report {
  items: UsageRow[];
  total: number;
  limit: number;
  offset: number;
  from: string;
  to: string;
  totals: UsageFigures;
}

describe.each(ENGINES)('usage reports on %s', (engine) => {
  let server: TestServer;
  let superuser: string;
  let admin: string;

  const report = async (query: Record<string, string | number> = {}, token = superuser): Promise<Report> => {
    const params = new URLSearchParams(Object.entries({ ...TODAY, ...query }).map(([k, v]) => [k, String(v)]));
    const response = await server.get(`/api/admin/usage?${params}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };
  const agencyA = async (): Promise<UsageRow> => (await report({ agencyId: 1 })).items[0]!;

  beforeAll(async () => {
    server = await startServerAt(engine);
    superuser = await tokenOf(server, 'super@sightline.test');
    admin = await tokenOf(server, 'agency.admin@sightline.test');
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts a sign-in, a dashboard view, exports by format, a share and its opening, exactly once each', async () => {
    const before = await agencyA();
    const last = await server.db
      .selectFrom('usage_events')
      .select(sql<number>`max(id)`.as('id'))
      .executeTakeFirst();
    const staffLogin = await server.login('agency.staff@sightline.test');
    const staff = staffLogin.accessToken;
    const view = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: LAYOUT_QUERY, variables: { tactic: 'display', advertiserId: RIVERSIDE } },
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(view.statusCode, view.body).toBe(200);
    const campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
    const breakdown = (exportType: string) =>
      server.post(
        '/api/export/getConversionBreakdown',
        { advertiserId: RIVERSIDE, ...RANGE, campaigns, exportType },
        staff,
      );
    expect((await breakdown('xlsx')).statusCode).toBe(200);
    expect((await breakdown('csv')).statusCode).toBe(200);
    const shared = await server.post(
      '/api/getShareDashboardLink',
      { advertiserId: RIVERSIDE, tab: 'summary', ...RANGE },
      staff,
    );
    expect(shared.statusCode, shared.body).toBe(201);
    const opened = await server.get(`/api/getSharedDashboard?id=${(shared.json() as { shortId: string }).shortId}`);
    expect(opened.statusCode).toBe(200);
    // An agency switch is not a sign-in.
    await server.post('/api/ahswitchagency', { agency_id: 1 }, staff);

    const after = await agencyA();
    const grew = Object.fromEntries(USAGE_COLUMNS.map(({ key }) => [key, after[key] - before[key]]));
    expect(grew).toEqual({
      signIns: 1,
      activeUsers: expect.any(Number),
      dashboardViews: 1,
      exportsPdf: 0,
      exportsPpt: 0,
      exportsXls: 1,
      exportsCsv: 1,
      sharesCreated: 1,
      shareOpens: 1,
      scheduledRuns: 0,
    });
    const events = await server.db
      .selectFrom('usage_events')
      .selectAll()
      .where('id', '>', Number(last?.id ?? 0))
      .orderBy('id')
      .execute();
    const staffId = staffLogin.user.user_id;
    expect(events.map((e) => [e.kind, e.format, e.agency_id, e.user_id, e.day])).toEqual([
      ['sign_in', null, 1, staffId, TEST_TODAY],
      ['dashboard_view', null, 1, staffId, TEST_TODAY],
      ['export', 'xls', 1, staffId, TEST_TODAY],
      ['export', 'csv', 1, staffId, TEST_TODAY],
      ['share_create', 'link', 1, staffId, TEST_TODAY],
      ['share_open', null, 1, null, TEST_TODAY],
    ]);
    expect(events.slice(1).every((e) => e.advertiser_id === RIVERSIDE)).toBe(true);
  });

  it('counts a dashboard export job by its format when it starts (pptx as ppt)', async () => {
    const staff = await tokenOf(server, 'agency.staff@sightline.test');
    const before = await agencyA();
    const started = await server.post(
      '/api/export/dashboard',
      { advertiserId: RIVERSIDE, tab: 'display', format: 'pptx', ...RANGE },
      staff,
    );
    expect(started.statusCode, started.body).toBe(202);
    const refused = await server.post(
      '/api/export/dashboard',
      { advertiserId: RIVERSIDE, tab: 'no-such-tab', format: 'pdf', ...RANGE },
      staff,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const after = await agencyA();
    expect([after.exportsPpt - before.exportsPpt, after.exportsPdf - before.exportsPdf]).toEqual([1, 0]);
  });

  it('sums each agency and the totals as direct SQL does, active users being distinct users', async () => {
    const period = { from: '2026-05-01', to: TEST_TODAY };
    const answer = await report({ ...period, limit: 500 });
    const direct = await server.db
      .selectFrom('usage_events')
      .select([
        'agency_id',
        sql<number>`count(case when kind = 'sign_in' then 1 end)`.as('signIns'),
        sql<number>`count(case when kind = 'dashboard_view' then 1 end)`.as('views'),
        sql<number>`count(distinct user_id)`.as('users'),
        sql<number>`count(case when kind = 'export' and format = 'pdf' then 1 end)`.as('pdf'),
      ])
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .groupBy('agency_id')
      .execute();
    expect(direct.length).toBeGreaterThan(0);
    for (const row of direct.filter((r) => r.agency_id !== null)) {
      const item = answer.items.find((i) => i.agencyId === row.agency_id)!;
      expect([item.signIns, item.dashboardViews, item.activeUsers, item.exportsPdf]).toEqual(
        [row.signIns, row.views, row.users, row.pdf].map(Number),
      );
    }
    const everyone = await server.db
      .selectFrom('usage_events')
      .select(sql<number>`count(distinct user_id)`.as('n'))
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .where('agency_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(answer.totals.activeUsers).toBe(Number(everyone.n));
    expect(answer.totals.signIns).toBe(answer.items.reduce((sum, item) => sum + item.signIns, 0));
    expect(answer.totals.activeUsers).toBeLessThanOrEqual(answer.items.reduce((sum, i) => sum + i.activeUsers, 0));
  });

  it('lists agencies without events with zeros, so the table is complete', async () => {
    const agencies = await server.db.selectFrom('agencies').select('id').execute();
    const empty = await report({ from: '2020-01-01', to: '2020-01-31' });
    expect(empty.total).toBe(agencies.length);
    expect(empty.items).toHaveLength(agencies.length);
    for (const item of empty.items) for (const { key } of USAGE_COLUMNS) expect(item[key]).toBe(0);
    expect(empty.from).toBe('2020-01-01');
  });

  it('defaults to the last 30 days, today included', async () => {
    const response = await server.get('/api/admin/usage', superuser);
    expect(response.json()).toMatchObject({ from: '2026-05-17', to: TEST_TODAY });
  });

  it('refuses a bad date, an end before the start and more than 366 days with our texts', async () => {
    const refused = async (query: string) => {
      const response = await server.get(`/api/admin/usage?${query}`, superuser);
      expect(response.statusCode).toBe(400);
      return (response.json() as { error: string }).error;
    };
    expect(await refused('from=2026-02-30&to=2026-03-01')).toBe('Dates must be valid days written yyyy-MM-dd.');
    expect(await refused('from=yesterday')).toBe('Dates must be valid days written yyyy-MM-dd.');
    expect(await refused('from=2026-06-10&to=2026-06-01')).toBe('The end of the period must not be before its start.');
    expect(await refused('from=2025-01-01&to=2026-01-02')).toBe('A usage period may cover at most 366 days.');
    expect((await server.get('/api/admin/usage?from=2025-01-01&to=2026-01-01', superuser)).statusCode).toBe(200);
    const daily = await server.get('/api/admin/usage/daily?from=2026-06-10&to=2026-06-01', superuser);
    expect(daily.statusCode).toBe(400);
    expect((await server.get('/api/admin/usage?agencyId=99999', superuser)).json()).toEqual({
      error: 'Agency not found',
    });
  });

  it('pages, sorts and searches the agencies on the server', async () => {
    const all = await report({ limit: 500, sort: 'agencyName' });
    const names = all.items.map((i) => i.agencyName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const second = await report({ limit: 2, offset: 2, sort: 'agencyName' });
    expect(second).toMatchObject({ total: all.total, limit: 2, offset: 2 });
    expect(second.items.map((i) => i.agencyName)).toEqual(names.slice(2, 4));
    const busiest = await report({ sort: 'signIns', dir: 'desc', from: '2026-05-01' });
    const counts = busiest.items.map((i) => i.signIns);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const searched = await report({ search: 'sbg' });
    expect(searched.total).toBe(1);
    expect(searched.items[0]!.agencyName).toBe('SBG Advertising');
    expect((await server.get('/api/admin/usage?sort=bogus', superuser)).statusCode).toBe(400);
  });

  it('answers the chart per day by kind, every day present', async () => {
    const response = await server.get('/api/admin/usage/daily?from=2026-06-01&to=2026-06-15&agencyId=1', superuser);
    expect(response.statusCode).toBe(200);
    const { days } = response.json() as { days: { day: string; signIns: number }[] };
    expect(days).toHaveLength(15);
    expect(days[0]!.day).toBe('2026-06-01');
    const direct = await server.db
      .selectFrom('usage_events')
      .select(sql<number>`count(*)`.as('n'))
      .where('kind', '=', 'sign_in')
      .where('agency_id', '=', 1)
      .where('day', '>=', '2026-06-01')
      .where('day', '<=', '2026-06-15')
      .executeTakeFirstOrThrow();
    expect(days.reduce((sum, d) => sum + d.signIns, 0)).toBe(Number(direct.n));
  });

  it('exports the table as a workbook: title with the period, header, a row per agency, totals', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/usage/export.xlsx?from=2026-05-17&to=2026-06-15&sort=agencyName',
      headers: { ahauth: `Bearer ${superuser}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Sightline usage – 2026-05-17 to 2026-06-15.xlsx')}`,
    );
    const table = await report({ from: '2026-05-17', limit: 500, sort: 'agencyName' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain('2026-05-17 to 2026-06-15');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(3)).toEqual(['Agency', ...USAGE_COLUMNS.map((c) => c.label)]);
    const first = table.items[0]!;
    expect(values(4)).toEqual([first.agencyName, ...USAGE_COLUMNS.map((c) => first[c.key])]);
    expect(values(4 + table.items.length)).toEqual(['Total', ...USAGE_COLUMNS.map((c) => table.totals[c.key])]);
    expect(sheet.getRow(4).getCell(2).numFmt).toBe('#,##0');

    const one = await server.get('/api/admin/usage/export.xlsx?from=2026-05-17&to=2026-06-15&agencyId=2', superuser);
    expect(decodeURIComponent(String(one.headers['content-disposition']))).toContain(
      'SBG Advertising usage – 2026-05-17 to 2026-06-15.xlsx',
    );
  });

  it('refuses signed-out callers with 401 and an agency admin with 403 on every usage call', async () => {
    for (const url of ['/api/admin/usage', '/api/admin/usage/daily', '/api/admin/usage/export.xlsx']) {
      expect((await server.get(`${url}?from=bad`)).statusCode).toBe(401);
      const refused = await server.get(`${url}?from=bad`, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Sorry, you do not have access.' });
    }
  });
});
