import { Migrator, sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfEpoch, epochDay } from '../../src/domain/rollup-periods';
import { roundMoney } from '../../src/domain/spend';
import { migrations } from '../../src/server/db/migrations';
import { importDeliveryCsv } from '../../src/server/import/import-file';
import { refreshDimRollups } from '../../src/server/services/dim-rollups';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';

type Row = Record<string, number | string | null>;

const NOW = DateTime.fromISO('2026-06-30T12:00:00Z');
const HEADER = 'campaign_id,date,impressions,clicks,cost,conversions,completions,dimension,key';
const FIRST = 20251120;
const LAST = 20260614;
const iso = (day: number): string => DateTime.fromISO(String(day)).toISODate()!;

/** Ranges that read months, weeks and days in every combination (see splitRange). */
const RANGES: [string, number, number][] = [
  ['whole months', 20260101, 20260331],
  ['partial weeks at both ends', 20260107, 20260520],
  ['a short range', 20260210, 20260214],
  ['a year end', 20251210, 20260120],
];

/** A breakdown file: every day of the span, three publishers and three zips a day, cents in the cost. */
function breakdownCsv(campaignId: number, scale = 1, only?: number): string {
  const lines = [HEADER];
  for (let epoch = epochDay(FIRST); epoch <= epochDay(LAST); epoch++) {
    const day = dayOfEpoch(epoch);
    if (only !== undefined && day !== only) continue;
    const date = iso(day);
    for (const [i, key] of ['rollup-a.example', 'rollup-b.example', 'rollup-c.example'].entries()) {
      const n = ((epoch * 7 + i * 13) % 90) + 10 * scale;
      lines.push(`${campaignId},${date},${n * 100},${n},${(n * 1.37).toFixed(2)},${n % 3},,publisher,${key}`);
    }
    for (const [i, zip] of ['10001', '90210', '60601'].entries()) {
      if (scale !== 1 && i === 2) continue; // the changed file drops a zip: its row must leave the rollups too
      const n = ((epoch * 5 + i * 11) % 70) + 5 * scale;
      lines.push(`${campaignId},${date},${n * 50},${n},${(n * 0.91).toFixed(2)},${n % 2},,zip,${zip}`);
    }
  }
  return lines.join('\n') + '\n';
}

