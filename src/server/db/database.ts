import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import { ReadPool } from './read-pool';
import type { Database } from './schema';
import { PooledSqliteDialect, type MainDatabase } from './sqlite-driver';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string | null;
  dataDir?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one schema each). */
  pgSchema?: string;
  /**
   * How long a PostgreSQL query waits for a connection (a new one, or a free one of the pool) before it fails as
   * "database unavailable", so a request does not hang while the database is down or unreachable.
   * @default 5000
   */
  connectTimeoutMs?: number;
  /**
   * SQLite: worker threads that answer reads, each with its own read-only connection (0: every query on the main
   * connection). A ':memory:' database has none, since another connection cannot see it.
   * @default SQLITE_READ_WORKERS, else 2
   */
  readWorkers?: number;
  /**
   * SQLite: reads that may wait for a worker; one more is refused with a 503 "busy" and a Retry-After.
   * @default SQLITE_READ_QUEUE, else 1024
   */
  readQueueLimit?: number;
}

// int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) return new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPool(options) }) });
  const file = options.sqliteFile ?? 'sightline.db';
  let location = file;
  if (file !== ':memory:') {
    const dir = options.dataDir ?? './data';
    fs.mkdirSync(dir, { recursive: true });
    location = path.join(dir, file);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const workers = location === ':memory:' ? 0 : (options.readWorkers ?? envCount('SQLITE_READ_WORKERS', 2));
  const pool =
    workers > 0
      ? new ReadPool({
          file: path.resolve(location),
          size: workers,
          queueLimit: options.readQueueLimit ?? envCount('SQLITE_READ_QUEUE', 1024),
        })
      : null;
  const db = new Kysely<Database>({ dialect: new PooledSqliteDialect(withStatementCache(sqlite), pool) });
  if (pool) readPools.set(db, pool);
  return db;
}

const readPools = new WeakMap<Db, ReadPool>();

/** The read pool of a SQLite database, if it has one (tests and the benchmark look at it). */
export function readPoolOf(db: Db): ReadPool | undefined {
  return readPools.get(db);
}

function envCount(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * A pool that outlives the database going away (a restart, `pg_terminate_backend`, a network failure). An idle
 * client whose connection ends emits 'error' on the pool, and an 'error' event without a listener ends the
 * process: the pool listens, and has already removed that client. A checked-out client's own 'error' (its backend
 * ended between two queries of a transaction) is listened to as well; the pool removes that client on release,
 * since it is no longer queryable. Connections are opened on demand, so the first query after the database
 * returns simply opens new ones.
 */
function openPool(options: DbOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl!,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // Idle connections are closed after 10 s, and TCP keep-alive finds a peer that vanished without a word.
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    // Our connections are recognisable in pg_stat_activity.
    application_name: 'sightline',
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on demand`));
  // The pool's listener above reports idle clients; a checked-out client's failure reaches its query's caller.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Kysely prepares every query anew; preparing is a noticeable share of a dashboard's time. Prepared statements
 * are kept per SQL text (least recently used out first). Kysely runs one statement at a time on this
 * connection, and SQLite re-prepares a statement itself after a schema change, so reuse is safe.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): MainDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Applies every pending migration; throws with the failing migration's name. On PostgreSQL pass the schema the
 * connection's search_path points at, so the migrator's own tables are looked for there and nowhere else.
 */
export async function migrateToLatest(db: Db, options: { pgSchema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
