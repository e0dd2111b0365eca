import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { advertiserIdsWhere, startTestServer, type TestServer } from './harness';
import {
  clusterUnavailableReason,
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster';

const bin = findPostgresBin();
const skipReason = clusterUnavailableReason(bin);
if (skipReason) console.warn(`database-outage tests skipped: ${skipReason}`);

const DATA_CALL = '/api/linearAdminClientsSearch?limit=10';
/** Reads the database on every call (`me` may come from the session cache). */
const notesQuery = (advertiserId: number) =>
  `{ campaignNotes(advertiserId: ${advertiserId}, campaignIds: [1]) { noteId } }`;

/**
 * PostgreSQL going away under a running server: idle pooled connections ended by the database, and a whole outage
 * with the database stopped and started again. The file runs its own cluster so stopping it disturbs nobody.
 */
describe.skipIf(skipReason !== null)('a PostgreSQL outage under a running server', () => {
  let cluster: PostgresCluster;
  let server: TestServer;
  let token: string;
  /** Signed in but never used before the outage: its first call must read its session from the database. */
  let unreadToken: string;
  let advertiserId: number;
  // An 'error' event nobody listens to is thrown from the socket's callback: it surfaces here, not in a test.
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error instanceof Error ? error.message : error);

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    server = await startTestServer('postgres', { databaseUrl: cluster.url });
    token = (await server.login('agency.admin@sightline.test')).accessToken;
    unreadToken = (await server.login('dash.admin@sightline.test')).accessToken;
    advertiserId = (await advertiserIdsWhere(server.db, { agency_id: 1 }))[0]!;
  });
  afterAll(async () => {
    // A test that failed during the outage leaves the cluster stopped; the schema is dropped on a running one.
    await cluster?.start();
    await server?.close();
    await cluster?.destroy();
  });
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', recordUncaught);
  });
  afterEach(() => {
    process.off('uncaughtException', recordUncaught);
  });

  const graph = (bearer = token) =>
    server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: notesQuery(advertiserId) },
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('survives PostgreSQL ending its idle pooled connections, and the next call answers', async () => {
    // Concurrent calls leave several connections idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => server.get(DATA_CALL, token)));
    expect(await terminateBackends(cluster.url)).toBeGreaterThan(1);
    await settle();
    expect(uncaught).toEqual([]);
    expect((await server.get(DATA_CALL, token)).statusCode).toBe(200);
  });

  it('survives PostgreSQL ending a connection held between two queries of a transaction', async () => {
    const failure = await server.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        expect(await terminateBackends(cluster.url, rows[0]!.pid)).toBe(1);
        await settle();
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(uncaught).toEqual([]);
    expect((await server.get(DATA_CALL, token)).statusCode).toBe(200);
  });

  it('answers 503 while the database is down and recovers by itself when it returns', async () => {
    expect((await server.get(DATA_CALL, token)).statusCode).toBe(200);
    await cluster.stop();

    const data = await server.get(DATA_CALL, token);
    expect(data.statusCode).toBe(503);
    expect(data.json()).toEqual({ error: MESSAGES.serviceUnavailable });
    expect(Number(data.headers['retry-after'])).toBeGreaterThan(0);

    const health = await server.get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down', time: expect.any(Number) });

    // Failing in a resolver, and failing while the caller's session is read for the context.
    for (const graphql of [await graph(), await graph(unreadToken)]) {
      expect(graphql.statusCode).toBe(503);
      const body = graphql.json();
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({
        message: MESSAGES.serviceUnavailable,
        extensions: { status: 503, code: 'serviceUnavailable' },
      });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    const unreadSession = await server.get(DATA_CALL, unreadToken);
    expect(unreadSession.statusCode).toBe(503);
    expect(unreadSession.json()).toEqual({ error: MESSAGES.serviceUnavailable });

    await cluster.start();
    expect((await server.get('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'up',
      time: expect.any(Number),
    });
    expect((await server.get('/api/health')).statusCode).toBe(200);
    expect((await server.get(DATA_CALL, token)).statusCode).toBe(200);
    const recovered = await graph();
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().data.campaignNotes).toEqual(expect.any(Array));
    expect(uncaught).toEqual([]);
  });
});

/**
 * Ends the database's client backends from a separate connection (all but its own, or the one `pid`) and waits
 * until they are gone; answers how many it ended.
 */
async function terminateBackends(url: string, pid?: number): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const which = `backend_type = 'client backend' and pid <> pg_backend_pid() and ($1::int is null or pid = $1)`;
    const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where ${which}`, [
      pid ?? null,
    ]);
    await waitFor(async () => {
      const left = await admin.query(`select count(*)::int as n from pg_stat_activity where ${which}`, [pid ?? null]);
      return left.rows[0].n === 0;
    });
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** The ended backends' last words reach the pool's sockets within a few milliseconds. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

/** Polls until the check holds (every 20 ms, 5 s at most). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