describe.each(ENGINES)('rollup-backed breakdowns on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let campaign: { id: number; type: string };
  const answer = async (dimension: string, start: number, end: number): Promise<Row[]> => {
    const response = await server.post(
      '/api/advertiser/performance/breakdown',
      {
        advertiserId: RIVERSIDE,
        daterange: 'customRange',
        startDate: iso(start),
        endDate: iso(end),
        campaigns: [campaign],
        dimension,
        reload: true,
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    return response.json().Rows;
  };
  /** The raw-row reference: sums of `fact_dim_daily` per key, straight from SQL. */
  const reference = async (dim: string, start: number, end: number) => {
    const { rows } = await sql<Record<string, unknown>>`
      select key, sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
        sum(cost) as cost from fact_dim_daily
      where campaign_id = ${campaign.id} and dim = ${dim} and day between ${start} and ${end} group by key`.execute(
      server.db,
    );
    return new Map(rows.map((r) => [String(r.key), r]));
  };
  const expectRawSums = async (dimension: string, column: string, start: number, end: number) => {
    const rows = await answer(dimension, start, end);
    const expected = await reference(dimension, start, end);
    const keys = rows.filter((row) => row[column] !== 'Other');
    expect(keys.length).toBeGreaterThan(0);
    for (const row of keys) {
      const sums = expected.get(String(row[column]));
      expect(sums, String(row[column])).toBeDefined();
      expect(row.Impressions).toBe(Number(sums!.impressions));
      expect(row.Clicks).toBe(Number(sums!.clicks));
      expect(row.Conversions).toBe(Number(sums!.conversions));
      expect(row.Cost).toBe(roundMoney(Number(sums!.cost)));
    }
    const total = [...expected.values()].reduce((sum, r) => sum + Number(r.impressions), 0);
    expect(rows.reduce((sum, row) => sum + Number(row.Impressions), 0)).toBe(total);
  };
  const periodRows = async () =>
    (
      await server.db
        .selectFrom('fact_dim_period')
        .select(['dim', 'grain', 'period', 'key', 'impressions', 'cost'])
        .where('campaign_id', '=', campaign.id)
        .orderBy('dim')
        .orderBy('grain')
        .orderBy('period')
        .orderBy('key')
        .execute()
    ).map((r) => `${r.dim}|${r.grain}|${r.period}|${r.key}|${Number(r.impressions)}|${Number(r.cost).toFixed(2)}`);

  beforeAll(async () => {
    server = await startTestServer(engine);
    token = (await server.login('agency.admin@sightline.test')).accessToken;
    campaign = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type as type'])
      .where('advertiser_id', '=', RIVERSIDE)
      .where('campaign_type', '=', 'DISPLAY')
      .executeTakeFirstOrThrow();
    const result = await importDeliveryCsv(server.db, breakdownCsv(campaign.id), NOW);
    expect(result).toMatchObject({ loaded: true, refusals: [] });
  });
  afterAll(async () => server?.close());

  it.each(RANGES)('publisher and zip rows over %s equal the raw-row sums', async (_, start, end) => {
    await expectRawSums('publisher', 'Publisher', start, end);
    await expectRawSums('zip', 'ZipCode', start, end);
  });

  it('the import wrote the week and month rollups of the imported days', async () => {
    const rows = await periodRows();
    const february = (await reference('zip', 20260201, 20260228)).get('10001')!;
    expect(rows).toContain(
      `zip|month|20260201|10001|${Number(february.impressions)}|${Number(february.cost).toFixed(2)}`,
    );
    expect(rows.some((r) => r.startsWith('publisher|week|20251229|rollup-a.example|'))).toBe(true);
  });

  it('re-importing a changed day rebuilds only its week and month, and the answers match again', async () => {
    const changed = 20260311; // a Wednesday: week of 2026-03-09, month of 2026-03-01
    const before = await periodRows();
    const result = await importDeliveryCsv(server.db, breakdownCsv(campaign.id, 3, changed), NOW);
    expect(result).toMatchObject({ loaded: true, refusals: [] });
    const after = await periodRows();
    const touched = (row: string) => /\|(week\|20260309|month\|20260301)\|/.test(row);
    expect(after.filter((row) => !touched(row))).toEqual(before.filter((row) => !touched(row)));
    expect(after.filter(touched)).not.toEqual(before.filter(touched));
    expect(after.some((row) => row.startsWith('zip|week|20260309|60601|'))).toBe(true); // other days keep the zip
    for (const [, start, end] of [...RANGES, ['March', 20260301, 20260331] as const]) {
      await expectRawSums('zip', 'ZipCode', start, end);
      await expectRawSums('publisher', 'Publisher', start, end);
    }
    const day = await reference('zip', changed, changed);
    expect([...day.keys()].sort()).toEqual(['10001', '90210']);
  });

  it('a refresh rebuilds the periods of the touched days only, apart or following each other', async () => {
    const before = await periodRows();
    const touched = (days: number[]) => days.map((day) => ({ campaignId: campaign.id, dim: 'zip', day }));
    // Weeks of 03-09 and 03-23 (not the one between) and March: three periods.
    expect(await refreshDimRollups(server.db, touched([20260311, 20260325, 20260326]))).toBe(3);
    // Weeks of 03-09, 03-16 and 03-23, one run, and March.
    expect(await refreshDimRollups(server.db, touched([20260311, 20260318, 20260325]))).toBe(4);
    expect(await refreshDimRollups(server.db, [{ campaignId: campaign.id, dim: 'airing', day: 20260311 }])).toBe(0);
    expect(await periodRows()).toEqual(before);
  });

  it('the migration backfills the rollups of existing rows, as the writers left them', async () => {
    const counts = async () =>
      (
        await sql<{ grain: string; n: unknown; impressions: unknown }>`
          select grain, count(*) as n, sum(impressions) as impressions from fact_dim_period group by grain order by grain`.execute(
          server.db,
        )
      ).rows.map((r) => `${r.grain} ${Number(r.n)} ${Number(r.impressions)}`);
    const [before, totals] = [await periodRows(), await counts()];
    const schema =
      engine === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(server.db)).rows[0]
        : undefined;
    const migrator = new Migrator({
      db: server.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      ...(schema ? { migrationTableSchema: schema.name } : {}),
    });
    expect((await migrator.migrateTo('0026-sales')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await periodRows()).toEqual(before);
    expect(await counts()).toEqual(totals);
  });
});
