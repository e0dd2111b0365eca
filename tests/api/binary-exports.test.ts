import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserIdsWhere, ENGINES, startServerAt, type TestServer } from './harness';
import { freshnessLine, STATUS_WORDS, type FreshnessSummary } from '../../src/domain/freshness-line';
import type { SourceFreshness } from '../../src/server/areas/health/freshness';
import { rows, TEST_NOW } from './overview-helpers';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Cell = number | string | null;
type JsonRow = Record<string, Cell>;

/** Day zero of Excel's 1900 date system, as exceljs reads it. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * The table sheet of an XLSX download: its name, header labels and rows (empty cells as null); and the rows of the
 * 'Data freshness' sheet after it (issue 27), null when the file has none.
 */
async function readSheet(response: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets.length).toBeLessThanOrEqual(2);
  const sheet = workbook.worksheets[0]!;
  const second = workbook.worksheets[1];
  if (second) expect(second.name).toBe('Data freshness');
  const freshness = second
    ? Array.from({ length: second.rowCount }, (_, i) =>
        Array.from({ length: 4 }, (_, c) => second.getRow(i + 1).getCell(c + 1).value ?? null),
      )
    : null;
  const width = sheet.getRow(1).cellCount;
  // Durations are Excel times ('[m]:ss', a fraction of a day), which exceljs reads back as dates: back to seconds.
  const plain = (value: unknown): Cell =>
    value instanceof Date
      ? Math.round((value.getTime() - EXCEL_EPOCH) / 100) / 10
      : ((value as Cell | undefined) ?? null);
  const values = (n: number): Cell[] =>
    Array.from({ length: width }, (_, i) => plain(sheet.getRow(n).getCell(i + 1).value));
  return {
    name: sheet.name,
    header: values(1),
    headerFill: sheet.getCell('A1').fill,
    rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)),
    freshness,
  };
}

/**
 * The 'Data freshness' sheet a file of these campaigns must carry: the dashboard's own line (from the freshness
 * call's answer), a blank row, the sources' header and one row per source.
 */
function freshnessSheet(answer: FreshnessSummary & { sources: SourceFreshness[] }): unknown[][] {
  return [
    ['Data freshness', freshnessLine(answer).text, null, null],
    [null, null, null, null],
    ['Source', 'Last day of data', 'Timeliness', 'Last sync'],
    ...answer.sources.map((s) => [
      s.label,
      s.dataThrough ?? 'No data yet',
      STATUS_WORDS[s.status],
      s.lastSyncAt ? expect.stringContaining('UTC') : expect.any(String),
    ]),
  ];
}

/** A CSV download as header and rows of text fields (no quoted commas in these tables). */
function readCsv(response: LightMyRequestResponse): { header: string[]; rows: string[][] } {
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = response.body.slice(1).trimEnd().split('\r\n');
  return { header: header!.split(','), rows: lines.map((line) => line.split(',')) };
}

const numberOrNull = (text: string): number | null => (text === '' ? null : Number(text));

function expectDownload(response: LightMyRequestResponse, type: string, fileName: string): void {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
}

function expectError(response: LightMyRequestResponse, status: number, error: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
  expect(response.headers['content-disposition']).toBeUndefined();
}

