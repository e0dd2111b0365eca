/**
 * The seams of the report scheduler (issue 25): the scheduler (jobs/) creates and claims runs and owns their
 * lifecycle (retries, leases, stuck runs); a worker does one run's work (render, deliver) and says how it went; the
 * report calls queue manual runs. Each side is built on its own and wired in app.ts.
 */
import type { RunTrigger } from '../../domain/scheduled-reports';

/** A run the scheduler claimed for this instance, under a lease, for the worker to execute. */
export interface ClaimedRun {
  id: number;
  reportId: number;
  trigger: RunTrigger;
  /** Epoch ms of the slot. */
  scheduledFor: number;
  /** This attempt's number, from 1. */
  attempt: number;
  periodStart: string;
  periodEnd: string;
  timezone: string;
  requestedBy: number | null;
  /** A resend: the run whose stored files go out again. */
  sourceRunId: number | null;
}

/** How one attempt ended. The scheduler writes the run's status from it and schedules what follows. */
export type RunOutcome =
  | {
      status: 'sent' | 'partial' | 'skipped' | 'held';
      /** The log's error.cause (why skipped, held or partially sent). */
      cause?: string;
      dataThrough?: string;
      recipients?: string[];
      additional?: Record<string, unknown>;
    }
  | { status: 'failed'; cause: string; retry: boolean; recipients?: string[]; additional?: Record<string, unknown> }
  | { status: 'waiting'; cause: string; until: number; dataThrough?: string };

export interface RunWorker {
  /** Does one attempt; rejecting counts as a failed attempt to retry. `signal` aborts when the lease is lost. */
  execute(run: ClaimedRun, signal: AbortSignal): Promise<RunOutcome>;
  /** Periodic clean-up (expired report files); the scheduler calls it at most once an hour per instance. */
  housekeeping?(): Promise<void>;
}

/** What the report calls use to start runs outside the schedule. */
export interface RunQueue {
  /** Inserts a run due now (or at `at`) and wakes the scheduler; answers the run's id (logId). */
  enqueue(input: {
    reportId: number;
    trigger: Exclude<RunTrigger, 'schedule'>;
    requestedBy: number;
    sourceRunId?: number;
    at?: number;
  }): Promise<number>;
  /** Recomputes a report's next_run_at from its schedule (after a create or update). */
  reschedule(reportId: number): Promise<void>;
}
