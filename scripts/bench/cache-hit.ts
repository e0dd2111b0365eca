#!/usr/bin/env tsx
// A cache hit through HTTP (issue 29 §4): starts the server on the demo data, answers a few dashboard calls once
// (the miss), then times `--hits` sequential hits of each, plain and brotli, and prints p50/p95. `--root` runs the
// server of another checkout (the figure before a change), so both sides are measured by the same client.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summarise } from './stats';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
    scale: { type: 'string', default: 'demo' },
    hits: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3790' },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const RIVERSIDE = 10000001;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-cache-hit-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: values.root,
  stdio: 'ignore',
  env: { ...process.env, DATA_DIR: dataDir, DEMO_SCALE: values.scale, HOST: '127.0.0.1', PORT: values.port },
});
const stop = (): void => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; i < 1200; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'agency.admin@sightline.test', password: 'sightline-demo', domain: 'localhost' }),
});
const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
const auth = { ahauth: `Bearer ${token}`, 'content-type': 'application/json' };
const campaignList = await fetch(`${base}/api/advertiser/campaigns/${RIVERSIDE}`, { headers: auth });
const listed = (await campaignList.json()) as { Campaign: { CampaignId: number; CampaignType: string }[] };
const campaigns = listed.Campaign.map((c) => ({ id: c.CampaignId, type: c.CampaignType }));
const range = { daterange: 'last30days' };
const calls: [string, Record<string, unknown>][] = [
  ['summary', { advertiserId: RIVERSIDE, ...range }],
  ['breakdown', { advertiserId: RIVERSIDE, ...range, campaigns, dimension: 'zip' }],
  ['daily', { advertiserId: RIVERSIDE, ...range, campaigns }],
];

/** One request, read to the end (undici decodes a compressed body, as a browser would). */
async function post(call: string, body: unknown, encoding: string): Promise<{ ms: number; cache: string | null }> {
  const start = performance.now();
  const response = await fetch(`${base}/api/advertiser/performance/${call}`, {
    method: 'POST',
    headers: { ...auth, 'accept-encoding': encoding },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - start, cache: response.headers.get('x-cache') };
}

console.log(`Cache hits through HTTP, ${values.hits} each, server of ${values.root} (${values.scale} data)`);
for (const [call, body] of calls) {
  for (const encoding of ['identity', 'br']) {
    await post(call, body, encoding);
    const times: number[] = [];
    for (let i = 0; i < Number(values.hits); i++) {
      const { ms, cache } = await post(call, body, encoding);
      if (cache !== 'hit') throw new Error(`${call}: expected a hit, got ${cache}`);
      times.push(ms);
    }
    const { p50, p95 } = summarise(times);
    console.log(`  ${call.padEnd(10)} ${encoding.padEnd(8)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`);
  }
}
stop();
process.exit(0);
