#!/usr/bin/env tsx
// `npm run bench:data`: the data-service benchmark of issues 3 and 29. Builds (or reuses) the large data set and a
// 5 M variant, then measures advertiser dashboards through HTTP (five calls side by side, and as one batch) and raw,
// cache hits, the overview, throughput with 8 and 32 clients, and simulated users, on SQLite and, when
// BENCH_DATABASE_URL names a PostgreSQL database of its own, on PostgreSQL at 5 M rows too. Ends with every target
// of issue 29 and whether it is met.
//   --only 5m,large,pg5m   the sets to run        --advertisers 20   dashboards measured
//   --seconds 20           each throughput run    --rounds 5         warm rounds
//   --users 50             simulated users        --users-seconds 60 their run (0 skips it)
import { parseArgs } from 'node:util';
import type { Dataset } from './data/dataset';
import { printSet } from './data/print';
import { runSet, type SetResult } from './data/run-set';
import { printSummary } from './data/summary';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    advertisers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    users: { type: 'string', default: '50' },
    'users-seconds': { type: 'string', default: '60' },
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

const number = (name: string, text: string | undefined): number => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0, not ${text}`);
  return value;
};
const options = {
  advertisers: number('advertisers', values.advertisers),
  warmRounds: number('rounds', values.rounds),
  seconds: number('seconds', values.seconds),
  users: number('users', values.users),
  usersSeconds: number('users-seconds', values['users-seconds']),
  port: 3700,
};
const chosen = sets.filter((s) => !values.only || values.only.split(',').includes(s.key));
if (chosen.length === 0) throw new Error(`--only names no set; the sets are ${sets.map((s) => s.key).join(', ')}`);
const results: SetResult[] = [];
for (const set of chosen) {
  const result = await runSet(set, { ...options, port: options.port + results.length });
  printSet(result);
  results.push(result);
}
printSummary(results);
