/**
 * The checks' history (issue 27): every run is stored and kept HISTORY_DAYS days. The calls answer each check's
 * runs newest first: the last day's runs one by one, older days one run per hour (the worst of that hour), so a
 * week of a check run every few minutes stays a small answer.
 */
import type { Db } from '../../db/database';
import { worse, type CheckName, type HealthStatus } from './types';

export const HISTORY_DAYS = 7;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface RunRow {
  name: CheckName;
  status: HealthStatus;
  detail: string;
  durationMs: number;
  ranAt: number;
  /** Freshness runs: each agency's status. */
  agencies: Record<string, HealthStatus> | null;
}

export interface NewRun {
  name: CheckName;
  status: HealthStatus;
  detail: string;
  durationMs: number;
  ranAt: number;
  agencies?: Record<string, HealthStatus>;
  payload?: string;
}

/** Stores a run; a run with a payload (the freshness tree) clears the payload of the check's older runs. */
export async function insertRun(db: Db, run: NewRun): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (run.payload !== undefined)
      await trx
        .updateTable('health_check_runs')
        .set({ payload: null })
        .where('name', '=', run.name)
        .where('payload', 'is not', null)
        .execute();
    await trx
      .insertInto('health_check_runs')
      .values({
        name: run.name,
        status: run.status,
        detail: run.detail,
        duration_ms: Math.round(run.durationMs),
        ran_at: run.ranAt,
        agencies: run.agencies ? JSON.stringify(run.agencies) : null,
        payload: run.payload ?? null,
      })
      .execute();
  });
}

/** Every check's runs of the last HISTORY_DAYS days, newest first. */
export async function recentRuns(db: Db, now: number, names: readonly CheckName[]): Promise<RunRow[]> {
  const rows = await db
    .selectFrom('health_check_runs')
    .select(['name', 'status', 'detail', 'duration_ms', 'ran_at', 'agencies'])
    .where('ran_at', '>=', now - HISTORY_DAYS * DAY)
    .where('name', 'in', names)
    .orderBy('ran_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    name: row.name as CheckName,
    status: row.status,
    detail: row.detail,
    durationMs: Number(row.duration_ms),
    ranAt: Number(row.ran_at),
    agencies: row.agencies ? (JSON.parse(row.agencies) as Record<string, HealthStatus>) : null,
  }));
}

/** The newest stored payload of a check (the freshness tree), null when none. */
export async function latestPayload(db: Db, name: CheckName): Promise<string | null> {
  const row = await db
    .selectFrom('health_check_runs')
    .select('payload')
    .where('name', '=', name)
    .where('payload', 'is not', null)
    .orderBy('ran_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.payload ?? null;
}

/** Forgets runs and slots older than HISTORY_DAYS days; answers how many runs went. */
export async function prune(db: Db, now: number): Promise<number> {
  const before = now - HISTORY_DAYS * DAY;
  const result = await db.deleteFrom('health_check_runs').where('ran_at', '<', before).executeTakeFirst();
  await db.deleteFrom('health_slots').where('slot', '<', before).execute();
  return Number(result.numDeletedRows);
}

/** Claims a slot of the schedule for `instance`; true when this instance holds it (the first to insert does). */
export async function claimSlot(db: Db, slot: number, instance: string, now: number): Promise<boolean> {
  await db
    .insertInto('health_slots')
    .values({ slot, instance, claimed_at: now })
    .onConflict((oc) => oc.column('slot').doNothing())
    .execute();
  const row = await db.selectFrom('health_slots').select('instance').where('slot', '=', slot).executeTakeFirst();
  return row?.instance === instance;
}

/** A history point as the calls answer it. */
export interface HistoryPoint {
  at: string;
  status: HealthStatus;
  durationMs: number;
}

/** Runs (newest first) as history: the last day's one by one, older ones the worst of each hour. */
export function compactHistory(
  runs: readonly { status: HealthStatus; durationMs: number; ranAt: number }[],
  now: number,
): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  let hour: number | null = null;
  let current: { status: HealthStatus; durationMs: number; ranAt: number } | null = null;
  const flush = () => {
    if (current)
      points.push({
        at: new Date(current.ranAt).toISOString(),
        status: current.status,
        durationMs: current.durationMs,
      });
    current = null;
  };
  for (const run of runs) {
    if (run.ranAt >= now - DAY) {
      points.push({ at: new Date(run.ranAt).toISOString(), status: run.status, durationMs: run.durationMs });
      continue;
    }
    const own = Math.floor(run.ranAt / HOUR);
    if (own !== hour) {
      flush();
      hour = own;
      current = run;
    } else if (current && worse(current.status, run.status) !== current.status) current = run;
  }
  flush();
  return points;
}
