/**
 * The report scheduler (issue 25 §3): every app instance runs one. A tick (1) writes the instance's heartbeat,
 * (2) creates the due scheduled runs — the unique (report, trigger, scheduled_for) row is the claim, so two instances
 * never both create one — and moves each report's next run on by a compare-and-set, (3) claims due runs (and runs
 * stuck past their lease) by a conditional update, (4) has the worker execute each under a time limit (an abort
 * signal at the lease's end) and (5) writes the outcome: final, a retry with backoff, or a later readiness check.
 * Decisions (missed runs, backoff, lease): docs/issue-25/a.md.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { REPORT_SCHEDULE_MESSAGES as M } from '../../domain/messages/report-schedule';
import {
  latestRunBetween,
  nextRuns,
  reportPeriod,
  type ReportRange,
  type ReportSchedule,
  type RunStatus,
} from '../../domain/scheduled-reports';
import type { ServiceContext } from '../kernel/context';
import { Ticker } from '../kernel/ticker';
import {
  advanceNextRun,
  beat,
  claimableRunIds,
  claimRun,
  dueReports,
  findReport,
  findRunForResend,
  finishAttempt,
  insertRun,
  setNextRun,
  type RunRow,
  type RunUpdate,
  type SchedulerReport,
} from './run-queries';
import { asArray, fill, parseObject, runUpdateFor } from './outcomes';
import type { ClaimedRun, RunOutcome, RunQueue, RunWorker } from './types';

/**
 * Waits before each retry after a failed attempt, in ms: 5, 10, 15 and 30 minutes, so five tries in all, the last
 * one an hour after the first; after it the run is failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5, 10, 15, 30].map((minutes) => minutes * 60_000);

/** How often the loop ticks (ms). */
export const POLL_MS = 15_000;

/** How long one attempt may take, and how long a claimed run belongs to its instance (ms). */
export const LEASE_MS = 15 * 60_000;

/** The worker's housekeeping (expired files) runs at most this often per instance (ms). */
export const HOUSEKEEPING_MS = 60 * 60_000;

/** Runs one instance works at the same time (renders share the export browser pool anyway). */
export const CONCURRENCY = 2;

export interface SchedulerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReportSchedulerOptions {
  /** This instance's name in claims and heartbeats; default host name, process id and a random part. */
  instanceId?: string;
  /** @default POLL_MS */
  pollMs?: number;
  /** The lease and time limit of one attempt. @default LEASE_MS */
  leaseMs?: number;
  /** @default RETRY_DELAYS_MS (its length + 1 = the tries) */
  retryDelaysMs?: readonly number[];
  /** @default CONCURRENCY */
  concurrency?: number;
  log: SchedulerLog;
}

/** What one tick did (tests read it). */
export interface TickResult {
  /** Scheduled runs this tick created. */
  created: number;
  /** Attempts this tick executed (claimed and worked), with how each ended. */
  executed: { runId: number; status: RunStatus }[];
  /** Stuck runs (lease ran out) this tick took over. */
  recovered: number;
  housekeeping: boolean;
}

