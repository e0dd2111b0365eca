/**
 * The SQLite read pool: a few worker threads, each with its own read-only connection to the database file, answer
 * the reads so that the event loop never runs a fact query itself. WAL lets them read beside the main connection's
 * writes; each statement is its own read transaction, so a read sees every write committed before it started.
 * Reads wait in one bounded queue; a read whose request was aborted is dropped, or its worker replaced if it runs;
 * a worker that dies is replaced and its read tried once more on another.
 */
import { Worker } from 'node:worker_threads';
import type { QueryResult } from 'kysely';
import { objectsOf } from './row-objects';

/** The code of the failure when the queue is full: the server answers 503 "busy" with a Retry-After. */
export const READS_BUSY = 'SIGHTLINE_READS_BUSY';
/** The code of the failure of a read whose request was aborted before its answer came. */
export const READ_ABORTED = 'SIGHTLINE_READ_ABORTED';
/** The code of the failure of a read whose worker died twice under it. */
export const READ_WORKER_LOST = 'SIGHTLINE_READ_WORKER_LOST';

const WORKER_URL = new URL('./read-worker.mjs', import.meta.url);

export interface ReadPoolOptions {
  /** The database file (never ':memory:', which a second connection cannot share). */
  file: string;
  /** Worker threads, started as reads arrive. */
  size: number;
  /** Reads that may wait for a worker; one more is refused as busy. */
  queueLimit: number;
  /** @default 5000 */
  busyTimeoutMs?: number;
  /** @default 500 */
  statementCacheSize?: number;
}

interface Job {
  sql: string;
  params: readonly unknown[];
  signal: AbortSignal | undefined;
  /** Times a worker died under this read. */
  lost: number;
  settle: (answer: QueryResult<unknown> | null | Error) => void;
  stopListening: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** Set when we end the worker ourselves (an abort, closing): its exit is no crash. */
  retired: boolean;
}

interface Reply {
  notReader?: boolean;
  columns?: string[];
  rows?: unknown[][];
  blobs?: boolean;
  error?: { message: string; code?: string };
}

/** A failure with a code the kernel's error path recognises (see kernel/database-health.ts). */
export function readFailure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

export class ReadPool {
  readonly #options: ReadPoolOptions;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #closed = false;

  constructor(options: ReadPoolOptions) {
    this.#options = options;
  }

  /**
   * Runs one read on a worker. Answers null when the statement turned out not to be a read (the caller runs it on
   * the main connection instead).
   */
  run(sql: string, params: readonly unknown[], signal?: AbortSignal): Promise<QueryResult<unknown> | null> {
    if (signal?.aborted) return Promise.reject(readFailure(READ_ABORTED, 'The request was aborted'));
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    if (this.#queue.length >= this.#options.queueLimit)
      return Promise.reject(readFailure(READS_BUSY, 'Every SQLite reader is busy and the read queue is full'));
    return new Promise((resolve, reject) => {
      const job: Job = {
        sql,
        params,
        signal,
        lost: 0,
        settle: (answer) => {
          job.stopListening();
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        },
        stopListening: () => signal?.removeEventListener('abort', onAbort),
      };
      const onAbort = (): void => this.#abort(job);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Ends every worker; waiting reads fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.settle(new Error('The database is closed'));
    await Promise.all(this.#slots.map((slot) => this.#retire(slot, new Error('The database is closed'))));
  }

  /** Live workers and reads waiting: for tests and the benchmark. */
  get stats(): { workers: number; busy: number; queued: number } {
    const busy = this.#slots.filter((slot) => slot.job).length;
    return { workers: this.#slots.length, busy, queued: this.#queue.length };
  }

  /** Tests only: ends a worker that is running a read as if it had crashed. Says whether one was running. */
  crashForTest(): boolean {
    const slot = this.#slots.find((candidate) => candidate.job && !candidate.retired);
    if (slot) void slot.worker.terminate();
    return !!slot;
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = this.#slots.find((candidate) => !candidate.job && !candidate.retired) ?? this.#spawn();
      if (!slot) return;
      const job = this.#queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ sql: job.sql, params: job.params });
    }
  }

  #spawn(): Slot | null {
    if (this.#closed || this.#slots.filter((slot) => !slot.retired).length >= this.#options.size) return null;
    const worker = new Worker(WORKER_URL, {
      workerData: {
        file: this.#options.file,
        busyTimeoutMs: this.#options.busyTimeoutMs ?? 5_000,
        statementCacheSize: this.#options.statementCacheSize ?? 500,
      },
    });
    const slot: Slot = { worker, job: null, retired: false };
    worker.on('message', (reply: Reply) => this.#answer(slot, reply));
    worker.on('error', (error) => console.warn(`A SQLite reader failed (${error.message}); starting another`));
    worker.on('exit', () => this.#exited(slot));
    // An idle reader does not keep the process alive (a script that forgets to close the database still ends);
    // one running a read does, so the script waiting for that read is not cut short.
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #answer(slot: Slot, reply: Reply): void {
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job && !slot.retired) {
      if (reply.error) job.settle(readFailure(reply.error.code ?? 'SQLITE_ERROR', reply.error.message));
      else if (reply.notReader) job.settle(null);
      else job.settle({ rows: objectsOf(reply.columns!, reply.rows!, reply.blobs === true) });
    }
    this.#dispatch();
  }

  #exited(slot: Slot): void {
    this.#slots.splice(this.#slots.indexOf(slot), 1);
    const job = slot.job;
    slot.job = null;
    if (job && !slot.retired) {
      // Reads are idempotent: one more try on another worker, then a clean failure.
      job.lost += 1;
      if (job.lost > 1) job.settle(readFailure(READ_WORKER_LOST, 'A SQLite reader died twice running this read'));
      else this.#queue.unshift(job);
    }
    this.#dispatch();
  }

  #abort(job: Job): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const running = this.#slots.find((slot) => slot.job === job);
    // better-sqlite3 cannot interrupt a statement: the worker goes, and a fresh one takes the next read.
    if (running) void this.#retire(running, null);
    job.settle(readFailure(READ_ABORTED, 'The request was aborted'));
    this.#dispatch();
  }

  async #retire(slot: Slot, failure: Error | null): Promise<void> {
    slot.retired = true;
    if (failure) slot.job?.settle(failure);
    slot.job = null;
    await slot.worker.terminate();
  }
}
