import { openDatabase } from '../../../src/server/db/database';
import { ms, summarise, timed } from '../stats';
import { httpDashboard, loadTarget, rawDashboard, type DashboardTarget } from './dashboard';
import { ensureDataset, type Dataset } from './dataset';
import { signIn, startServer } from './server';

export interface SetResult {
  label: string;
  rows: Record<string, number>;
  httpCold: ReturnType<typeof summarise>;
  httpWarm: ReturnType<typeof summarise>;
  rawCold: ReturnType<typeof summarise>;
  rawWarm: ReturnType<typeof summarise>;
  cacheHits: ReturnType<typeof summarise>;
  overview: ReturnType<typeof summarise>;
  throughput: number;
}

const OVERVIEW_PATHS = [
  '/api/performance-overview/impressions/by-tactic/last30days',
  '/api/performance-overview/impressions/last30days',
  '/api/performance-overview/active-campaigns/last30days',
  '/api/performance-overview/impressions/by-clients/last30days',
];

/** Measures one data set: dashboards through HTTP (cache bypassed) and raw, cache hits, overview, throughput. */
export async function runSet(set: Dataset, options: { advertisers: number; warmRounds: number; seconds: number; port: number }): Promise<SetResult> {
  console.log(`\n== ${set.label}`);
  const rows = await ensureDataset(set);
  for (const [table, count] of Object.entries(rows)) console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US').padStart(14)} rows`);
  const db = openDatabase({ databaseUrl: set.databaseUrl ?? null, dataDir: set.dataDir });
  // The 20 advertisers with the most delivery days: the heaviest dashboards, chosen the same way every run.
  const picked = await db
    .selectFrom('rollup_advertiser_day')
    .select('advertiser_id')
    .groupBy('advertiser_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('advertiser_id')
    .limit(options.advertisers)
    .execute();
  const targets: DashboardTarget[] = [];
  for (const { advertiser_id } of picked) targets.push(await loadTarget(db, advertiser_id));
  const server = await startServer(set, options.port);
  try {
    const token = await signIn(server.url, 'super@sightline.test');
    const httpCold = targets.length ? await each(targets, (t) => httpDashboard(server.url, token, t, true)) : [];
    const rawCold = await each(targets, (t) => rawDashboard(db, t));
    const httpWarm: number[] = [];
    const rawWarm: number[] = [];
    for (let round = 0; round < options.warmRounds; round++) {
      httpWarm.push(...(await each(targets, (t) => httpDashboard(server.url, token, t, true))));
      rawWarm.push(...(await each(targets, (t) => rawDashboard(db, t))));
    }
    await each(targets, (t) => httpDashboard(server.url, token, t, false));
    const cacheHits = await each(targets, (t) => httpDashboard(server.url, token, t, false));
    const adminToken = await signIn(server.url, 'agency.admin@sightline.test');
    const overview: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const path of OVERVIEW_PATHS) {
        const [elapsed, response] = await timed(() => fetch(`${server.url}${path}`, { headers: { ahauth: `Bearer ${adminToken}`, 'cache-control': 'no-cache' } }));
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        overview.push(elapsed);
      }
    }
    const throughput = await dashboardsPerSecond(server.url, token, targets, options.seconds);
    const result = {
      label: set.label,
      rows,
      httpCold: summarise(httpCold),
      httpWarm: summarise(httpWarm),
      rawCold: summarise(rawCold),
      rawWarm: summarise(rawWarm),
      cacheHits: summarise(cacheHits),
      overview: summarise(overview),
      throughput,
    };
    print(result);
    return result;
  } finally {
    await server.stop();
    await db.destroy();
  }
}

async function each(targets: DashboardTarget[], run: (t: DashboardTarget) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (const target of targets) times.push(await run(target));
  return times;
}

/** 8 clients loop over the dashboards (cache bypassed) for `seconds`; bounded in count and time, loopback only. */
async function dashboardsPerSecond(url: string, token: string, targets: DashboardTarget[], seconds: number): Promise<number> {
  if (targets.length === 0) return 0;
  const stopAt = Date.now() + seconds * 1000;
  let done = 0;
  const client = async (offset: number): Promise<void> => {
    for (let i = offset; Date.now() < stopAt && i < offset + 1_000_000; i++) {
      await httpDashboard(url, token, targets[i % targets.length]!, true);
      done++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 8 }, (_, i) => client(i)));
  return done / ((Date.now() - started) / 1000);
}

function print(r: SetResult): void {
  const line = (name: string, s: ReturnType<typeof summarise>) => console.log(`  ${name.padEnd(34)} p50 ${ms(s.p50).padStart(10)}  p95 ${ms(s.p95).padStart(10)}  (n=${s.n})`);
  line('dashboard HTTP cold (no cache)', r.httpCold);
  line('dashboard HTTP warm (no cache)', r.httpWarm);
  line('dashboard raw queries cold', r.rawCold);
  line('dashboard raw queries warm', r.rawWarm);
  line('dashboard HTTP cache hits', r.cacheHits);
  line('agency-wide overview (no cache)', r.overview);
  console.log(`  HTTP ÷ raw (p95 warm)               ${(r.httpWarm.p95 / r.rawWarm.p95).toFixed(2)}`);
  console.log(`  throughput, 8 clients               ${r.throughput.toFixed(0)} dashboards/s`);
}
