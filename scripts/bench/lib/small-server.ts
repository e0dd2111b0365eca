/** The server the browser benchmarks talk to: the real one, on a throw-away small-scale SQLite database. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the server on `port`, waits for /api/health, and returns the function that stops it and cleans up. With
 * `dataDir`, the server uses that folder (several instances on one database) and stopping leaves it to the caller.
 */
export async function startSmallServer(
  port: string,
  label: string,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<(() => void) & { pid: number }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `sightline-${label}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_SCALE: 'small',
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = (): void => {
    server.kill('SIGTERM');
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return Object.assign(stop, { pid: server.pid ?? 0 });
}