describe.each(ENGINES)('binary exports on %s', (engine) => {
  let server: TestServer;
  let agency: string;
  let client: string;
  let other: string;
  let otherAgencyAdvertiser: number;
  let delivering: { id: number; type: string }[];
  let primary: string;
  const post = (url: string, body: unknown, token: string) => server.post(url, body, token);
  /** The dashboard's freshness call for Riverside's campaigns (all of them when none are named). */
  const freshnessOf = async (campaigns?: { id: number; type: string }[]) =>
    (
      await post('/api/advertiser/performance/freshness', { advertiserId: RIVERSIDE, campaigns }, agency)
    ).json() as FreshnessSummary & { sources: SourceFreshness[] };

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    agency = await tokenOf(server, 'agency.admin@sightline.test');
    client = await tokenOf(server, 'advertiser@sightline.test');
    other = await tokenOf(server, 'other.agency@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
    const [b] = await rows(server.db, sql`select min(id) as id from advertisers where agency_id = 2`);
    otherAgencyAdvertiser = Number(b!.id);
    const [agencyRow] = await rows(
      server.db,
      sql`select a.theme_code from advertisers v join agencies a on a.id = v.agency_id where v.id = ${RIVERSIDE}`,
    );
    primary = (await server.ctx.themes.get(String(agencyRow!.theme_code))).colors.primary;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/export/getConversions', () => {
    const query = () =>
      `advertiserId=${RIVERSIDE}&campaignDashboardIds=${delivering.map((c) => c.id).join(',')}&resolution=day` +
      `&daterange=customRange&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;

    it("is the conversions call's answer as an XLSX file", async () => {
      const json = (await server.get(`/api/advertiser/conversion?${query()}`, agency)).json();
      const response = await post(`/api/export/getConversions?${query()}`, undefined, agency);
      expectDownload(response, XLSX, 'Riverside-Auto-Group_conversions_2026-05-16_2026-06-14.xlsx');
      const sheet = await readSheet(response);
      expect(sheet.name).toBe('Conversions');
      expect(sheet.header).toEqual(['Date', 'Imps', 'Clicks', 'Conversions', 'Conv. Rate']);
      expect(sheet.headerFill).toMatchObject({ fgColor: { argb: `FF${primary.slice(1).toUpperCase()}` } });
      const expected = (json.Conversions as JsonRow[]).map((row) => [
        row.Date,
        row.Impressions,
        row.Clicks,
        row.Conversions,
        row.ConversionRate === null ? null : expect.closeTo(Number(row.ConversionRate) / 100, 10),
      ]);
      expect(json.Conversions.length).toBe(30);
      expect(sheet.rows).toEqual(expected);
      const total = sheet.rows.reduce((sum, row) => sum + Number(row[3]), 0);
      expect(total).toBe(json.TotalConversions);
      const freshness = await freshnessOf(delivering);
      expect(freshness.sources.length).toBeGreaterThan(0);
      expect(sheet.freshness).toEqual(freshnessSheet(freshness));
      expect(response.headers['x-data-through']).toBe(freshness.dataThrough);
    });

    it("answers the conversions call's 400 for each missing parameter", async () => {
      for (const missing of ['advertiserId', 'campaignDashboardIds', 'resolution', 'daterange']) {
        const url = query()
          .split('&')
          .filter((part) => !part.startsWith(`${missing}=`) && (missing !== 'daterange' || !/Date=/.test(part)))
          .join('&');
        expectError(await post(`/api/export/getConversions?${url}`, undefined, agency), 400, 'Missing parameters');
      }
    });
  });

  describe('POST /api/export/getConversionBreakdown', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      advertiserId: RIVERSIDE,
      ...RANGE,
      campaigns: delivering,
      ...extra,
    });
    const json = async (token: string): Promise<JsonRow[]> =>
      (await post('/api/advertiser/performance/getConversionBreakdown', body(), token)).json().Breakdown;

    it("is the conversion breakdown's answer as XLSX, with raw cost only for agency users", async () => {
      const expected = await json(agency);
      expect(expected.length).toBeGreaterThan(1);
      const response = await post('/api/export/getConversionBreakdown', body({ exportType: 'xlsx' }), agency);
      expectDownload(response, XLSX, 'Riverside-Auto-Group_conversion-breakdown_2026-05-16_2026-06-14.xlsx');
      const sheet = await readSheet(response);
      const keys = Object.keys(expected[0]!);
      expect(keys).toContain('Cost');
      expect(sheet.header).toHaveLength(keys.length);
      expect(sheet.header.slice(0, 2)).toEqual(['Conversion Type', 'Imps']);
      const percents = new Set(['ClickThrough', 'CompletionRate']);
      expect(sheet.rows).toEqual(
        expected.map((row) =>
          keys.map((key) =>
            percents.has(key) && row[key] !== null ? expect.closeTo(Number(row[key]) / 100, 10) : row[key],
          ),
        ),
      );

      const own = await readSheet(
        await post('/api/export/getConversionBreakdown', body({ exportType: 'xlsx' }), client),
      );
      expect(own.rows).toHaveLength(expected.length);
      expect(own.header).not.toContain('Cost');
      expect(sheet.freshness).toEqual(freshnessSheet(await freshnessOf(delivering)));
    });

    it("is the conversion breakdown's answer as CSV", async () => {
      const expected = await json(agency);
      const response = await post('/api/export/getConversionBreakdown', body({ exportType: 'csv' }), agency);
      expectDownload(
        response,
        'text/csv; charset=utf-8',
        'Riverside-Auto-Group_conversion-breakdown_2026-05-16_2026-06-14.csv',
      );
      // The CSV stays rows only; the day its data runs through travels in a header.
      const { dataThrough } = await freshnessOf(delivering);
      expect(dataThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(response.headers['x-data-through']).toBe(dataThrough);
      expect(response.body).not.toContain('Data through');
      const csv = readCsv(response);
      const keys = Object.keys(expected[0]!);
      expect(csv.header[0]).toBe('Conversion Type');
      expect(csv.rows).toHaveLength(expected.length);
      csv.rows.forEach((fields, index) => {
        const row = expected[index]!;
        expect(fields[0]).toBe(String(row.ConversionType));
        keys.slice(1).forEach((key, at) => expect(numberOrNull(fields[at + 1]!), key).toBe(row[key]));
      });
    });

    it('answers 400 for a missing or unknown exportType and for missing parameters', async () => {
      expectError(await post('/api/export/getConversionBreakdown', body(), agency), 400, 'Missing parameters');
      for (const exportType of ['pdf', 'XLSX', 'xls']) {
        const response = await post('/api/export/getConversionBreakdown', body({ exportType }), agency);
        expectError(response, 400, "exportType must be 'xlsx' or 'csv'");
      }
      const noCampaigns = await post(
        '/api/export/getConversionBreakdown',
        { advertiserId: RIVERSIDE, ...RANGE, exportType: 'csv' },
        agency,
      );
      expectError(noCampaigns, 400, 'Missing parameters');
    });
  });

  describe('GET /api/export/getTodayView/{advertiserId}', () => {
    it("is the today view's rows of the type as XLSX, hours spread over columns", async () => {
      const all = (await server.get(`/api/advertiser/today-view/${RIVERSIDE}`, agency)).json().rows as JsonRow[];
      const type = String(all[0]!.CampaignType);
      const expected = all.filter((row) => row.CampaignType === type);
      const response = await server.get(`/api/export/getTodayView/${RIVERSIDE}?type=${type.toLowerCase()}`, agency);
      expectDownload(response, XLSX, `Riverside-Auto-Group_today-view-${type.toLowerCase()}_2026-06-15.xlsx`);
      const sheet = await readSheet(response);
      expect(sheet.header.slice(0, 10)).toEqual([
        'Campaign Id',
        'Campaign',
        'Campaign Type',
        'Tactic',
        'Order Id',
        'Imp. Goal',
        'Daily Goal',
        'Imps',
        'Expected by Now',
        'Pacing',
      ]);
      expect(sheet.header.slice(10)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
      expect(sheet.rows).toEqual(
        expected.map((row) => [
          row.CampaignId,
          row.CampaignName,
          row.CampaignType,
          row.Tactic,
          row.OrderId,
          row.ImpressionGoal,
          row.DailyGoal,
          row.Impressions,
          row.ExpectedByNow,
          row.Pacing === null ? null : expect.closeTo(Number(row.Pacing) / 100, 10),
          ...(row.Hours as unknown as number[]),
        ]),
      );
      const ids = new Set(expected.map((row) => row.CampaignId));
      const campaigns = delivering.filter((c) => ids.has(c.id));
      expect(campaigns.length).toBeGreaterThan(0);
      expect(sheet.freshness).toEqual(freshnessSheet(await freshnessOf(campaigns)));
    });

    it('answers 400 without a type', async () => {
      expectError(await server.get(`/api/export/getTodayView/${RIVERSIDE}`, agency), 400, 'Missing parameters');
      expectError(await server.get(`/api/export/getTodayView/${RIVERSIDE}?type=`, agency), 400, 'Missing parameters');
    });
  });

  describe('GET /api/export/getTodayView?type (agency-wide)', () => {
    const HOUR_COLUMNS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
    const figures = (row: JsonRow): unknown[] => [
      row.Impressions,
      row.ExpectedByNow,
      row.Pacing === null ? null : expect.closeTo(Number(row.Pacing) / 100, 10),
      ...(row.Hours as unknown as number[]),
    ];
    const VIEWS = {
      campaigns: {
        header: [
          'Advertiser Id',
          'Client',
          'Campaign Id',
          'Campaign',
          'Campaign Type',
          'Tactic',
          'Order Id',
          'Imp. Goal',
          'Daily Goal',
        ],
        cells: (row: JsonRow): unknown[] => [
          row.AdvertiserId,
          row.AdvertiserName,
          row.CampaignId,
          row.CampaignName,
          row.CampaignType,
          row.Tactic,
          row.OrderId,
          row.ImpressionGoal,
          row.DailyGoal,
        ],
      },
      advertisers: {
        header: ['Advertiser Id', 'Client', 'Live Campaigns'],
        cells: (row: JsonRow): unknown[] => [row.AdvertiserId, row.AdvertiserName, row.LiveCampaigns],
      },
    } as const;
    /** The overview's today view of the type for the caller, and the export of the same query. */
    const both = async (type: keyof typeof VIEWS, token: string, query = '') => {
      const json = await server.get(`/api/performance-overview/today-view-${type}/?${query}`, token);
      expect(json.statusCode, json.body).toBe(200);
      const file = await server.get(`/api/export/getTodayView?type=${type}${query ? `&${query}` : ''}`, token);
      return { rows: json.json().rows as JsonRow[], file };
    };
    const advertisersOf = (rows: JsonRow[]): number[] => [...new Set(rows.map((row) => Number(row.AdvertiserId)))];
    const agencyOf = async (ids: number[]): Promise<number[]> =>
      ids.length === 0
        ? []
        : (await rows(server.db, sql`select distinct agency_id from advertisers where id in (${sql.join(ids)})`)).map(
            (row) => Number(row.agency_id),
          );

    it("is the agency-wide today view's rows of either type as XLSX, for the caller's agency", async () => {
      for (const type of ['campaigns', 'advertisers'] as const) {
        const { rows: expected, file } = await both(type, agency);
        expectDownload(file, XLSX, `Compulse-Media_today-view-${type}_2026-06-15.xlsx`);
        expect(expected.length).toBeGreaterThan(1);
        const sheet = await readSheet(file);
        expect(sheet.name).toBe(type === 'campaigns' ? 'Today Campaigns' : 'Today Advertisers');
        expect(sheet.header).toEqual([...VIEWS[type].header, 'Imps', 'Expected by Now', 'Pacing', ...HOUR_COLUMNS]);
        expect(sheet.headerFill).toMatchObject({ fgColor: { argb: `FF${primary.slice(1).toUpperCase()}` } });
        expect(sheet.rows).toEqual(expected.map((row) => [...VIEWS[type].cells(row), ...figures(row)]));
        // The overview's own freshness (issue 27): its sheet and header equal the overview's freshness call.
        const overview = await server.post('/api/overview/freshness', {}, agency);
        expect(overview.statusCode, overview.body).toBe(200);
        const answer = overview.json() as FreshnessSummary & { sources: SourceFreshness[] };
        expect(answer.sources.length).toBeGreaterThan(0);
        expect(sheet.freshness).toEqual(freshnessSheet(answer));
        expect(file.headers['x-data-through']).toBe(answer.dataThrough);
        expect(await agencyOf(advertisersOf(expected))).toEqual([1]);
      }
    });

    it('keeps the sort key and the "Filter By" values of the overview call', async () => {
      const { user } = await server.login('advertiser@sightline.test');
      for (const query of ['sortBy=name_asc', `advertisers=${RIVERSIDE}&sortBy=pacing_asc`, `userId=${user.user_id}`]) {
        const { rows: expected, file } = await both('campaigns', agency, query);
        expect(expected.length, query).toBeGreaterThan(0);
        const sheet = await readSheet(file);
        expect(
          sheet.rows.map((row) => row[2]),
          query,
        ).toEqual(expected.map((row) => row.CampaignId));
      }
      const { rows: filtered } = await both('campaigns', agency, `advertisers=${RIVERSIDE}`);
      expect(advertisersOf(filtered)).toEqual([RIVERSIDE]);
    });

    it("gives a sub-agency or station user only their scope's advertisers", async () => {
      const all = advertisersOf((await both('advertisers', agency)).rows);
      for (const email of ['subagency@sightline.test', 'station@sightline.test']) {
        const { user, accessToken } = await server.login(email);
        const where =
          email === 'station@sightline.test'
            ? { agency_id: 1, station_id: Number(user.active_station_id) }
            : { agency_id: 1, sub_agency_id: Number(user.active_sub_agency_id) };
        const scope = new Set(await advertiserIdsWhere(server.db, where));
        for (const type of ['campaigns', 'advertisers'] as const) {
          const { rows: expected, file } = await both(type, accessToken);
          const sheet = await readSheet(file);
          expect(sheet.rows).toEqual(expected.map((row) => [...VIEWS[type].cells(row), ...figures(row)]));
          const shown = sheet.rows.map((row) => Number(row[0]));
          expect(shown.length, `${email} ${type}`).toBeGreaterThan(0);
          expect(
            shown.filter((id) => !scope.has(id)),
            email,
          ).toEqual([]);
        }
        const own = advertisersOf((await both('advertisers', accessToken)).rows);
        expect(own.length).toBeLessThan(all.length);
      }
    });

    it("never lists another agency's advertisers", async () => {
      const theirs = await both('advertisers', other);
      expect(await agencyOf((await readSheet(theirs.file)).rows.map((row) => Number(row[0])))).toEqual([2]);
      // Agency A's admin naming an advertiser of agency B in the filter: it is dropped, as the overview call does.
      const probe = await both('campaigns', agency, `advertisers=${RIVERSIDE},${otherAgencyAdvertiser}`);
      const shown = (await readSheet(probe.file)).rows.map((row) => Number(row[0]));
      expect(shown.length).toBeGreaterThan(0);
      expect([...new Set(shown)]).toEqual([RIVERSIDE]);
    });

    it("answers 400 naming 'type' unless it is campaigns or advertisers, and 401 signed out", async () => {
      for (const url of ['', '?type=', '?type=orders', '?type=Campaigns', '?type=ott', '/?type=display']) {
        const response = await server.get(`/api/export/getTodayView${url}`, agency);
        expectError(response, 400, "type must be 'campaigns' or 'advertisers'");
      }
      expect((await server.get('/api/export/getTodayView?type=campaigns&sortBy=worst', agency)).statusCode).toBe(400);
      for (const type of ['campaigns', 'advertisers']) {
        const response = await server.get(`/api/export/getTodayView?type=${type}`, '');
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    });
  });

  it("answers 404 'Advertiser not found' for an advertiser outside the caller's scope, and 401 signed out", async () => {
    const campaigns = delivering.slice(0, 1);
    const requests = (id: number, token: string) => [
      post(
        `/api/export/getConversions?advertiserId=${id}&campaignDashboardIds=${campaigns[0]!.id}&resolution=day&daterange=last7days`,
        undefined,
        token,
      ),
      post('/api/export/getConversionBreakdown', { advertiserId: id, ...RANGE, campaigns, exportType: 'xlsx' }, token),
      server.get(`/api/export/getTodayView/${id}?type=display`, token),
    ];
    for (const [id, token] of [
      [RIVERSIDE, other],
      [otherAgencyAdvertiser, agency],
      [99999999, agency],
    ] as const) {
      for (const response of await Promise.all(requests(id, token))) expectError(response, 404, 'Advertiser not found');
    }
    for (const response of await Promise.all(requests(RIVERSIDE, ''))) expect(response.statusCode).toBe(401);
  });
});
