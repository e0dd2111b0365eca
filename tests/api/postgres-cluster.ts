import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of one test file, so the file can stop and start it without disturbing the
 * shared test server (scripts/ci/start-postgres.sh does the same for CI).
 */
export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, user `sightline`. */
  url: string;
  /** `pg_ctl stop -m fast`: every backend ends, new connections are refused. */
  stop(): Promise<void>;
  /** Starts the stopped cluster again on the same port and data (nothing when it runs). */
  start(): Promise<void>;
  /** Stops the cluster (if running) and removes its files. */
  destroy(): Promise<void>;
}

/** The directory of `initdb` and `pg_ctl`: $PG_BIN, Debian's /usr/lib/postgresql/<version>/bin, or PATH. */
export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN ?? ''];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb'))) ?? null;
}

/** Why the cluster cannot run here, or null when it can. */
export function clusterUnavailableReason(bin: string | null): string | null {
  if (!bin) return 'no PostgreSQL server binaries (initdb) in $PG_BIN, /usr/lib/postgresql/*/bin or PATH';
  if (process.getuid?.() === 0 && userId('postgres') === null)
    return 'running as root without a postgres user for initdb';
  return null;
}

/** initdb into a temp dir and start the server on a free port of 127.0.0.1 (about a second). */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-outage-pg-'));
  const data = path.join(dir, 'data');
  // initdb refuses to run as root: the server runs as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, userId('postgres')!, 0);
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await exec('initdb', ['-D', data, '-U', 'sightline', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const settings = [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  let running = false;
  const start = async () => {
    if (running) return;
    await exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', '-o', settings, 'start']);
    running = true;
  };
  const stop = async (mode = 'fast') => {
    if (!running) return;
    await exec('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://sightline@127.0.0.1:${port}/postgres`,
    stop: () => stop(),
    start,
    async destroy() {
      await stop('immediate');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The numeric id of a local user, or null when there is none. */
function userId(name: string): number | null {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  return line ? Number(line.split(':')[2]) : null;
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
