/**
 * The database's health as the transports see it: which failures mean "the database cannot be reached right now"
 * (a 503 the client may retry, not a 500 of ours), and the probe behind `/api/health`.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { READ_ABORTED, READS_BUSY, READ_WORKER_LOST } from '../db/read-pool';
import type { MessageKey } from '../../domain/messages';

/** Socket and name-resolution failures of a connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's codes for a server going away or not accepting connections: admin_shutdown (a fast stop,
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections;
 * the whole class 08 (connection exception) is matched by its prefix.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** better-sqlite3's codes for a file that is locked past the busy timeout, cannot be opened or read. */
const SQLITE_CODE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR'];

/** The SQLite read pool's own failures: its queue full, a read's request aborted, its worker lost twice. */
const READ_POOL_CODES = new Set([READS_BUSY, READ_ABORTED, READ_WORKER_LOST]);

/** node-postgres and pg-pool say these in words only, without a code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect/, // pg-pool: no client within connectionTimeoutMillis
  /is not queryable$/, // a client that lost its connection
];

/**
 * Whether a thrown value says the database cannot be reached (connection refused, reset or timed out; the server
 * shutting down, restarting or full; a SQLite file locked or unreadable). Causes and aggregated errors are looked
 * through, since drivers and our own code wrap them.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

function isUnavailableCode(code: string): boolean {
  return (
    NETWORK_CODES.has(code) ||
    READ_POOL_CODES.has(code) ||
    POSTGRES_CODES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    SQLITE_CODE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))
  );
}

/** The catalogue text of a failure `isDatabaseUnavailable` recognised: "busy" when only the read queue is full. */
export function unavailableKey(error: unknown): MessageKey {
  return codeOf(error) === READS_BUSY ? 'serverBusy' : 'serviceUnavailable';
}

/** Whether the failure is a read dropped because its request was aborted: the client is gone, nothing failed. */
export function isAbortedRead(error: unknown): boolean {
  return codeOf(error) === READ_ABORTED;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** What the probe found: the database answered, or it failed or stayed silent past the timeout. */
export type DatabaseState = 'up' | 'down';

/** How long the health probe waits for `select 1` before calling the database down. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * A probe that runs `select 1` and answers within `timeoutMs` whatever the database does. Probes asked for while
 * one runs share it, so many pinging clients cost one query.
 */
export function databaseProbe(db: Db, timeoutMs = PROBE_TIMEOUT_MS): () => Promise<DatabaseState> {
  let running: Promise<DatabaseState> | null = null;
  const probe = async (): Promise<DatabaseState> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve('down'), timeoutMs);
    });
    const query = sql`select 1`.execute(db).then(
      (): DatabaseState => 'up',
      (): DatabaseState => 'down',
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  };
}
