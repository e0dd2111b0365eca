// One reader of the SQLite read pool (read-pool.ts): its own read-only connection to the database file, so a
// dashboard's queries run on another core while the main thread serves HTTP and the main connection writes.
// Plain JavaScript, so tsx, vitest and node all run it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, busyTimeoutMs, statementCacheSize } = workerData;
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma(`busy_timeout = ${Number(busyTimeoutMs)}`);

// Prepared statements per SQL text, least recently used out first (as on the main connection).
const statements = new Map();

function prepared(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = sqlite.prepare(sql);
    if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}

// A blob arrives on the other side as a plain Uint8Array: the main thread makes it a Buffer again when told.
const isBlob = (value) => value instanceof Uint8Array;

// Rows travel as arrays beside one list of column names: cheaper to copy between threads than objects.
parentPort.on('message', ({ id, sql, params }) => {
  try {
    const statement = prepared(sql);
    if (!statement.reader) {
      parentPort.postMessage({ id, notReader: true });
      return;
    }
    const columns = statement.columns().map((column) => column.name);
    const rows = statement.raw(true).all(params);
    parentPort.postMessage({ id, columns, rows, blobs: rows.some((row) => row.some(isBlob)) });
  } catch (error) {
    const { message, code } = error instanceof Error ? error : { message: String(error), code: undefined };
    parentPort.postMessage({ id, error: { message, code: typeof code === 'string' ? code : undefined } });
  }
});
