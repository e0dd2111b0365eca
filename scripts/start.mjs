#!/usr/bin/env node
// `npm start`: build the SPA when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'src', 'modules', 'layouts', 'public', 'package.json'];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child === '__generated__') continue;
    latest = Math.max(latest, newest(path.join(entry, child)));
  }
  return latest;
}

const built = path.join(process.env.DIST_DIR ?? 'dist', 'index.html');
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newest))) {
  console.log('Building the web app (vite build)...');
  const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
