/** Pieces every browser benchmark shares: the production build and simple statistics. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export const percentile = (list: number[], p: number): number => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
export const median = (list: number[]): number => percentile(list, 50);

/** The production build must exist: the server serves dist/. */
export function ensureBuild(): void {
  if (fs.existsSync(path.join(ROOT, 'dist/index.html'))) return;
  console.log('Building the client (vite build)…');
  spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}
