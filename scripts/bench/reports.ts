#!/usr/bin/env tsx
// `npm run bench:reports`: 200 scheduled PDF reports of a many-module dashboard (the display tab of the showcase
// advertiser) due at the same minute, two server instances on one SQLite database, each with its own scheduler and
// export browser. Prints the time from the due minute until every report is sent, reports per minute, the peak
// memory of both servers with their Chromium, duplicates (a report run or e-mailed twice) and losses (a report never
// sent), and a dashboard's load through HTTP before and during the burst. Target (issue 25 §7): all 200 delivered
// within 10 minutes, 0 duplicates, 0 lost; renders share a bounded browser pool so dashboards stay usable.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DEMO_PASSWORD } from '../../src/server/db/demo/accounts';
import { findChromium } from '../lib/chromium.mjs';
import { ensureBuild, median, percentile } from './lib/common';
import { startSmallServer } from './lib/small-server';

const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '200' },
    port: { type: 'string', default: '3830' },
    'limit-minutes': { type: 'string', default: '15' },
  },
});
const REPORTS = Number(values.reports);
const PORTS = [values.port, String(Number(values.port) + 1)];
const ORIGIN = `http://127.0.0.1:${PORTS[0]}`;
const ADVERTISER = 10000001;
const TAB = 'display';
const FINAL = new Set(['sent', 'partial', 'failed', 'skipped', 'held']);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory (MB) of a process and all its descendants (a server and its Chromium). */
function treeRssMb(pids: number[]): number {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set(pids);
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

async function signIn(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, domain: 'localhost' }),
  });
  const { user } = (await response.json()) as { user: { accessToken: string } };
  return { ahauth: `Bearer ${user.accessToken}`, 'content-type': 'application/json' };
}

