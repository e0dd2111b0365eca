#!/usr/bin/env tsx
// The SQLite read pool (issue 29 item 2) on and off: one advertiser dashboard as one cold POST /api/batch (five
// calls, `Cache-Control: no-cache`, so every part reads the database), sent by 1, 8 and 32 clients in a loop for a
// few seconds each. Prints p50/p95 and dashboards per second for each pool size, on the small demo data.
// `npx tsx scripts/bench/read-pool.ts [--seconds 8] [--workers 0,2] [--clients 1,8,32] [--data-dir DIR]`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BATCH_PATH } from '../../src/domain/batch';
import { signIn } from './data/server';
import { riversideDashboardCalls } from './lib/riverside-dashboard';
import { startSmallServer } from './lib/small-server';
import { ms, summarise } from './stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    workers: { type: 'string', default: '0,2' },
    clients: { type: 'string', default: '1,8,32' },
    port: { type: 'string', default: '3791' },
    // A folder kept between runs (seeded by the first), instead of a throw-away one.
    'data-dir': { type: 'string' },
  },
});
const url = `http://127.0.0.1:${values.port}`;
const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-read-pool-'));

async function run(workers: string): Promise<void> {
  const stop = await startSmallServer(values.port, 'read-pool', { SQLITE_READ_WORKERS: workers }, { dataDir });
  try {
    const token = await signIn(url, 'agency.admin@sightline.test');
    const payload = JSON.stringify({ calls: await riversideDashboardCalls(url, token) });
    const headers = { 'content-type': 'application/json', ahauth: `Bearer ${token}`, 'cache-control': 'no-cache' };
    const dashboard = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${url}${BATCH_PATH}`, { method: 'POST', headers, body: payload });
      const answer = (await response.json()) as { results: { status: number; body?: unknown }[] };
      const failed = answer.results.filter((r) => r.status !== 200);
      if (!response.ok || failed.length) throw new Error(`batch: ${response.status} ${JSON.stringify(failed)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 30; i++) await dashboard(); // warm-up: JIT, prepared statements, workers started
    for (const clients of values.clients.split(',').map(Number)) {
      const times: number[] = [];
      const until = performance.now() + Number(values.seconds) * 1000;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < until) times.push(await dashboard());
        }),
      );
      const { p50, p95, n } = summarise(times);
      const perSecond = (n / Number(values.seconds)).toFixed(0);
      console.log(
        `  workers ${workers}, ${String(clients).padStart(2)} clients: p50 ${ms(p50)} p95 ${ms(p95)}, ${perSecond}/s`,
      );
    }
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

console.log(`Riverside dashboard as one cold batch, ${values.seconds} s per client count`);
try {
  for (const workers of values.workers.split(',')) await run(workers);
} finally {
  if (!values['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
}
