import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { databaseProbe, isDatabaseUnavailable } from './database-health';
import { AppError } from './errors';

/** A server that accepts connections and never says a word, like a database host that hangs. */
let silent: net.Server;
let silentPort: number;
/** A port nobody listens on. */
let closedPort: number;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  silent = net.createServer((socket) => sockets.add(socket));
  silentPort = await listen(silent);
  const closed = net.createServer();
  closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection as node-postgres reports it', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: closedPort, user: 'nobody' });
    const error = await rejection(client.connect());
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a pool that gets no connection within its timeout', async () => {
    const db = openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${silentPort}/none`, connectTimeoutMs: 100 });
    const started = performance.now();
    const error = await rejection(db.selectFrom('agencies').select('id').execute());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await db.destroy();
  });

  it("recognises PostgreSQL's shutdown, restart and connection-class codes", () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection because of crash', '57P02'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('recognises a SQLite file locked by another connection', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-health-'));
    const file = path.join(dir, 'locked.db');
    const holder = new SQLite(file);
    const other = new SQLite(file);
    try {
      holder.exec('create table t (x); begin exclusive; insert into t values (1);');
      other.pragma('busy_timeout = 0');
      let error: unknown = null;
      try {
        other.prepare('select * from t').all();
      } catch (caught) {
        error = caught;
      }
      expect(error).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('looks through causes and aggregated errors', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), refused]))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(new AppError(404, 'notFound'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "nothing" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('UNIQUE constraint failed: users.email', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('databaseProbe', () => {
  it('says up while the database answers', async () => {
    const db = openDatabase({ sqliteFile: ':memory:' });
    expect(await databaseProbe(db)()).toBe('up');
    await db.destroy();
  });

  it('says down when the database refuses connections', async () => {
    const db = openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${closedPort}/none` });
    expect(await databaseProbe(db)()).toBe('down');
    await db.destroy();
  });

  it('says down within its timeout when the database does not answer', async () => {
    const db = openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${silentPort}/none`, connectTimeoutMs: 300 });
    const started = performance.now();
    expect(await databaseProbe(db, 100)()).toBe('down');
    expect(performance.now() - started).toBeLessThan(1_000);
    await db.destroy();
  });
});

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}
