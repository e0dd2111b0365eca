import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/db/demo/accounts';
import { seedDemoIfEmpty } from '../../src/server/db/bootstrap';
import { seedReferenceData } from '../../src/server/db/reference';
import { postgresFromTemplate, sqliteFromTemplate } from './template-databases';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI starts one). `API_ENGINES` (a comma list) narrows
 * them: `npm test` runs the API files once per engine in two processes side by side (scripts/test.mjs).
 */
export const ENGINES: ('sqlite' | 'postgres')[] = (['sqlite', 'postgres'] as const).filter(
  (engine) =>
    (process.env.API_ENGINES ?? 'sqlite,postgres').split(',').includes(engine) &&
    (engine === 'sqlite' || !!process.env.TEST_DATABASE_URL),
);

/** The demo data of every API test is built around this day. */
export const TEST_TODAY = '2026-06-15';

export interface SignedInUser {
  accessToken: string;
  refreshToken: string;
  user: Record<string, unknown> & { user_id: number; active_agency_id: number | null };
}

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  login(email: string, password?: string): Promise<SignedInUser>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<AppOptions, 'db' | 'config'>> {
  config?: Partial<ServerConfig>;
  /** The PostgreSQL server to use instead of TEST_DATABASE_URL (a test's own throw-away cluster). */
  databaseUrl?: string;
}

/** A fresh database (a temp SQLite file, or its own PostgreSQL schema) with the small demo data set. */
export async function startTestServer(
  engine: 'sqlite' | 'postgres',
  { databaseUrl, ...options }: TestServerOptions = {},
): Promise<TestServer> {
  // A copy of the run's template (migrated and seeded once); a test's own PostgreSQL server builds its own.
  const copy = databaseUrl
    ? null
    : engine === 'sqlite'
      ? await sqliteFromTemplate(TEST_TODAY)
      : await postgresFromTemplate(process.env.TEST_DATABASE_URL!, TEST_TODAY);
  const { db, dispose } = copy ?? (await seededDatabase(engine, databaseUrl));
  // Its own data folder, so the mail outbox and other files of one test never land in the checkout's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-data-'));
  const config = { ...readConfig({ DIST_DIR: '/nonexistent-dist', DATA_DIR: dataDir }), ...options.config };
  const { app, ctx } = await buildApp({ ...options, db, config });
  await app.ready();
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { ahauth: `Bearer ${token}` } : {} });
  const post = (url: string, body: unknown, token?: string) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: token ? { ahauth: `Bearer ${token}` } : {} });
  return {
    app,
    ctx,
    db,
    get,
    post,
    async login(email, password = DEMO_PASSWORD) {
      const response = await post('/api/login', { email, password, domain: 'localhost' });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      const { user } = response.json() as {
        user: SignedInUser['user'] & { accessToken: string; refreshToken: string };
      };
      return { accessToken: user.accessToken, refreshToken: user.refreshToken, user };
    },
    async close() {
      await app.close();
      await db.destroy();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database, migrated and seeded with the small demo data set. */
async function seededDatabase(
  engine: 'sqlite' | 'postgres',
  databaseUrl: string | undefined,
): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const { db, dispose, pgSchema } = await freshDatabase(engine, databaseUrl);
  await migrateToLatest(db, { pgSchema });
  await seedReferenceData(db);
  await seedDemoIfEmpty(db, 'small', TEST_TODAY);
  return { db, dispose };
}

async function freshDatabase(
  engine: 'sqlite' | 'postgres',
  databaseUrl = process.env.TEST_DATABASE_URL,
): Promise<{ db: Db; dispose: () => Promise<void>; pgSchema?: string }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-test-'));
    return {
      db: openDatabase({ dataDir: dir }),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = databaseUrl!;
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    db: openDatabase({ databaseUrl: url, pgSchema: schema }),
    pgSchema: schema,
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The ids of a named demo user, advertiser set and tenant, looked up rather than assumed. */
export async function advertiserIdsWhere(
  db: Db,
  where: { agency_id?: number; station_id?: number; sub_agency_id?: number },
): Promise<number[]> {
  let query = db.selectFrom('advertisers').select('id');
  if (where.agency_id !== undefined) query = query.where('agency_id', '=', where.agency_id);
  if (where.station_id !== undefined) query = query.where('station_id', '=', where.station_id);
  if (where.sub_agency_id !== undefined) query = query.where('sub_agency_id', '=', where.sub_agency_id);
  return (await query.execute()).map((r) => r.id);
}

/** Noon in New York (agency A's zone) on the day the demo data is built around. */
export const TEST_NOON = Date.parse(`${TEST_TODAY}T16:00:00Z`);

/**
 * A test server whose whole process runs on a fixed wall clock (`Date` only; timers stay real), so presets,
 * "today" and token times agree with the demo data. Its `close` restores the real clock.
 */
export async function startServerAt(
  engine: 'sqlite' | 'postgres',
  options: TestServerOptions = {},
  at: number = TEST_NOON,
): Promise<TestServer> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  const server = await startTestServer(engine, { now: () => Date.now(), ...options });
  return {
    ...server,
    async close() {
      await server.close();
      vi.useRealTimers();
    },
  };
}

/** Grants agency rights to demo users in each agency they belong to (as an admin would), before they sign in. */
export async function grantAgencyRights(db: Db, emails: string[], rights: string[]): Promise<void> {
  const memberships = await db
    .selectFrom('users')
    .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
    .select(['users.id as user_id', 'user_agencies.agency_id'])
    .where('users.email', 'in', emails)
    .execute();
  const values = memberships.flatMap((m) => rights.map((right_code) => ({ ...m, right_code })));
  if (values.length) await db.insertInto('user_agency_rights').values(values).execute();
}
