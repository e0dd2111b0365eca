#!/usr/bin/env tsx
// `npm run bench:export`: wall time and peak memory of PDF, PPT and XLS exports of a many-module dashboard (the
// display tab of the showcase advertiser, 15 modules) through the real pipeline (server, export token, print page
// in the system Chromium), over several runs; the XLS builder on a 100,000-row table; and 4 concurrent exports.
// Targets: PDF ≤ 4 s, PPT ≤ 6 s, XLS of 100 k rows ≤ 3 s; 4 concurrent exports without failure.
// First, the cold figure: the first PDF after a server start, as a new user meets it, without the start-up warm-up
// of the export browser (WARM_EXPORTS=0) and with it (the first export asked for once a user has had time to sign
// in and open the dashboard, COLD_DELAY_MS after the server answers).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { bigTableReport } from '../../src/server/exports/fixtures';
import { buildWorkbook } from '../../src/server/exports/xlsx';
import { DEMO_PASSWORD } from '../../src/server/db/demo/accounts';
import { findChromium } from '../lib/chromium.mjs';
import { ensureBuild, median, percentile } from './lib/common';
import { startSmallServer } from './lib/small-server';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3810' } },
});
const RUNS = Number(values.runs);
let ORIGIN = `http://127.0.0.1:${values.port}`;
/** How long after start-up the first export of the "with warm-up" cold run is asked for. */
const COLD_DELAY_MS = 10_000;

/** Resident memory (MB) of a process and all its descendants (the server and its Chromium). */
function treeRssMb(pid: number): number {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows)
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
  }
  return rows.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agency.staff@sightline.test', password: DEMO_PASSWORD, domain: 'localhost' }),
  });
  const { user } = (await response.json()) as { user: { accessToken: string } };
  return { ahauth: `Bearer ${user.accessToken}`, 'content-type': 'application/json' };
}

/** One export from request to downloaded file; throws on failure. */
async function exportOnce(headers: Record<string, string>, format: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const started = await fetch(`${ORIGIN}/api/export/dashboard`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      advertiserId: 10000001,
      tab: 'display',
      format,
      daterange: 'last30days',
      fileName: 'bench',
    }),
  });
  if (started.status !== 202) throw new Error(`start ${format}: ${started.status} ${await started.text()}`);
  const { exportKey } = (await started.json()) as { exportKey: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const job = (await (await fetch(`${ORIGIN}/api/export/jobs/${exportKey}`, { headers })).json()) as {
      status: string;
      error: string | null;
    };
    if (job.status === 'failed') throw new Error(`${format}: ${job.error}`);
    if (job.status === 'done') break;
  }
  const file = await fetch(`${ORIGIN}/api/export/jobs/${exportKey}/file`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { ms: performance.now() - t0, bytes };
}

/** Runs `work` while sampling the tree's memory every 50 ms; returns its result and the peak (MB). */
async function withPeak<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = treeRssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(pid))), 50);
  try {
    return { result: await work(), peakMb: Math.max(peakMb, treeRssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

ensureBuild();
process.env.CHROMIUM_PATH ??= findChromium();
/** The first PDF of a fresh server, started with `env`, asked for `delayMs` after it answers. */
async function coldPdf(port: string, env: Record<string, string>, delayMs: number): Promise<number> {
  const stopCold = await startSmallServer(port, 'export-cold', env);
  const origin = ORIGIN;
  ORIGIN = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return (await exportOnce(await signIn(), 'pdf')).ms;
  } finally {
    ORIGIN = origin;
    stopCold();
  }
}

const coldPort = String(Number(values.port) + 1);
const coldWithout = await coldPdf(coldPort, { WARM_EXPORTS: '0' }, COLD_DELAY_MS);
const coldWith = await coldPdf(String(Number(values.port) + 2), { WARM_EXPORTS: '1' }, COLD_DELAY_MS);
console.log(
  `bench:export — cold: the first PDF ${COLD_DELAY_MS / 1000} s after a server start took ` +
    `${coldWithout.toFixed(0)} ms without warming the export browser, ${coldWith.toFixed(0)} ms with it (WARM_EXPORTS)`,
);

const stop = await startSmallServer(values.port, 'export');
try {
  const headers = await signIn();
  console.log(`bench:export — display tab (15 modules), ${RUNS} runs each, after one warm-up per format`);
  const targets: Record<string, number> = { pdf: 4000, pptx: 6000, xlsx: Infinity };
  for (const format of ['pdf', 'pptx', 'xlsx']) {
    await exportOnce(headers, format);
    const times: number[] = [];
    let peak = 0;
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const { result, peakMb } = await withPeak(stop.pid, () => exportOnce(headers, format));
      times.push(result.ms);
      bytes = result.bytes;
      peak = Math.max(peak, peakMb);
    }
    const target = Number.isFinite(targets[format]) ? `   (target ≤ ${targets[format]} ms)` : '';
    console.log(
      `  ${format.padEnd(4)} median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
        `${(bytes / 1024).toFixed(0)} kB, peak memory (server + Chromium) ${peak.toFixed(0)} MB${target}`,
    );
  }

  const report = bigTableReport(100_000);
  const xlsTimes: number[] = [];
  let xlsPeak = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const buffer = await buildWorkbook(report);
    xlsTimes.push(performance.now() - t0);
    clearInterval(timer);
    xlsPeak = Math.max(xlsPeak, (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024);
    if (run === 0) fs.writeFileSync('/dev/null', buffer);
  }
  console.log(
    `  xlsx 100,000 rows: median ${median(xlsTimes).toFixed(0)} ms, p95 ${percentile(xlsTimes, 95).toFixed(0)} ms, ` +
      `memory growth ${xlsPeak.toFixed(0)} MB   (target ≤ 3000 ms)`,
  );

  const t0 = performance.now();
  const { result: outcomes, peakMb } = await withPeak(stop.pid, () =>
    Promise.allSettled(['pdf', 'pptx', 'xlsx', 'pdf'].map((format) => exportOnce(headers, format))),
  );
  const failed = outcomes.filter((o) => o.status === 'rejected');
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  4 concurrent (pdf, pptx, xlsx, pdf): ${4 - failed.length}/4 succeeded in ${seconds.toFixed(1)} s ` +
      `(${(4 / seconds).toFixed(2)} exports/s), peak memory ${peakMb.toFixed(0)} MB   (target: no failure)`,
  );
  for (const failure of failed) console.log(`    failed: ${String((failure as PromiseRejectedResult).reason)}`);
} finally {
  stop();
}