export class ReportScheduler implements RunQueue {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly retryDelays: readonly number[];
  private readonly concurrency: number;
  private readonly log: SchedulerLog;
  private readonly loop: Ticker<TickResult>;
  private lastHousekeeping: number | null = null;
  private lastClaimed = 0;
  /** When this tick last wrote the heartbeat and created due runs (a long burst refreshes both as it goes). */
  private lastRefresh = 0;
  private refreshing: Promise<number> | null = null;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly worker: RunWorker,
    options: ReportSchedulerOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.concurrency = Math.max(1, options.concurrency ?? CONCURRENCY);
    this.log = options.log;
    this.loop = new Ticker(() => this.runTick(), {
      pollMs: this.pollMs,
      again: true,
      onError: (error) => this.log.error({ err: error, instance: this.instanceId }, 'report scheduler tick failed'),
    });
  }

  /** The tries a run gets before it is failed. */
  get maxTries(): number {
    return this.retryDelays.length + 1;
  }

  /** Starts the loop: a first tick soon (missed runs after downtime), then one every `pollMs`. */
  start(): void {
    this.loop.start();
  }

  /** Stops the loop and lets runs under way finish (their outcomes are written). */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private get stopping(): boolean {
    return this.loop.stopping;
  }

  /** A tick now, or right after the one under way (enqueue calls it while the loop runs). */
  private wake(): void {
    this.loop.wake();
  }

  /** One pass: heartbeat, create due runs, claim and execute due runs, housekeeping. Ticks never overlap. */
  tick(): Promise<TickResult> {
    return this.loop.tick();
  }

  private async runTick(): Promise<TickResult> {
    const result: TickResult = { created: 0, executed: [], recovered: 0, housekeeping: false };
    result.created = await this.refresh();
    await Promise.all(Array.from({ length: this.concurrency }, () => this.lane(result)));
    this.lastClaimed = result.executed.length;
    result.housekeeping = await this.housekeeping();
    return result;
  }

  /** Heartbeat and due runs; answers how many runs it created. Lanes call it again every `pollMs` of a long tick. */
  private refresh(): Promise<number> {
    this.refreshing ??= (async () => {
      this.lastRefresh = this.ctx.now();
      await beat(this.ctx.db, this.instanceId, this.lastRefresh, this.lastClaimed);
      return this.createDueRuns();
    })().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /**
   * Creates the run of each due report and moves its next run to the first slot after now. After downtime only the
   * latest missed slot runs (once); the ones before it are not run.
   */
  private async createDueRuns(): Promise<number> {
    let created = 0;
    for (;;) {
      const now = this.ctx.now();
      const reports = await dueReports(this.ctx.db, now, 100);
      let advanced = 0;
      for (const report of reports) {
        const { created: made, advanced: moved } = await this.createRunOf(report, now);
        created += made ? 1 : 0;
        advanced += moved ? 1 : 0;
      }
      // Another instance moving the same reports makes no progress here: stop rather than spin.
      if (reports.length < 100 || advanced === 0) return created;
    }
  }

  private async createRunOf(report: SchedulerReport, now: number): Promise<{ created: boolean; advanced: boolean }> {
    const from = report.nextRunAt!;
    let schedule: ReportSchedule;
    let slot: number;
    let next: number | null;
    let range: ReportRange;
    try {
      schedule = { ...(JSON.parse(report.schedule) as ReportSchedule), timezone: report.timezone };
      range = (JSON.parse(report.definition) as { dateRange: ReportRange }).dateRange;
      slot = Math.max(from, latestRunBetween(schedule, from, now) ?? from);
      next = nextRuns(schedule, now, 1)[0] ?? null;
    } catch (error) {
      this.log.warn({ err: error, reportId: report.id }, M.scheduleRunInvalidSchedule);
      await advanceNextRun(this.ctx.db, report.id, from, null);
      return { created: false, advanced: true };
    }
    const period = reportPeriod(range, slot, report.timezone);
    const id = await insertRun(this.ctx.db, {
      report_id: report.id,
      trigger: 'schedule',
      scheduled_for: slot,
      period_start: period.startDate,
      period_end: period.endDate,
      timezone: report.timezone,
      requested_by: null,
      source_run_id: null,
      created_at: now,
    });
    const advanced = await advanceNextRun(this.ctx.db, report.id, from, next, slot);
    if (id !== null)
      this.log.info(
        { reportId: report.id, runId: id, scheduledFor: new Date(slot).toISOString(), instance: this.instanceId },
        'report run created',
      );
    return { created: id !== null, advanced };
  }

  /** One lane: claims the next due run and works it, until none is due (or the scheduler stops). */
  private async lane(result: TickResult): Promise<void> {
    const skip = new Set<number>();
    while (!this.stopping) {
      if (!this.refreshing && this.ctx.now() - this.lastRefresh >= this.pollMs) result.created += await this.refresh();
      const now = this.ctx.now();
      // A run this tick already saw waiting is checked again at the next tick at the earliest.
      for (const { runId, status } of result.executed) if (status === 'waiting') skip.add(runId);
      const ids = (await claimableRunIds(this.ctx.db, now, 20 + skip.size)).filter((id) => !skip.has(id));
      if (ids.length === 0) return;
      let claimed: Awaited<ReturnType<typeof claimRun>> = null;
      for (const id of ids) {
        claimed = await claimRun(this.ctx.db, id, this.instanceId, now, this.leaseMs);
        if (claimed) break;
        skip.add(id);
      }
      if (!claimed) continue;
      if (claimed.stuck) result.recovered += 1;
      const status = await this.work(claimed.run, claimed.stuck);
      result.executed.push({ runId: claimed.run.id, status });
    }
  }

  /** Works one claimed attempt and writes what follows; answers the run's new status. */
  private async work(run: RunRow, stuck: boolean): Promise<RunStatus> {
    const details = { runId: run.id, reportId: run.reportId, attempt: run.attempts, instance: this.instanceId };
    const additional = parseObject(run.additional);
    // The previous holder's lease ran out: that attempt failed (a time limit); this claim is the retry.
    if (stuck) {
      const cause = M.scheduleRunTakenOver;
      additional.errors = [...asArray(additional.errors), { attempt: run.attempts - 1, cause }];
      this.log.warn(details, 'report run taken over after its lease ran out');
      if (run.attempts > this.maxTries)
        return this.write(run, {
          status: 'failed',
          next_attempt_at: null,
          error_cause: fill(M.scheduleRunGaveUp, { tries: run.attempts - 1, cause }),
          additional: JSON.stringify({ ...additional, trigger: run.trigger, attempts: run.attempts - 1 }),
          finished_at: this.ctx.now(),
          attempts: run.attempts - 1,
        });
    }
    const report = await findReport(this.ctx.db, run.reportId);
    const refusal = !report
      ? M.scheduleRunReportDeleted
      : report.deleted
        ? M.scheduleRunReportDeleted
        : report.state === 'stopped'
          ? fill(M.scheduleRunReportStopped, { reason: report.stoppedReason ?? '' })
          : !report.enabled && run.trigger === 'schedule'
            ? M.scheduleRunReportDisabled
            : null;
    if (refusal)
      return this.write(run, {
        status: 'skipped',
        next_attempt_at: null,
        error_cause: refusal,
        additional: JSON.stringify({ ...additional, trigger: run.trigger, attempts: run.attempts }),
        finished_at: this.ctx.now(),
      });
    const outcome = await this.execute(run, details);
    return this.write(run, runUpdateFor(run, outcome, additional, this.ctx.now(), this.retryDelays));
  }

  /** The worker's attempt under the time limit: aborted at the lease's end, a rejection counts as a failure. */
  private async execute(run: RunRow, details: object): Promise<RunOutcome> {
    const claimed: ClaimedRun = {
      id: run.id,
      reportId: run.reportId,
      trigger: run.trigger,
      scheduledFor: run.scheduledFor,
      attempt: run.attempts,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      timezone: run.timezone,
      requestedBy: run.requestedBy,
      sourceRunId: run.sourceRunId,
    };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<RunOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error('time limit'));
        resolve({
          status: 'failed',
          retry: true,
          cause: fill(M.scheduleRunTimeLimit, { minutes: Math.round(this.leaseMs / 60_000) }),
        });
      }, this.leaseMs);
    });
    try {
      return await Promise.race([
        this.worker.execute(claimed, controller.signal).catch((error: unknown): RunOutcome => ({
          status: 'failed',
          retry: true,
          cause: error instanceof Error ? error.message : String(error),
        })),
        limit,
      ]);
    } catch (error) {
      this.log.error({ ...details, err: error }, 'report worker failed');
      return { status: 'failed', retry: true, cause: String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  private async write(run: RunRow, update: RunUpdate): Promise<RunStatus> {
    const wrote = await finishAttempt(this.ctx.db, run.id, this.instanceId, run.attempts, this.ctx.now(), update);
    const details = { runId: run.id, reportId: run.reportId, attempt: run.attempts, instance: this.instanceId };
    if (!wrote) {
      this.log.warn(details, 'report run outcome dropped: another instance took the run over');
      return 'running';
    }
    if (update.status === 'failed') this.log.error({ ...details, cause: update.error_cause }, 'report run failed');
    else this.log.info({ ...details, status: update.status, cause: update.error_cause }, 'report run attempt done');
    return update.status;
  }

  /** The worker's housekeeping, at most once an hour per instance; a failure is logged and tried next hour. */
  private async housekeeping(): Promise<boolean> {
    if (!this.worker.housekeeping || this.stopping) return false;
    const now = this.ctx.now();
    if (this.lastHousekeeping !== null && now - this.lastHousekeeping < HOUSEKEEPING_MS) return false;
    this.lastHousekeeping = now;
    try {
      await this.worker.housekeeping();
    } catch (error) {
      this.log.error({ err: error, instance: this.instanceId }, 'report housekeeping failed');
    }
    return true;
  }

  async enqueue(input: Parameters<RunQueue['enqueue']>[0]): Promise<number> {
    const report = await findReport(this.ctx.db, input.reportId);
    if (!report) throw new RangeError(`No report ${input.reportId}`);
    const at = input.at ?? this.ctx.now();
    const source = input.sourceRunId === undefined ? null : await findRunForResend(this.ctx.db, input.sourceRunId);
    const period = source
      ? { startDate: source.periodStart, endDate: source.periodEnd }
      : reportPeriod((JSON.parse(report.definition) as { dateRange: ReportRange }).dateRange, at, report.timezone);
    // Two asks in the same millisecond: the second takes the next one (the unique key includes the time).
    for (let offset = 0; ; offset += 1) {
      const id = await insertRun(
        this.ctx.db,
        {
          report_id: report.id,
          trigger: input.trigger,
          scheduled_for: at + offset,
          period_start: period.startDate,
          period_end: period.endDate,
          timezone: source?.timezone ?? report.timezone,
          requested_by: input.requestedBy,
          source_run_id: input.sourceRunId ?? null,
          created_at: this.ctx.now(),
        },
        at,
      );
      if (id !== null) {
        this.wake();
        return id;
      }
    }
  }

  async reschedule(reportId: number): Promise<void> {
    const report = await findReport(this.ctx.db, reportId);
    if (!report) return;
    let next: number | null = null;
    if (!report.deleted && report.enabled && report.state === 'active') {
      try {
        const schedule = { ...(JSON.parse(report.schedule) as ReportSchedule), timezone: report.timezone };
        next = nextRuns(schedule, this.ctx.now(), 1)[0] ?? null;
      } catch (error) {
        this.log.warn({ err: error, reportId }, M.scheduleRunInvalidSchedule);
      }
    }
    await setNextRun(this.ctx.db, reportId, next);
  }
}
