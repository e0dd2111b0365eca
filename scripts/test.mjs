#!/usr/bin/env node
// `npm test`: every check, in order, each stage timed. Exits non-zero when any stage fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './lib/chromium.mjs';

const npx = (...args) => ['npx', '--no-install', ...args];

/** The API test files that run on each engine (they loop over ENGINES, tests/api/harness.ts). */
function engineLoopFiles() {
  const dir = 'tests/api';
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && /\bENGINES\b/.test(fs.readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => path.join(dir, name));
}
// Stages with the same `together` run at once (each single-threaded: the two cores serve them side by side); their
// output is held and printed whole as each ends, so the log stays readable.
const STAGES = [
  { name: 'lint', cmd: npx('eslint', '.', '--max-warnings', '0'), together: 'static' },
  { name: 'format', cmd: npx('prettier', '--check', '.', '--log-level', 'warn'), together: 'static' },
  { name: 'typecheck', cmd: npx('tsc', '--noEmit', '-p', 'tsconfig.json'), together: 'static' },
  { name: 'codegen', cmd: ['node', 'scripts/codegen-check.mjs'], together: 'static' },
  { name: 'unit', cmd: npx('vitest', 'run', '--project', 'unit') },
  // Built before the API stage: the deck and workbook tests print the built client's page in Chromium.
  { name: 'build', cmd: npx('vite', 'build', '--logLevel', 'warn') },
  // The API files once per engine, in two processes side by side: each runs its files one at a time (they share
  // template databases), so one process alone left a core idle for the whole stage. PostgreSQL runs only the files
  // that loop over the engines, and only when CI started one.
  {
    name: 'api',
    cmd: npx('vitest', 'run', '--project', 'api'),
    env: { API_ENGINES: 'sqlite' },
    needs: ['build'],
    browser: true,
    together: 'api',
  },
  {
    name: 'api-pg',
    cmd: npx('vitest', 'run', '--project', 'api', ...engineLoopFiles()),
    env: { API_ENGINES: 'postgres' },
    needs: ['build'],
    browser: true,
    together: 'api',
    when: () => !!process.env.TEST_DATABASE_URL,
  },
  { name: 'ui+stories', cmd: npx('vitest', 'run', '--project', 'ui') },
  { name: 'e2e', cmd: npx('playwright', 'test'), needs: ['build'], browser: true },
];

const MAX_FAILURE_LINES = 20;
// Lines that name a failing test or its cause, in vitest's and Playwright's reporters.
const FAILURE_LINE = /^\s*(FAIL\s|×|✘|\d+\) \[|AssertionError|Error:|Expected|Received|Test timed out)/;
// eslint-disable-next-line no-control-regex -- ANSI colour codes are what it strips
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs one stage with its output passed through (or held in `held` when given, for stages run side by side), and
 * keeps the lines that name a failure.
 */
function runStage(cmd, env, held) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env });
    const failures = [];
    const keep = (stream, sink) => {
      let rest = '';
      stream.on('data', (chunk) => {
        if (held) held.push(chunk);
        else sink.write(chunk);
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const raw of lines) {
          const line = raw.replace(ANSI, '').trimEnd();
          if (FAILURE_LINE.test(line) && !failures.includes(line.trim())) failures.push(line.trim());
        }
      });
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ status: code ?? 1, failures }));
  });
}

const only = process.argv.slice(2);
const results = [];
const started = Date.now();

/** Whether a stage can run: Chromium found when it needs one, and no stage it needs failed. */
function prepare(stage) {
  const blocked = (stage.needs ?? []).find((need) => results.some((r) => r.name === need && !r.ok));
  if (blocked) return { skip: `skipped: ${blocked} failed` };
  const env = { ...process.env, ...stage.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  if (stage.browser) {
    try {
      env.CHROMIUM_PATH = findChromium();
    } catch (error) {
      console.error(`\n${error.message}`);
      return { skip: 'no Chromium' };
    }
  }
  return { env };
}

/** Runs a stage, printing its output live or, when `hold` is set, whole at its end. */
async function run(stage, env, hold) {
  const held = hold ? [] : null;
  if (!hold) console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')}`);
  const t0 = Date.now();
  const { status, failures } = await runStage(stage.cmd, env, held);
  const seconds = (Date.now() - t0) / 1000;
  if (hold) {
    console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')}`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(`=== ${stage.name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { name: stage.name, ok: status === 0, seconds, failures };
}

const wanted = STAGES.filter(
  (stage) => (!only.length || only.includes(stage.name)) && (stage.when ? stage.when() : true),
);
for (let i = 0; i < wanted.length;) {
  const stage = wanted[i];
  // A stage and the ones right after it that share its `together` group run side by side.
  let end = i + 1;
  while (stage.together && end < wanted.length && wanted[end].together === stage.together) end += 1;
  const batch = wanted.slice(i, end);
  i += batch.length;
  const ready = batch.map((s) => ({ stage: s, ...prepare(s) }));
  for (const r of ready.filter((r) => r.skip))
    results.push({ name: r.stage.name, ok: false, seconds: 0, note: r.skip });
  const runs = ready.filter((r) => !r.skip);
  const hold = runs.length > 1;
  results.push(...(await Promise.all(runs.map((r) => run(r.stage, r.env, hold)))));
}

console.log('\nStage times:');
for (const r of results)
  console.log(
    `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s${r.note ? `  (${r.note})` : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
// CI shows only the end of the log: repeat what failed where it will be read.
for (const r of results.filter((r) => !r.ok && r.failures?.length)) {
  console.log(`\nFailures in ${r.name} (first ${Math.min(r.failures.length, MAX_FAILURE_LINES)}):`);
  for (const line of r.failures.slice(0, MAX_FAILURE_LINES)) console.log(`  ${line}`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
