/**
 * `npx tsx scripts/bench/breakdown-rollups.ts` (DATA_DIR or DATABASE_URL as the server's): the zip and publisher
 * breakdowns of the advertiser with the most breakdown rows, called straight through `breakdown()`, median and p95
 * of 50 runs for last90days, last30days and thisyear, plus a hash of each answer so two builds (before and after a
 * change; `BREAKDOWN_MODULE` names another copy of the module) can be shown to answer byte for byte the same.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { resolveDateRange } from '../../src/domain/date-presets';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { advertiserCampaigns } from '../../src/server/kernel/campaigns';
import type { breakdown as BreakdownFn } from '../../src/server/services/performance/breakdown';

const RUNS = 50;

type Breakdown = typeof BreakdownFn;

async function load(modulePath: string): Promise<Breakdown> {
  const module = (await import(modulePath.startsWith('.') ? modulePath : path.resolve(modulePath))) as {
    breakdown: Breakdown;
  };
  return module.breakdown;
}

async function main(): Promise<void> {
  const builds: [string, Breakdown][] = [['this build', await load('../../src/server/services/performance/breakdown')]];
  // Runs alternate between the builds, so both see the same load on a shared machine.
  if (process.env.BREAKDOWN_MODULE) builds.push(['other build', await load(process.env.BREAKDOWN_MODULE)]);
  const config = readConfig(process.env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { rows } = await sql<{ advertiser_id: number; n: number }>`
    select advertiser_id, count(*) as n from fact_dim_daily where dim = 'zip'
    group by advertiser_id order by n desc limit 1`.execute(db);
  const advertiserId = Number(rows[0]!.advertiser_id);
  const campaigns = await advertiserCampaigns(db, advertiserId);
  console.log(`advertiser ${advertiserId}: ${campaigns.length} campaigns, ${Number(rows[0]!.n)} zip rows`);
  for (const preset of ['last90days', 'last30days', 'thisyear']) {
    const range = resolveDateRange(preset, { timeZone: 'UTC', now: DateTime.utc() })!;
    for (const dimension of ['zip', 'publisher'] as const) {
      const times = builds.map((): number[] => []);
      const answers = builds.map(() => '');
      for (let i = 0; i < RUNS; i++) {
        for (const [b, [, breakdown]] of builds.entries()) {
          const started = process.hrtime.bigint();
          const result = await breakdown(db, campaigns, range, dimension, 'agency', {});
          times[b]!.push(Number(process.hrtime.bigint() - started) / 1e6);
          answers[b] = JSON.stringify(result);
        }
      }
      for (const [b, [name]] of builds.entries()) {
        const sorted = times[b]!.sort((x, y) => x - y);
        const hash = createHash('sha256').update(answers[b]!).digest('hex').slice(0, 12);
        const median = sorted[Math.floor(RUNS / 2)]!.toFixed(2);
        const p95 = sorted[Math.floor(RUNS * 0.95)]!.toFixed(2);
        console.log(
          `${preset.padEnd(11)} ${dimension.padEnd(9)} ${name.padEnd(11)} median ${median} ms  p95 ${p95} ms  answer ${hash}`,
        );
      }
    }
  }
  await db.destroy();
}

void main();
