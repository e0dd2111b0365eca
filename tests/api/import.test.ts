import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDeliveryCsv } from '../../src/server/import/import-file';
import { currentDataGeneration } from '../../src/server/services/data-generation';
import { ENGINES, startTestServer, type TestServer } from './harness';

const NOW = DateTime.fromISO('2026-06-30T12:00:00Z');
const HEADER = 'campaign_id,date,impressions,clicks,cost,conversions,completions,dimension,key';
const csv = (...lines: string[]): string => [HEADER, ...lines].join('\n') + '\n';

describe.each(ENGINES)('CSV delivery import on %s', (engine) => {
  let server: TestServer;
  let campaign: { id: number; advertiser_id: number };
  beforeAll(async () => {
    server = await startTestServer(engine);
    campaign = await server.db
      .selectFrom('campaigns')
      .select(['id', 'advertiser_id'])
      .where('advertiser_id', '=', 10000002)
      .where('campaign_type', '=', 'DISPLAY')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => server?.close());

  const good = (): string =>
    csv(
      `${campaign.id},2026-06-16,1000,10,12.50,2,,,`,
      `${campaign.id},2026-06-16,600,6,7.50,1,,zip,10001`,
      `${campaign.id},2026-06-16,400,4,5.00,1,,zip,90210`,
      `${campaign.id},2026-06-17,2000,20,25.00,3,,,`,
    );
  const daily = (day: number) =>
    server.db
      .selectFrom('fact_daily')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('day', '=', day)
      .executeTakeFirst();

  it('loads a good file, refreshes the rollups and bumps the data generation', async () => {
    const before = await currentDataGeneration(server.db);
    const result = await importDeliveryCsv(server.db, good(), NOW);
    expect(result).toMatchObject({ loaded: true, refusals: [], dailyRows: 2, breakdownRows: 2, campaigns: 1 });
    expect(result.dataGeneration).toBeGreaterThan(before);
    expect(await daily(20260616)).toMatchObject({ impressions: 1000, clicks: 10, cost: 12.5, conversions: 2 });
    const rollup = await server.db
      .selectFrom('rollup_advertiser_day')
      .selectAll()
      .where('advertiser_id', '=', campaign.advertiser_id)
      .where('day', '=', 20260617)
      .execute();
    expect(rollup.map((r) => [r.campaign_type, Number(r.impressions), r.campaigns])).toEqual([['DISPLAY', 2000, 1]]);
    const agency = await server.db
      .selectFrom('rollup_agency_day')
      .select(['impressions', 'advertisers'])
      .where('agency_id', '=', 1)
      .where('day', '=', 20260617)
      .where('campaign_type', '=', 'DISPLAY')
      .executeTakeFirstOrThrow();
    expect(Number(agency.impressions)).toBe(2000);
    expect(agency.advertisers).toBe(1);
  });

  it('re-importing the same file replaces the rows instead of adding to them', async () => {
    await importDeliveryCsv(server.db, good(), NOW);
    const again = csv(
      `${campaign.id},2026-06-16,1000,10,12.50,2,,,`,
      `${campaign.id},2026-06-16,1000,10,12.50,2,,zip,10001`,
    );
    expect((await importDeliveryCsv(server.db, again, NOW)).loaded).toBe(true);
    expect(await daily(20260616)).toMatchObject({ impressions: 1000, clicks: 10 });
    const zips = await server.db
      .selectFrom('fact_dim_daily')
      .select(['key', 'impressions'])
      .where('campaign_id', '=', campaign.id)
      .where('dim', '=', 'zip')
      .where('day', '=', 20260616)
      .execute();
    expect(zips).toEqual([{ key: '10001', impressions: 1000 }]);
  });

  it('loads nothing when one line among good ones is refused, and names the line and the reason', async () => {
    const before = await currentDataGeneration(server.db);
    const file = csv(`${campaign.id},2026-06-18,500,5,6.00,1,,,`, `${campaign.id},2026-06-19,500,5,six,1,,,`);
    const result = await importDeliveryCsv(server.db, file, NOW);
    expect(result.loaded).toBe(false);
    expect(result.refusals).toEqual([{ line: 3, reason: 'cost is not a number: "six"' }]);
    expect(await daily(20260618)).toBeUndefined();
    expect(await currentDataGeneration(server.db)).toBe(before);
  });

  it.each([
    ['unknown campaign', '999999,2026-06-10,10,1,1,0,,,', 'unknown campaign 999999'],
    ['bad date', 'C,2026-02-30,10,1,1,0,,,', 'bad date "2026-02-30" (expected yyyy-MM-dd)'],
    ['future date', 'C,2026-07-05,10,1,1,0,,,', 'date 2026-07-05 is in the future'],
    ['negative number', 'C,2026-06-10,-10,1,1,0,,,', 'impressions is negative: -10'],
    ['non-numeric number', 'C,2026-06-10,10,x,1,0,,,', 'clicks is not a number: "x"'],
    ['fractional count', 'C,2026-06-10,10.5,1,1,0,,,', 'impressions must be a whole number: 10.5'],
    ['unknown dimension', 'C,2026-06-10,10,1,1,0,,planet,Mars', 'unknown dimension "planet"'],
    ['key without dimension', 'C,2026-06-10,10,1,1,0,,,10001', 'dimension is required with a key'],
    ['bad zip key', 'C,2026-06-10,10,1,1,0,,zip,123', 'zip key must be five digits: "123"'],
    ['clicks above impressions', 'C,2026-06-10,10,11,1,0,,,', 'clicks (11) greater than impressions (10)'],
    ['wrong number of cells', 'C,2026-06-10,10,1', 'expected 9 cells, found 4'],
  ])('refuses a line with %s', async (_name, line, reason) => {
    const result = await importDeliveryCsv(server.db, csv(line.replace(/^C,/, `${campaign.id},`)), NOW);
    expect(result.loaded).toBe(false);
    expect(result.refusals).toEqual([{ line: 2, reason }]);
  });

  it('refuses duplicates within the file, pointing at the first occurrence', async () => {
    const line = `${campaign.id},2026-06-10,10,1,1,0,,zip,10001`;
    const result = await importDeliveryCsv(server.db, csv(line, line), NOW);
    expect(result.refusals).toEqual([
      { line: 3, reason: 'duplicate of line 2 (same campaign, date, dimension and key)' },
    ]);
  });

  it('refuses a header with unknown or missing columns', async () => {
    const result = await importDeliveryCsv(
      server.db,
      'campaign_id,date,impressions,clicks,spend\n1,2026-06-10,1,1,1\n',
      NOW,
    );
    expect(result.refusals.map((r) => r.reason)).toEqual([
      'unknown column "spend"',
      'missing column "cost"',
      'missing column "conversions"',
    ]);
    expect(result.refusals.every((r) => r.line === 1)).toBe(true);
  });

  it('stores every catalogue measure on daily rows too, fractions where the measure has them', async () => {
    const file =
      `campaign_id,date,impressions,clicks,cost,conversions,sessions,answered_calls,grps\n` +
      `${campaign.id},2026-06-10,1,0,1,0,5,3,1.25\n`;
    const result = await importDeliveryCsv(server.db, file, NOW);
    expect(result.refusals).toEqual([]);
    const row = await server.db
      .selectFrom('fact_daily')
      .select(['sessions', 'answered_calls', 'grps'])
      .where('campaign_id', '=', campaign.id)
      .where('day', '=', 20260610)
      .executeTakeFirstOrThrow();
    expect([Number(row.sessions), Number(row.answered_calls), Number(row.grps)]).toEqual([5, 3, 1.25]);
    const fractional = `campaign_id,date,impressions,clicks,cost,conversions,calls\n${campaign.id},2026-06-10,1,0,1,0,2.5\n`;
    expect((await importDeliveryCsv(server.db, fractional, NOW)).refusals).toEqual([
      { line: 2, reason: 'calls must be a whole number: 2.5' },
    ]);
  });
});

describe('npm run import', () => {
  it('prints every refusal with its line and exits non-zero', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-import-'));
    const file = path.join(dir, 'delivery.csv');
    fs.writeFileSync(file, csv('424242,2026-06-10,10,1,1,0,,,', '424242,2026-06-31,10,1,1,0,,,'));
    const run = spawnSync('npx', ['--no-install', 'tsx', 'src/server/import/cli.ts', file], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:2: unknown campaign 424242`);
    expect(run.stderr).toContain(`${file}:3: bad date "2026-06-31" (expected yyyy-MM-dd)`);
    expect(run.stderr).toContain('Refused 2 line(s); nothing was loaded.');
  });
});
