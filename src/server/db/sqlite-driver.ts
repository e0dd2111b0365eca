/**
 * Kysely's SQLite dialect with its reads sent to the read pool (read-pool.ts). A query outside a transaction that
 * is plainly a read (a select query, or raw SQL starting with select or with that names no writing verb) runs on
 * a worker; everything else, and everything inside a transaction, runs on the one main connection, one statement
 * at a time, as Kysely's own SQLite driver does. A transaction holds the main connection from begin to its end.
 */
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type SQLite from 'better-sqlite3';
import { currentQuerySignal } from './query-signal';
import type { ReadPool } from './read-pool';

/** Raw SQL goes to a worker only when it starts as a read and names none of these. */
const WRITING_WORDS =
  /\b(insert|update|delete|replace|upsert|create|drop|alter|pragma|attach|detach|vacuum|reindex|analyze|begin|commit|rollback|savepoint|release|returning)\b/i;

/** Whether a query outside a transaction may run on a read-only worker. When in doubt, no. */
export function isPlainRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  if (query.query.kind !== 'RawNode') return false;
  return /^\s*(select|with)\b/i.test(query.sql) && !WRITING_WORDS.test(query.sql);
}

/** The main connection's statements: better-sqlite3 with Kysely's statement cache (see database.ts). */
export interface MainDatabase {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/** A dialect for `new Kysely({ dialect })`: SQLite on `main`, its reads on `pool` when there is one. */
export class PooledSqliteDialect implements Dialect {
  constructor(
    private readonly main: MainDatabase,
    private readonly pool: ReadPool | null,
  ) {}

  createDriver(): Driver {
    return new PooledSqliteDriver(this.main, this.pool);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class PooledSqliteDriver implements Driver {
  readonly #mutex = new Mutex();

  constructor(
    private readonly main: MainDatabase,
    private readonly pool: ReadPool | null,
  ) {}

  async init(): Promise<void> {}

  // Nothing is locked yet: a lone read need not wait for the main connection. The lock is taken per statement,
  // or from begin to the end of a transaction.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.main, this.pool, this.#mutex);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).holdMain();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).letGoOfMain();
  }
  async destroy(): Promise<void> {
    await this.pool?.close();
    this.main.close();
  }
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** One Kysely connection: a transaction's (holding main), or a lone query's (a worker, or main for a moment). */
class RoutedConnection implements DatabaseConnection {
  #holding = false;

  constructor(
    private readonly main: MainDatabase,
    private readonly pool: ReadPool | null,
    private readonly mutex: Mutex,
  ) {}

  async holdMain(): Promise<void> {
    await this.mutex.lock();
    this.#holding = true;
  }

  letGoOfMain(): void {
    if (!this.#holding) return;
    this.#holding = false;
    this.mutex.unlock();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#holding) return runOnMain(this.main, query);
    if (this.pool && isPlainRead(query)) {
      const answer = await this.pool.run(query.sql, query.parameters, currentQuerySignal());
      if (answer) return answer as QueryResult<R>;
    }
    await this.mutex.lock();
    try {
      return runOnMain(this.main, query);
    } finally {
      this.mutex.unlock();
    }
  }

  // Streams are rare (exports) and stay on main, which they hold until the last row.
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const held = this.#holding;
    if (!held) await this.mutex.lock();
    try {
      for (const row of this.main.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
    } finally {
      if (!held) this.mutex.unlock();
    }
  }
}

/** One statement on the main connection, answered as Kysely's own SQLite driver answers it. */
function runOnMain<R>(main: MainDatabase, query: CompiledQuery): Promise<QueryResult<R>> {
  const statement = main.prepare(query.sql);
  if (statement.reader) return Promise.resolve({ rows: statement.all(query.parameters) as R[] });
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
}

/** Kysely's one-at-a-time lock of the single SQLite connection. */
class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
