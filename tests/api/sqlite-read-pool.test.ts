/**
 * The SQLite read pool (src/server/db/read-pool.ts): reads answered by worker threads while the main connection
 * writes, a worker's crash survived, a full queue refused as "busy", an aborted request's reads dropped, and the
 * same rows as the main connection gives. SQLite only: PostgreSQL reads through its own pool.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { openDatabase, readPoolOf, type Db } from '../../src/server/db/database';
import { READ_ABORTED, READS_BUSY } from '../../src/server/db/read-pool';
import { installRequestAbort } from '../../src/server/kernel/request-abort';
import { installRestErrors } from '../../src/server/kernel/rest-errors';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/** A read that keeps a worker busy for a few hundred milliseconds. */
const slowRead = (db: Db, upTo = 2_000_000) =>
  sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${upTo})
    select count(*) as n from c`.execute(db);

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe.runIf(ENGINES.includes('sqlite'))('the SQLite read pool', () => {
  let server: TestServer;
  let file: string;
  const others: Db[] = [];
  /** Another database object on the same file: its own main connection and read pool. */
  const sameFile = (options: { readWorkers: number; readQueueLimit?: number }): Db => {
    const db = openDatabase({ dataDir: path.dirname(file), sqliteFile: path.basename(file), ...options });
    others.push(db);
    return db;
  };

  beforeAll(async () => {
    server = await startServerAt('sqlite');
    const { rows } = await sql<{ file: string }>`pragma database_list`.execute(server.db);
    file = rows[0]!.file;
  });
  afterAll(async () => {
    await Promise.all(others.map((db) => db.destroy()));
    await server.close();
  });

  it('answers reads from workers while a write transaction holds the main connection', async () => {
    const token = await tokenOf(server, 'agency.admin@sightline.test');
    const notesBefore = await server.db
      .selectFrom('advertisers')
      .select(sql<number>`count(*)`.as('n'))
      .execute();
    let finish!: () => void;
    const writing = server.db.transaction().execute(async (trx) => {
      await trx.updateTable('advertisers').set({ name: 'Pool Probe' }).where('id', '=', RIVERSIDE).execute();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await until(() => finish !== undefined);
    const seen = await server.db
      .selectFrom('advertisers')
      .select('name')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirst();
    expect(seen?.name).not.toBe('Pool Probe');
    const count = await server.db
      .selectFrom('advertisers')
      .select(sql<number>`count(*)`.as('n'))
      .execute();
    expect(count).toEqual(notesBefore);
    const response = await server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE, reload: true },
      token,
    );
    expect(response.statusCode).toBe(200);
    finish();
    await writing;
    const after = await server.db
      .selectFrom('advertisers')
      .select('name')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirst();
    expect(after?.name).toBe('Pool Probe');
    expect(readPoolOf(server.db)!.stats.workers).toBeGreaterThan(0);
  });

  it('sees an autocommitted write in the very next read', async () => {
    await server.db.updateTable('advertisers').set({ name: 'Autocommit Probe' }).where('id', '=', RIVERSIDE).execute();
    const row = await server.db.selectFrom('advertisers').select('name').where('id', '=', RIVERSIDE).executeTakeFirst();
    expect(row?.name).toBe('Autocommit Probe');
  });

  it('survives a worker that dies under a read: the read is tried again and answered', async () => {
    const pool = readPoolOf(server.db)!;
    const reading = slowRead(server.db);
    await until(() => pool.stats.busy > 0);
    expect(pool.crashForTest()).toBe(true);
    expect((await reading).rows).toEqual([{ n: 2_000_000 }]);
    const later = await sql<{ one: number }>`select 1 as one`.execute(server.db);
    expect(later.rows).toEqual([{ one: 1 }]);
    expect(pool.stats.workers).toBeLessThanOrEqual(2);
  });

  it('refuses a read past the queue bound, and the REST answer is 503 "busy" with a Retry-After', async () => {
    const db = sameFile({ readWorkers: 1, readQueueLimit: 1 });
    const running = slowRead(db);
    await until(() => readPoolOf(db)!.stats.busy === 1);
    const queued = slowRead(db, 10);
    await expect(slowRead(db, 10)).rejects.toMatchObject({ code: READS_BUSY });

    const app = Fastify();
    installRestErrors(app);
    app.get('/read', async () => (await slowRead(db, 10)).rows);
    const response = await app.inject({ method: 'GET', url: '/read' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: MESSAGES.serverBusy });
    expect(response.headers['retry-after']).toBeDefined();
    await app.close();
    await Promise.all([running, queued]);
  });

  it('drops a waiting read whose request was aborted, and cancels a running one', async () => {
    const db = sameFile({ readWorkers: 1 });
    const pool = readPoolOf(db)!;
    const running = slowRead(db);
    await until(() => pool.stats.busy === 1);
    const waiting = new AbortController();
    const dropped = pool.run('select 1 as one', [], waiting.signal);
    expect(pool.stats.queued).toBe(1);
    waiting.abort();
    await expect(dropped).rejects.toMatchObject({ code: READ_ABORTED });
    expect(pool.stats.queued).toBe(0);
    await running;
    // Nothing else was left to run: the dropped read never reached the worker.
    expect(pool.stats).toMatchObject({ busy: 0, queued: 0 });

    const cancelled = new AbortController();
    const started = performance.now();
    const long = pool.run(
      'with recursive c(x) as (select 1 union all select x + 1 from c where x < 100000000) select count(*) from c',
      [],
      cancelled.signal,
    );
    await until(() => pool.stats.busy === 1);
    cancelled.abort();
    await expect(long).rejects.toMatchObject({ code: READ_ABORTED });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it.each(['/slow', '/outer'])('cancels the running read of a request whose client hangs up (%s)', async (url) => {
    const db = sameFile({ readWorkers: 1 });
    const pool = readPoolOf(db)!;
    const app = Fastify();
    installRestErrors(app);
    installRequestAbort(app);
    app.get('/slow', async () => (await slowRead(db, 100_000_000)).rows);
    // As a batch runs its parts: a request made inside the handler of another.
    app.get('/outer', async () => (await app.inject({ method: 'GET', url: '/slow' })).json<unknown>());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get({ port, host: '127.0.0.1', path: url });
    request.on('error', () => undefined);
    await until(() => pool.stats.busy === 1);
    request.destroy();
    await until(() => pool.stats.busy === 0);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    await app.close();
  });

  it('gives the same rows as the main connection: integers, reals, nulls, text', async () => {
    const main = sameFile({ readWorkers: 0 });
    const queries = [
      (db: Db) => db.selectFrom('campaigns').selectAll().where('advertiser_id', '=', RIVERSIDE).orderBy('id').execute(),
      (db: Db) =>
        db
          .selectFrom('fact_daily')
          .select(['campaign_id', sql<number>`sum(impressions)`.as('impressions'), sql<number>`avg(cost)`.as('cost')])
          .groupBy('campaign_id')
          .orderBy('campaign_id')
          .execute(),
      (db: Db) => sql`select 1.5 as r, null as n, 'Zoë' as t, 9007199254740991 as i, x'00ff' as b`.execute(db),
    ];
    for (const query of queries) {
      const [pooled, direct] = await Promise.all([query(server.db), query(main)]);
      expect(JSON.stringify(pooled)).toBe(JSON.stringify(direct));
      expect(pooled).toEqual(direct);
    }
    expect(readPoolOf(main)).toBeUndefined();
  });
});
