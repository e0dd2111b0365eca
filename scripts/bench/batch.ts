#!/usr/bin/env tsx
// `npm run bench:batch` (issue 29): one advertiser dashboard's five calls (summary, daily, zip and publisher
// breakdowns, KPI) through HTTP, sent separately side by side vs as one POST /api/batch, on the small demo data.
// Warm (cache hits) and cold (`Cache-Control: no-cache`, which each part carries too); p50/p95 over the rounds.
// Also the in-process cost of one part (`app.inject`), against the same call made over HTTP.
import { parseArgs } from 'node:util';
import { BATCH_PATH } from '../../src/domain/batch';
import { riversideDashboardCalls } from './lib/riverside-dashboard';
import { startSmallServer } from './lib/small-server';
import { signIn } from './data/server';
import { ms, summarise, timed } from './stats';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '200' }, port: { type: 'string', default: '3790' } },
});
const rounds = Number(values.rounds);
const url = `http://127.0.0.1:${values.port}`;

const stop = await startSmallServer(values.port, 'batch');
try {
  const token = await signIn(url, 'agency.admin@sightline.test');
  const calls = await riversideDashboardCalls(url, token);
  const headers = (cold: boolean) => ({
    'content-type': 'application/json',
    ahauth: `Bearer ${token}`,
    ...(cold ? { 'cache-control': 'no-cache' } : {}),
  });
  const post = async (path: string, payload: unknown, cold: boolean): Promise<void> => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: headers(cold),
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const separate = (cold: boolean) => Promise.all(calls.map((call) => post(call.url, call.body, cold)));
  const batched = async (cold: boolean) => {
    const response = await fetch(`${url}${BATCH_PATH}`, {
      method: 'POST',
      headers: headers(cold),
      body: JSON.stringify({ calls }),
    });
    const answer = (await response.json()) as { results: { id: string; status: number }[] };
    const failed = answer.results.filter((r) => r.status !== 200);
    if (!response.ok || failed.length) throw new Error(`batch: ${response.status} ${JSON.stringify(failed)}`);
  };
  const measure = async (run: (cold: boolean) => Promise<unknown>, cold: boolean) => {
    for (let i = 0; i < 20; i++) await run(cold); // warm-up: JIT, prepared statements, the cache
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push((await timed(() => run(cold)))[0]);
    return summarise(times);
  };
  console.log(
    `Riverside dashboard, ${calls.length} calls, ${(calls[1]!.body as { campaigns: unknown[] }).campaigns.length} campaigns, ${rounds} rounds each`,
  );
  for (const cold of [false, true]) {
    const alone = await measure(separate, cold);
    const batch = await measure(batched, cold);
    const label = cold ? 'cold (no-cache)' : 'warm (cache hits)';
    console.log(
      `  ${label.padEnd(18)} separate p50 ${ms(alone.p50)} p95 ${ms(alone.p95)} | batched p50 ${ms(batch.p50)} p95 ${ms(batch.p95)}`,
    );
  }
  // What a part costs in the server beyond its route's own work: the same warm call alone, and 40 times in a batch.
  const one = calls[0]!;
  const aloneOnce = await measure(() => post(one.url, one.body, false), false);
  const forty = Array.from({ length: 40 }, (_, i) => ({ ...one, id: `p${i}` }));
  const fortyParts = await measure(async () => {
    const response = await fetch(`${url}${BATCH_PATH}`, {
      method: 'POST',
      headers: headers(false),
      body: JSON.stringify({ calls: forty }),
    });
    await response.arrayBuffer();
  }, false);
  console.log(
    `  one warm summary alone p50 ${ms(aloneOnce.p50)}; 40 of it in one batch p50 ${ms(fortyParts.p50)} (${ms(fortyParts.p50 / 40)} a part)`,
  );
} finally {
  stop();
}
