/** Health checks (migration 0024). Times are epoch milliseconds. */
import type { Generated } from 'kysely';

/** One run of one check. */
export interface HealthCheckRunsTable {
  id: Generated<number>;
  /** The check's key ('database', 'disk', …). */
  name: string;
  status: 'ok' | 'warning' | 'failing';
  detail: string;
  duration_ms: number;
  ran_at: number;
  /** Freshness runs: JSON `{ "<agencyId>": status }`; null otherwise. */
  agencies: string | null;
  /** The newest freshness run: its tree as JSON; null otherwise. */
  payload: string | null;
}

/** One instance's last tick of a background loop. */
export interface HealthHeartbeatsTable {
  loop: string;
  instance: string;
  beat_at: number;
}

/** A scheduled slot of the checks, claimed by the instance that runs it. */
export interface HealthSlotsTable {
  slot: number;
  instance: string;
  claimed_at: number;
}
