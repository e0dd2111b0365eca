#!/usr/bin/env node
// The server for end-to-end tests: a throw-away SQLite database with the small demo data set.
// E2E_DATA_DIR (set by playwright.config.ts) names the data folder so a journey can read what the server writes
// there, such as the e-mail outbox; it is emptied at the start and removed at the end, so it must be a folder of
// its own named sightline-e2e-…. Without it, a fresh temporary folder is used.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function dataFolder() {
  const given = process.env.E2E_DATA_DIR;
  if (!given) return fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-e2e-'));
  const dir = path.resolve(given);
  if (!path.basename(dir).startsWith('sightline-e2e-')) {
    console.error(`E2E_DATA_DIR must be a folder named sightline-e2e-…, not ${dir}`);
    process.exit(2);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const dataDir = dataFolder();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DEMO_SCALE: 'small', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
