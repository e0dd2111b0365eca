import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Dataset } from './dataset';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the real server in its own process on the data set (with `nodeArgs`, e.g. --cpu-prof), waits for /api/health. */
export async function startServer(set: Dataset, port: number, nodeArgs: readonly string[] = []): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'error' };
  if (set.dataDir) env.DATA_DIR = path.resolve(set.dataDir);
  if (set.databaseUrl) env.DATABASE_URL = set.databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the API and returns the access token. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'sightline-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { accessToken: string } };
  return user.accessToken;
}
