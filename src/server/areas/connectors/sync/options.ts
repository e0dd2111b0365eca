/** The sync engine's settings, options and tick results (engine.ts; the decisions: docs/decisions.md, "Issue 26, backfill, daily sync and the feed tools"). */
import type { ConnectorId, SyncStatus } from '../../../../domain/connectors';
import type { SourceProvider } from '../provider';

/** How often the loop ticks (ms). */
export const SYNC_POLL_MS = 30_000;
/** How long a claimed chunk belongs to its instance (ms); a crashed instance's chunk is taken over after it. */
export const SYNC_LEASE_MS = 10 * 60_000;
/** Days fetched per request. */
export const CHUNK_DAYS = 31;
/** Waits before each retry of a failed chunk (ms): 1, 5, 15 and 60 minutes; after the fifth try the sync fails. */
export const SYNC_RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
/** How long to wait after a rate limit that did not say (ms). */
export const RATE_LIMIT_WAIT_MS = 60_000;

export interface SyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ConnectorSyncOptions {
  /** This instance's name in claims; default host name, process id and a random part. */
  instanceId?: string;
  /** @default SYNC_POLL_MS */
  pollMs?: number;
  /** @default SYNC_LEASE_MS */
  leaseMs?: number;
  /** @default CHUNK_DAYS */
  chunkDays?: number;
  /** @default SYNC_RETRY_DELAYS_MS (its length + 1 = the tries) */
  retryDelaysMs?: readonly number[];
  /** A source's adapter instead of the registry's (tests: a provider over the sandbox's figures). */
  providers?: (source: ConnectorId) => SourceProvider | undefined;
  /** Requests per minute of a source instead of its manifest's budget (tests). */
  requestsPerMinute?: (source: ConnectorId) => number | undefined;
  log: SyncLog;
}

/** One chunk a tick worked. */
export interface WorkedChunk {
  syncId: number;
  linkId: number;
  source: ConnectorId;
  kind: string;
  start: string;
  end: string;
  status: SyncStatus;
}

/** What one tick did (tests read it). */
export interface SyncTickResult {
  /** Daily syncs this tick planned (0 when another instance planned the agencies' days). */
  planned: number;
  /** Syncs put back in the queue after a new grant. */
  resumed: number;
  worked: WorkedChunk[];
  /** Sources whose budget ran out this tick. */
  throttled: ConnectorId[];
}
