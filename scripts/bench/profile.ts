#!/usr/bin/env tsx
// `npx tsx scripts/bench/profile.ts`: where the server's time goes under dashboard load (issue 29's profile). Starts
// the real server on a benchmark data set (built by `npm run bench:data`) with `node --cpu-prof`, sends dashboards
// from N clients (cache bypassed) for a few seconds, stops it and prints self time by place and by function for the
// main thread and each read worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/database';
import { printProfile, summariseProfile } from './lib/cpu-profile';
import { pickTargets } from './data/run-set';
import { signIn, startServer } from './data/server';
import { dashboardsPerSecond } from './data/throughput';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: 'data/bench/5m' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '8' },
    mode: { type: 'string', default: 'batched' },
    top: { type: 'string', default: '20' },
  },
});

const dataDir = values['data-dir'];
if (!fs.existsSync(path.join(dataDir, 'sightline.db')))
  throw new Error(`no data set in ${dataDir}: run npm run bench:data first`);
const db = openDatabase({ dataDir });
const targets = await pickTargets(db, 20);
await db.destroy();
const profiles = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-profile-'));
const set = { label: dataDir, targetRows: 0, dataDir };
const server = await startServer(set, 3790, ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
const mode = values.mode === 'unbatched' ? 'unbatched' : 'batched';
try {
  const caller = { url: server.url, token: await signIn(server.url, 'super@sightline.test') };
  // One round first, so the profile is of warm work, not of the first statements' preparation.
  await dashboardsPerSecond(caller, targets, { clients: 1, mode, seconds: 1 });
  const run = await dashboardsPerSecond(caller, targets, {
    clients: Number(values.clients),
    mode,
    seconds: Number(values.seconds),
  });
  console.log(
    `\n== ${dataDir}: ${run.perSecond.toFixed(1)} dashboards/s, ${run.clients} clients, ${mode}, under --cpu-prof`,
  );
} finally {
  await server.stop();
}
const files = fs.readdirSync(profiles).filter((name) => name.endsWith('.cpuprofile'));
for (const name of files.sort()) {
  console.log(`\n-- ${name}`);
  printProfile(summariseProfile(path.join(profiles, name), Number(values.top)));
}
console.log(`\n(profiles kept in ${profiles}; open them in Chrome DevTools for call trees)`);
