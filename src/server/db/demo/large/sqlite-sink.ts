import SQLite from 'better-sqlite3';
import type { FactSink } from '../facts/sink';
import { DAILY_COLUMNS, DIM_COLUMNS, type DailyRow, type DimRow } from '../facts/rows';
import { FACT_INDEXES } from './indexes';

/** A sink that must be closed: it holds its own connection. */
export interface ClosableSink extends FactSink {
  close(): void;
}

// Rows per transaction: big enough that commits are rare, small enough to keep memory flat.
const ROWS_PER_TRANSACTION = 500_000;
// Rows per statement: binding 32 rows at once saves most of the per-call cost of better-sqlite3.
const ROWS_PER_STATEMENT = 32;

/** Inserts rows with two reused statements: one for 32 rows at a time, one for the remainder. */
function inserter(raw: SQLite.Database, table: string, width: number, names: string): (rows: unknown[][]) => void {
  const tuple = `(${Array<string>(width).fill('?').join(',')})`;
  const many = raw.prepare(
    `insert into ${table} (${names}) values ${Array<string>(ROWS_PER_STATEMENT).fill(tuple).join(',')}`,
  );
  const one = raw.prepare(`insert into ${table} (${names}) values ${tuple}`);
  const params = new Array<unknown>(ROWS_PER_STATEMENT * width);
  return (rows) => {
    let i = 0;
    for (; i + ROWS_PER_STATEMENT <= rows.length; i += ROWS_PER_STATEMENT) {
      for (let r = 0; r < ROWS_PER_STATEMENT; r++) {
        const row = rows[i + r]!;
        for (let c = 0; c < width; c++) params[r * width + c] = row[c];
      }
      many.run(params);
    }
    for (; i < rows.length; i++) one.run(rows[i]!);
  };
}

/**
 * The bulk path for SQLite, used only by the large seed: its own better-sqlite3 connection to the database file
 * (nothing else may have it open), no journal and no fsync while loading, secondary indexes dropped and built
 * again at the end, reused prepared statements and a transaction per half-million rows. Rows arrive in
 * primary-key order, so every insert appends at the right edge of the tables. WAL comes back on close.
 */
export function openSqliteBulkSink(file: string): ClosableSink {
  const raw = new SQLite(file);
  // better-sqlite3 runs SQLite in defensive mode, which refuses journal_mode=OFF; the load is all or nothing anyway.
  raw.unsafeMode(true);
  raw.pragma('journal_mode = DELETE');
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('locking_mode = EXCLUSIVE');
  raw.pragma('cache_size = -524288');
  for (const index of FACT_INDEXES) raw.exec(`drop index if exists ${index.name}`);
  const names = (columns: { name: string }[]): string => columns.map((c) => c.name).join(', ');
  const insertDaily = inserter(raw, 'fact_daily', DAILY_COLUMNS.length, names(DAILY_COLUMNS));
  const insertDims = inserter(raw, 'fact_dim_daily', DIM_COLUMNS.length, names(DIM_COLUMNS));
  let pendingDaily: DailyRow[] = [];
  let pendingDims: DimRow[] = [];
  const flush = raw.transaction(() => {
    insertDaily(pendingDaily);
    insertDims(pendingDims);
    pendingDaily = [];
    pendingDims = [];
  });
  return {
    write(rows) {
      for (const row of rows.daily) pendingDaily.push(row);
      for (const row of rows.dims) pendingDims.push(row);
      if (pendingDaily.length + pendingDims.length >= ROWS_PER_TRANSACTION) flush();
      return Promise.resolve();
    },
    finish() {
      flush();
      const started = Date.now();
      for (const index of FACT_INDEXES) raw.exec(index.create);
      console.log(`Fact indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return Promise.resolve();
    },
    close() {
      // Approximate statistics from a sample of each index: seconds, not minutes, and the planner needs them.
      raw.pragma('analysis_limit = 1000');
      raw.exec('analyze');
      raw.pragma('locking_mode = NORMAL');
      raw.pragma('journal_mode = WAL');
      raw.unsafeMode(false);
      raw.close();
    },
  };
}
