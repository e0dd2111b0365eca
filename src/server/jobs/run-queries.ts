/** The scheduler's Kysely queries on report_runs, scheduled_reports and scheduler_heartbeats; no rules here. */
import type { Kysely } from 'kysely';
import type { RunStatus, RunTrigger } from '../../domain/scheduled-reports';
import type { Database } from '../db/schema';
import type { ReportRunsTable } from '../db/schema-reports';

type Executor = Kysely<Database>;

/** A report as the scheduler needs it. */
export interface SchedulerReport {
  id: number;
  definition: string;
  schedule: string;
  timezone: string;
  enabled: boolean;
  state: 'active' | 'stopped';
  stoppedReason: string | null;
  nextRunAt: number | null;
  deleted: boolean;
}

export async function beat(db: Executor, instance: string, at: number, claimed: number): Promise<void> {
  await db
    .insertInto('scheduler_heartbeats')
    .values({ instance, beat_at: at, claimed })
    .onConflict((oc) => oc.column('instance').doUpdateSet({ beat_at: at, claimed }))
    .execute();
}

/** Enabled, active, not deleted reports whose next run is due. */
export async function dueReports(db: Executor, now: number, limit: number): Promise<SchedulerReport[]> {
  const rows = await db
    .selectFrom('scheduled_reports')
    .selectAll()
    .where('enabled', '=', 1)
    .where('state', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toReport);
}

export async function findReport(db: Executor, id: number): Promise<SchedulerReport | null> {
  const row = await db.selectFrom('scheduled_reports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toReport(row) : null;
}

function toReport(row: {
  id: number;
  definition: string;
  schedule: string;
  timezone: string;
  enabled: number;
  state: 'active' | 'stopped';
  stopped_reason: string | null;
  next_run_at: number | null;
  deleted_at: number | null;
}): SchedulerReport {
  return {
    id: Number(row.id),
    definition: row.definition,
    schedule: row.schedule,
    timezone: row.timezone,
    enabled: Number(row.enabled) === 1,
    state: row.state,
    stoppedReason: row.stopped_reason,
    nextRunAt: row.next_run_at === null ? null : Number(row.next_run_at),
    deleted: row.deleted_at !== null,
  };
}

export type NewRun = Pick<
  ReportRunsTable,
  | 'report_id'
  | 'trigger'
  | 'scheduled_for'
  | 'period_start'
  | 'period_end'
  | 'timezone'
  | 'requested_by'
  | 'source_run_id'
  | 'created_at'
>;

/**
 * Inserts a run due at once (status scheduled); loses silently on the unique (report, trigger, scheduled_for) key,
 * on both engines (`on conflict do nothing`). Answers the new id, or null when the row already existed.
 */
export async function insertRun(db: Executor, run: NewRun, dueAt = run.scheduled_for): Promise<number | null> {
  const inserted = await db
    .insertInto('report_runs')
    .values({
      ...run,
      status: 'scheduled',
      next_attempt_at: dueAt,
      updated_at: run.created_at,
    })
    .onConflict((oc) => oc.columns(['report_id', 'trigger', 'scheduled_for']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

/** Moves a report's next run from `from` to `to` only when no one else moved it first (compare-and-set). */
export async function advanceNextRun(
  db: Executor,
  reportId: number,
  from: number,
  to: number | null,
  lastRunAt?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_reports')
    .set(lastRunAt === undefined ? { next_run_at: to } : { next_run_at: to, last_run_at: lastRunAt })
    .where('id', '=', reportId)
    .where('next_run_at', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setNextRun(db: Executor, reportId: number, at: number | null): Promise<void> {
  await db.updateTable('scheduled_reports').set({ next_run_at: at }).where('id', '=', reportId).execute();
}

/** Runs this instance may claim now: due (scheduled or waiting) or stuck (running past their lease). */
export async function claimableRunIds(db: Executor, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('report_runs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['scheduled', 'waiting']), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A claimed run's row. */
export interface RunRow {
  id: number;
  reportId: number;
  trigger: RunTrigger;
  scheduledFor: number;
  attempts: number;
  periodStart: string;
  periodEnd: string;
  timezone: string;
  requestedBy: number | null;
  sourceRunId: number | null;
  additional: string;
  errorCause: string | null;
}

/**
 * Claims a run by a conditional update (the same condition as `claimableRunIds`): of several instances racing for
 * it, only one changes it (PostgreSQL re-checks the condition after a competing update commits; SQLite has one
 * writer at a time). `stuck` answers whether the previous holder's lease ran out mid-run.
 */
export async function claimRun(
  db: Executor,
  id: number,
  instance: string,
  now: number,
  leaseMs: number,
): Promise<{ run: RunRow; stuck: boolean } | null> {
  const before = await db.selectFrom('report_runs').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!before) return null;
  const claimed = await db
    .updateTable('report_runs')
    .set((eb) => ({
      status: 'running',
      claimed_by: instance,
      claimed_until: now + leaseMs,
      attempts: eb('attempts', '+', 1),
      started_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where((eb) =>
      before.status === 'running'
        ? eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)])
        : eb.and([eb('status', 'in', ['scheduled', 'waiting']), eb('next_attempt_at', '<=', now)]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('report_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    stuck: before.status === 'running',
    run: {
      id: Number(row.id),
      reportId: Number(row.report_id),
      trigger: row.trigger,
      scheduledFor: Number(row.scheduled_for),
      attempts: Number(row.attempts),
      periodStart: row.period_start,
      periodEnd: row.period_end,
      timezone: row.timezone,
      requestedBy: row.requested_by,
      sourceRunId: row.source_run_id,
      additional: row.additional,
      errorCause: row.error_cause,
    },
  };
}

/** What an attempt leaves on the run. */
export interface RunUpdate {
  status: RunStatus;
  next_attempt_at: number | null;
  error_cause: string | null;
  additional: string;
  data_through?: string | null;
  recipients?: string;
  finished_at: number | null;
  /** A readiness check gives its attempt back (waiting is not a failure). */
  attempts?: number;
}

/**
 * Writes an attempt's result, only while this instance still holds the run for that attempt (a run taken over after
 * its lease is never overwritten by the late first holder). Answers whether it wrote.
 */
export async function finishAttempt(
  db: Executor,
  id: number,
  instance: string,
  attempt: number,
  now: number,
  update: RunUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('report_runs')
    .set({ ...update, claimed_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('claimed_by', '=', instance)
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findRunForResend(
  db: Executor,
  id: number,
): Promise<{ periodStart: string; periodEnd: string; timezone: string } | null> {
  const row = await db
    .selectFrom('report_runs')
    .select(['period_start', 'period_end', 'timezone'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { periodStart: row.period_start, periodEnd: row.period_end, timezone: row.timezone } : null;
}
