import { openDatabase, type Db } from '../../../src/server/db/database';
import { summarise, timed, type Summary } from '../stats';
import { httpDashboard, loadTarget, rawDashboard, type Caller, type CallMode, type DashboardTarget } from './dashboard';
import { ensureDataset, type Dataset } from './dataset';
import { signIn, startServer, type RunningServer } from './server';
import { throughputRuns, type Throughput } from './throughput';
import { simulateUsers, type UsersResult } from './users';

/** A dashboard's times through HTTP in one way of calling. */
export interface ModeTimes {
  cold: Summary;
  warm: Summary;
  cacheHits: Summary;
}

/** Everything measured on one data set. */
export interface SetResult {
  key: string;
  label: string;
  rows: Record<string, number>;
  http: Record<CallMode, ModeTimes>;
  rawCold: Summary;
  rawWarm: Summary;
  overview: Summary;
  throughput: Throughput[];
  users: UsersResult | null;
}

/** How long and how wide a set is measured. */
export interface RunOptions {
  advertisers: number;
  warmRounds: number;
  /** Length of each throughput run, s. */
  seconds: number;
  /** Length of the simulated users' run, s (0 skips it). */
  usersSeconds: number;
  users: number;
  port: number;
}

const OVERVIEW_PATHS = [
  '/api/performance-overview/impressions/by-tactic/last30days',
  '/api/performance-overview/impressions/last30days',
  '/api/performance-overview/active-campaigns/last30days',
  '/api/performance-overview/impressions/by-clients/last30days',
];

const MODES: readonly CallMode[] = ['unbatched', 'batched'];

/** The advertisers with the most delivery days: the heaviest dashboards, chosen the same way every run. */
export async function pickTargets(db: Db, count: number): Promise<DashboardTarget[]> {
  const picked = await db
    .selectFrom('rollup_advertiser_day')
    .select('advertiser_id')
    .groupBy('advertiser_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('advertiser_id')
    .limit(count)
    .execute();
  const targets: DashboardTarget[] = [];
  for (const { advertiser_id } of picked) targets.push(await loadTarget(db, advertiser_id));
  return targets;
}

async function each(targets: readonly DashboardTarget[], run: (t: DashboardTarget) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (const target of targets) times.push(await run(target));
  return times;
}

async function overviewTimes(url: string): Promise<number[]> {
  const adminToken = await signIn(url, 'agency.admin@sightline.test');
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const path of OVERVIEW_PATHS) {
      const headers = { ahauth: `Bearer ${adminToken}`, 'cache-control': 'no-cache' };
      const [elapsed, response] = await timed(() => fetch(`${url}${path}`, { headers }));
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      times.push(elapsed);
    }
  }
  return times;
}

/**
 * Measures one data set. Cold is each way of calling's first pass over the dashboards in a server process of its
 * own (fresh statement caches, SQLite page cache and JIT; the cache bypassed); warm is the later rounds, still
 * bypassing the cache; cache hits are a pass once the cache holds every dashboard. Then the overview, the
 * throughput runs and the simulated users.
 */
export async function runSet(set: Dataset & { key: string }, options: RunOptions): Promise<SetResult> {
  console.log(`\n== ${set.label}`);
  const rows = await ensureDataset(set);
  for (const [table, count] of Object.entries(rows)) console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US').padStart(14)} rows`);
  const db = openDatabase({ databaseUrl: set.databaseUrl ?? null, dataDir: set.dataDir });
  const targets = await pickTargets(db, options.advertisers);
  let server: RunningServer | null = null;
  const start = async (): Promise<Caller> => {
    await server?.stop();
    server = await startServer(set, options.port);
    return { url: server.url, token: await signIn(server.url, 'super@sightline.test') };
  };
  try {
    const cold = {} as Record<CallMode, number[]>;
    let caller!: Caller;
    for (const mode of MODES) {
      caller = await start();
      cold[mode] = await each(targets, (t) => httpDashboard(caller, t, mode, true));
    }
    const rawCold = await each(targets, (t) => rawDashboard(db, t));
    const warm: Record<CallMode, number[]> = { unbatched: [], batched: [] };
    const rawWarm: number[] = [];
    for (let round = 0; round < options.warmRounds; round++) {
      for (const mode of MODES) warm[mode].push(...(await each(targets, (t) => httpDashboard(caller, t, mode, true))));
      rawWarm.push(...(await each(targets, (t) => rawDashboard(db, t))));
    }
    const http = {} as Record<CallMode, ModeTimes>;
    for (const mode of MODES) {
      await each(targets, (t) => httpDashboard(caller, t, mode, false));
      const cacheHits = await each(targets, (t) => httpDashboard(caller, t, mode, false));
      http[mode] = { cold: summarise(cold[mode]), warm: summarise(warm[mode]), cacheHits: summarise(cacheHits) };
    }
    const overview = summarise(await overviewTimes(caller.url));
    const throughput = await throughputRuns(caller, targets, options.seconds);
    const users =
      options.usersSeconds > 0 ? await simulateUsers(caller, targets, { users: options.users, seconds: options.usersSeconds }) : null;
    const result: SetResult = {
      key: set.key,
      label: set.label,
      rows,
      http,
      rawCold: summarise(rawCold),
      rawWarm: summarise(rawWarm),
      overview,
      throughput,
      users,
    };
    return result;
  } finally {
    await (server as RunningServer | null)?.stop();
    await db.destroy();
  }
}