/** A dashboard's five data calls through HTTP (the response cache bypassed), in ms. */
async function dashboardMs(
  headers: Record<string, string>,
  origin: string,
  campaigns: { id: number; type: string }[],
): Promise<number> {
  const body = { advertiserId: ADVERTISER, daterange: 'last90days', campaigns };
  const post = async (route: string, payload: unknown): Promise<void> => {
    const response = await fetch(`${origin}${route}`, {
      method: 'POST',
      headers: { ...headers, 'cache-control': 'no-cache' },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const t0 = performance.now();
  await Promise.all([
    post('/api/advertiser/performance/summary', { advertiserId: ADVERTISER, daterange: 'last90days' }),
    post('/api/advertiser/performance/daily', body),
    post('/api/advertiser/performance/breakdown', { ...body, dimension: 'zip' }),
    post('/api/advertiser/performance/breakdown', { ...body, dimension: 'publisher' }),
    post('/api/advertiser/performance/breakdown', { ...body, dimension: 'device' }),
  ]);
  return performance.now() - t0;
}

async function main(): Promise<void> {
  ensureBuild();
  process.env.CHROMIUM_PATH ??= findChromium() ?? '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-reports-'));
  const env = { WARM_EXPORTS: '1' };
  console.log(`Starting two instances on one database (${dataDir})…`);
  const first = await startSmallServer(PORTS[0]!, 'reports-1', env, { dataDir });
  const second = await startSmallServer(PORTS[1]!, 'reports-2', env, { dataDir });
  const db = new Database(path.join(dataDir, 'sightline.db'), { readonly: true, fileMustExist: true });
  try {
    const headers = await signIn('agency.admin@sightline.test');
    const campaigns = (
      db.prepare('select id, campaign_type as type from campaigns where advertiser_id = ?').all(ADVERTISER) as {
        id: number;
        type: string;
      }[]
    ).map(({ id, type }) => ({ id, type }));
    const { agency_id: agencyId } = db.prepare('select agency_id from advertisers where id = ?').get(ADVERTISER) as {
      agency_id: number;
    };
    // Due at the first whole minute at least 90 s away: time to create every report first.
    const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
    const time = `${String(due.getUTCHours()).padStart(2, '0')}:${String(due.getUTCMinutes()).padStart(2, '0')}`;
    console.log(`Creating ${REPORTS} reports due at ${due.toISOString()}…`);
    for (let i = 0; i < REPORTS; i++) {
      const response = await fetch(`${ORIGIN}/api/scheduledReportCreate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Bench report ${i + 1}`,
          kind: 'dashboard',
          agencyId,
          advertiserId: ADVERTISER,
          advertisers: [{ advertiserId: ADVERTISER, tabs: [TAB] }],
          formats: ['pdf'],
          dateRange: 'last30days',
          recipients: { userIds: [], emails: [`client${i + 1}@example.com`] },
          subject: '{report}: {advertiser}, {period}',
          message: 'Your weekly performance report from {agency}.',
          schedule: { frequency: 'daily', time, timezone: 'UTC' },
          readiness: { waitForData: false, deadlineHours: 1, atDeadline: 'send' },
          enabled: true,
        }),
      });
      if (!response.ok) throw new Error(`create ${i + 1}: ${response.status} ${await response.text()}`);
    }
    const before: number[] = [];
    while (Date.now() < due.getTime() - 2_000 && before.length < 20)
      before.push(await dashboardMs(headers, ORIGIN, campaigns));
    while (Date.now() < due.getTime()) await sleep(200);

    const during: number[] = [];
    let peakMb = 0;
    let done = 0;
    let lastDone = -1;
    const deadline = due.getTime() + Number(values['limit-minutes']) * 60_000;
    const count = db.prepare(
      `select status, count(*) as n from report_runs where trigger = 'schedule' group by status`,
    );
    while (Date.now() < deadline) {
      peakMb = Math.max(peakMb, treeRssMb([first.pid, second.pid]));
      during.push(await dashboardMs(headers, during.length % 2 ? `http://127.0.0.1:${PORTS[1]}` : ORIGIN, campaigns));
      const rows = count.all() as { status: string; n: number }[];
      done = rows.filter((row) => FINAL.has(row.status)).reduce((sum, row) => sum + row.n, 0);
      if (done !== lastDone) {
        console.log(
          `  +${((Date.now() - due.getTime()) / 1000).toFixed(0)} s: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')}`,
        );
        lastDone = done;
      }
      if (done >= REPORTS) break;
      await sleep(1_000);
    }
    const finishedAt = (
      db.prepare(`select max(finished_at) as at from report_runs where trigger = 'schedule'`).get() as {
        at: number | null;
      }
    ).at;
    const elapsedS = ((finishedAt ?? Date.now()) - due.getTime()) / 1000;
    const duplicateRuns = (
      db
        .prepare(
          `select count(*) as n from (select report_id from report_runs where trigger = 'schedule' group by report_id having count(*) > 1)`,
        )
        .get() as { n: number }
    ).n;
    const duplicateMail = (
      db
        .prepare(
          `select count(*) as n from (select to_address from mail_outbox group by to_address having count(*) > 1)`,
        )
        .get() as { n: number }
    ).n;
    const sent = (
      db
        .prepare(
          `select count(distinct report_id) as n from report_runs where trigger = 'schedule' and status = 'sent'`,
        )
        .get() as { n: number }
    ).n;
    const mails = (db.prepare(`select count(*) as n from mail_outbox where status = 'sent'`).get() as { n: number }).n;
    const byInstance = db
      .prepare(
        `select claimed_by as instance, count(*) as n from report_runs where trigger = 'schedule' group by claimed_by`,
      )
      .all() as { instance: string; n: number }[];
    console.log('');
    console.log(`reports due at one minute      ${REPORTS}`);
    console.log(`sent (distinct reports)         ${sent}   e-mails sent ${mails}`);
    console.log(`time until all final            ${elapsedS.toFixed(0)} s  (target ≤ 600 s)`);
    console.log(`reports per minute              ${((sent / Math.max(elapsedS, 1)) * 60).toFixed(1)}`);
    console.log(`runs per instance               ${byInstance.map((row) => `${row.instance}: ${row.n}`).join(', ')}`);
    console.log(`duplicates                      runs ${duplicateRuns}, e-mails ${duplicateMail}  (target 0)`);
    console.log(`lost                            ${REPORTS - sent}  (target 0)`);
    console.log(`peak memory, both servers       ${peakMb.toFixed(0)} MB (with Chromium)`);
    console.log(
      `dashboard before the burst      p50 ${median(before).toFixed(0)} ms, p95 ${percentile(before, 95).toFixed(0)} ms (${before.length})`,
    );
    console.log(
      `dashboard during the burst      p50 ${median(during).toFixed(0)} ms, p95 ${percentile(during, 95).toFixed(0)} ms (${during.length})`,
    );
  } finally {
    db.close();
    first();
    second();
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
