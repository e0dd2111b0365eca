#!/usr/bin/env tsx
// `npm run bench:data`: the data-service benchmark of issue 3. Builds (or reuses) the large data set and a 5 M
// variant, then measures advertiser dashboards through HTTP and raw, overview calls and throughput, on SQLite and,
// when BENCH_DATABASE_URL names a PostgreSQL database of its own, on PostgreSQL at 5 M rows too.
import { parseArgs } from 'node:util';
import type { Dataset } from './data/dataset';
import { runSet, type SetResult } from './data/run-set';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    advertisers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
});

// Its own database: building a data set replaces every table in it.
const pgUrl = process.env.BENCH_DATABASE_URL;
const sets: (Dataset & { key: string })[] = [
  {
    key: 'large',
    label: 'SQLite, large (≥ 50 M fact rows)',
    targetRows: 50_000_000,
    fullPlan: true,
    dataDir: 'data/bench/large',
  },
  { key: '5m', label: 'SQLite, 5 M fact rows', targetRows: 5_000_000, dataDir: 'data/bench/5m' },
  ...(pgUrl ? [{ key: 'pg5m', label: 'PostgreSQL, 5 M fact rows', targetRows: 5_000_000, databaseUrl: pgUrl }] : []),
];

const options = {
  advertisers: Number(values.advertisers),
  warmRounds: Number(values.rounds),
  seconds: Number(values.seconds),
  port: 3700,
};
const results: SetResult[] = [];
for (const set of sets.filter((s) => !values.only || values.only.split(',').includes(s.key))) {
  results.push(await runSet(set, { ...options, port: options.port + results.length }));
}

console.log(
  '\n== Summary (targets: HTTP warm p95 ≤ 10 ms, cold p95 ≤ 25 ms, HTTP ÷ raw ≤ 1.5, overview p95 ≤ 25 ms, ≥ 400 dashboards/s)',
);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(32)} warm p95 ${r.httpWarm.p95.toFixed(1)} ms, cold p95 ${r.httpCold.p95.toFixed(1)} ms, ratio ${(r.httpWarm.p95 / r.rawWarm.p95).toFixed(2)}, overview p95 ${r.overview.p95.toFixed(1)} ms, ${r.throughput.toFixed(0)}/s`,
  );
}
const large = results.find((r) => r.label.includes('large'));
const small = results.find((r) => r.label.startsWith('SQLite, 5 M'));
if (large && small)
  console.log(`  p95 at large ÷ p95 at 5 M: ${(large.httpWarm.p95 / small.httpWarm.p95).toFixed(2)} (target ≤ 1.5)`);
