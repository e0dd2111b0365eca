/**
 * The report scheduler (issue 25 §3) on both engines: exactly-once creation and claims, missed runs after downtime,
 * retries with backoff, stuck-run takeover, time limit, waiting for data, manual runs, refused reports. Reports are
 * inserted directly; a recording worker stands in for the report worker; the clock is moved, never waited for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_SCHEDULE_MESSAGES as M } from '../../src/domain/messages/report-schedule';
import type { ReportSchedule, ScheduledReportInput } from '../../src/domain/scheduled-reports';
import { ReportScheduler } from '../../src/server/jobs/scheduler';
import type { ClaimedRun, RunOutcome, RunWorker } from '../../src/server/jobs/types';
import { ENGINES, startTestServer, type TestServer } from './harness';

const MINUTE = 60_000;
const at = (text: string) => Date.parse(text);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A worker that records each attempt and answers what the test says (default: sent). */
class RecordingWorker implements RunWorker {
  readonly calls: ClaimedRun[] = [];
  housekeepings = 0;
  answer: (run: ClaimedRun, signal: AbortSignal) => Promise<RunOutcome> = async () => ({ status: 'sent' });
  async execute(run: ClaimedRun, signal: AbortSignal): Promise<RunOutcome> {
    this.calls.push(run);
    // Yield, so two schedulers' ticks interleave.
    await new Promise((resolve) => setImmediate(resolve));
    return this.answer(run, signal);
  }
  async housekeeping(): Promise<void> {
    this.housekeepings += 1;
  }
}

describe.each(ENGINES)('the report scheduler on %s', (engine) => {
  let server: TestServer;
  let clock: number;
  let worker: RecordingWorker;
  const scheduler = () => server.ctx.reportScheduler;

  beforeEach(async () => {
    clock = at('2026-11-27T08:00:05Z');
    worker = new RecordingWorker();
    server = await startTestServer(engine, {
      now: () => clock,
      scheduler: { autoStart: false, worker, instanceId: 'a', log: quiet },
    });
  });
  afterEach(async () => server.close());

  async function insertReport(
    options: {
      schedule?: Partial<ReportSchedule>;
      nextRunAt?: number | null;
      enabled?: boolean;
      state?: 'active' | 'stopped';
      deleted?: boolean;
      name?: string;
    } = {},
  ): Promise<number> {
    const schedule: ReportSchedule = { frequency: 'daily', time: '08:00', timezone: 'UTC', ...options.schedule };
    const definition: Partial<ScheduledReportInput> = {
      advertisers: [{ advertiserId: 1, tabs: ['overview'] }],
      formats: ['pdf'],
      dateRange: 'yesterday',
      recipients: { userIds: [], emails: ['client@example.com'] },
      subject: 'Report',
      message: '',
      readiness: { waitForData: false, deadlineHours: 24, atDeadline: 'send' },
    };
    const row = await server.db
      .insertInto('scheduled_reports')
      .values({
        agency_id: 1,
        advertiser_id: null,
        kind: 'dashboard',
        name: options.name ?? 'Weekly',
        owner_user_id: 1,
        created_by: 1,
        definition: JSON.stringify(definition),
        schedule: JSON.stringify(schedule),
        timezone: schedule.timezone,
        enabled: options.enabled === false ? 0 : 1,
        state: options.state ?? 'active',
        stopped_reason: options.state === 'stopped' ? 'The owner was deactivated.' : null,
        next_run_at: options.nextRunAt === undefined ? at('2026-11-27T08:00:00Z') : options.nextRunAt,
        last_run_at: null,
        created_at: clock,
        updated_at: clock,
        deleted_at: options.deleted ? clock : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const runsOf = (reportId: number) =>
    server.db.selectFrom('report_runs').selectAll().where('report_id', '=', reportId).orderBy('id').execute();
  const reportRow = (id: number) =>
    server.db.selectFrom('scheduled_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates exactly one run for a due report and moves its next run on', async () => {
    const id = await insertReport();
    const first = await scheduler().tick();
    expect(first.created).toBe(1);
    expect(first.executed.map((run) => run.status)).toEqual(['sent']);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'schedule',
      status: 'sent',
      attempts: 1,
      period_start: '2026-11-26',
      period_end: '2026-11-26',
      timezone: 'UTC',
      next_attempt_at: null,
      claimed_until: null,
    });
    expect(Number(runs[0]!.scheduled_for)).toBe(at('2026-11-27T08:00:00Z'));
    expect(JSON.parse(runs[0]!.additional)).toMatchObject({ trigger: 'schedule', attempts: 1 });
    const report = await reportRow(id);
    expect(Number(report.next_run_at)).toBe(at('2026-11-28T08:00:00Z'));
    expect(Number(report.last_run_at)).toBe(at('2026-11-27T08:00:00Z'));
    expect(worker.calls).toHaveLength(1);
    expect(worker.calls[0]).toMatchObject({ reportId: id, attempt: 1, periodStart: '2026-11-26' });

    // Again at the same time: nothing new.
    expect(await scheduler().tick()).toMatchObject({ created: 0, executed: [] });
    expect(await runsOf(id)).toHaveLength(1);
    const beat = await server.db.selectFrom('scheduler_heartbeats').selectAll().execute();
    expect(beat).toEqual([{ instance: 'a', beat_at: clock, claimed: 1 }]);
  });

  it('runs only the latest missed slot, once, after downtime', async () => {
    const id = await insertReport({ nextRunAt: at('2026-11-20T08:00:00Z') });
    clock = at('2026-11-27T09:30:00Z');
    expect((await scheduler().tick()).created).toBe(1);
    const runs = await runsOf(id);
    expect(runs.map((run) => Number(run.scheduled_for))).toEqual([at('2026-11-27T08:00:00Z')]);
    expect(runs[0]!.period_start).toBe('2026-11-26');
    expect(Number((await reportRow(id)).next_run_at)).toBe(at('2026-11-28T08:00:00Z'));
    expect((await scheduler().tick()).created).toBe(0);
  });

  it('executes each run exactly once with two instances ticking on one database', async () => {
    const other = new RecordingWorker();
    const second = new ReportScheduler(server.ctx, other, { instanceId: 'b', log: quiet });
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push(await insertReport({ name: `Report ${index}` }));
    const manual = await scheduler().enqueue({ reportId: ids[0]!, trigger: 'manual', requestedBy: 1 });
    const results = await Promise.all([scheduler().tick(), second.tick(), scheduler().tick(), second.tick()]);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(6);
    const executed = [...worker.calls, ...other.calls].map((run) => run.id).sort((a, b) => a - b);
    const runs = await server.db.selectFrom('report_runs').selectAll().orderBy('id').execute();
    expect(runs).toHaveLength(7);
    expect(executed).toEqual(runs.map((run) => Number(run.id)));
    expect(new Set(executed).size).toBe(7);
    expect(executed).toContain(manual);
    expect(runs.every((run) => run.status === 'sent' && Number(run.attempts) === 1)).toBe(true);
    const beats = await server.db.selectFrom('scheduler_heartbeats').select('instance').orderBy('instance').execute();
    expect(beats.map((row) => row.instance)).toEqual(['a', 'b']);
  });

  it('retries a failing run with backoff and fails it after the fifth try', async () => {
    const id = await insertReport();
    worker.answer = async () => {
      throw new Error('SMTP said 451 try later');
    };
    const start = clock;
    await scheduler().tick();
    let [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'scheduled', attempts: 1, error_cause: 'SMTP said 451 try later' });
    expect(Number(run!.next_attempt_at)).toBe(start + 5 * MINUTE);
    // Not before its time.
    clock = start + 4 * MINUTE;
    expect((await scheduler().tick()).executed).toEqual([]);
    for (const [delay, attempts] of [
      [5, 2],
      [10, 3],
      [15, 4],
    ] as const) {
      clock = Number(run!.next_attempt_at);
      await scheduler().tick();
      [run] = await runsOf(id);
      expect(run).toMatchObject({ status: 'scheduled', attempts });
      expect(Number(run!.next_attempt_at)).toBe(clock + (delay === 5 ? 10 : delay === 10 ? 15 : 30) * MINUTE);
    }
    clock = Number(run!.next_attempt_at);
    expect(clock - start).toBe(60 * MINUTE);
    await scheduler().tick();
    [run] = await runsOf(id);
    expect(run).toMatchObject({
      status: 'failed',
      attempts: 5,
      next_attempt_at: null,
      error_cause: 'Failed after 5 tries: SMTP said 451 try later',
    });
    expect(JSON.parse(run!.additional).errors).toHaveLength(5);
    expect(worker.calls).toHaveLength(5);
    clock += 24 * 60 * MINUTE - 1;
    await scheduler().tick();
    expect(worker.calls.map((call) => call.id)).not.toContain(undefined);
    expect(worker.calls.filter((call) => call.trigger === 'schedule' && call.id === run!.id)).toHaveLength(5);
  });

  it('fails at once without retry when the worker says so', async () => {
    const id = await insertReport();
    worker.answer = async () => ({ status: 'failed', cause: 'The files expired', retry: false });
    await scheduler().tick();
    expect((await runsOf(id))[0]).toMatchObject({ status: 'failed', attempts: 1, error_cause: 'The files expired' });
  });

  it('takes over a run stuck past its lease and retries it', async () => {
    const id = await insertReport({ nextRunAt: at('2026-11-28T08:00:00Z') });
    const inserted = await server.db
      .insertInto('report_runs')
      .values({
        report_id: id,
        trigger: 'schedule',
        scheduled_for: at('2026-11-27T07:00:00Z'),
        status: 'running',
        attempts: 1,
        next_attempt_at: at('2026-11-27T07:00:00Z'),
        claimed_by: 'crashed-instance',
        claimed_until: clock - 1,
        period_start: '2026-11-26',
        period_end: '2026-11-26',
        timezone: 'UTC',
        requested_by: null,
        source_run_id: null,
        created_at: at('2026-11-27T07:00:00Z'),
        updated_at: at('2026-11-27T07:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Still within its lease: left alone.
    await server.db
      .updateTable('report_runs')
      .set({ claimed_until: clock + MINUTE })
      .where('id', '=', inserted.id)
      .execute();
    expect((await scheduler().tick()).executed).toEqual([]);
    clock += 2 * MINUTE;
    const result = await scheduler().tick();
    expect(result.recovered).toBe(1);
    expect(result.executed).toEqual([{ runId: Number(inserted.id), status: 'sent' }]);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'sent', attempts: 2, claimed_by: 'a' });
    expect(JSON.parse(run!.additional).errors).toEqual([{ attempt: 1, cause: M.scheduleRunTakenOver }]);
    expect(worker.calls[0]!.attempt).toBe(2);
  });

  it('fails a stuck run that has no tries left', async () => {
    const id = await insertReport({ nextRunAt: null });
    await server.db
      .insertInto('report_runs')
      .values({
        report_id: id,
        trigger: 'manual',
        scheduled_for: clock - 2 * 60 * MINUTE,
        status: 'running',
        attempts: 5,
        next_attempt_at: null,
        claimed_by: 'crashed-instance',
        claimed_until: clock - 1,
        period_start: '2026-11-26',
        period_end: '2026-11-26',
        timezone: 'UTC',
        requested_by: 1,
        source_run_id: null,
        created_at: clock,
        updated_at: clock,
      })
      .execute();
    await scheduler().tick();
    expect(worker.calls).toEqual([]);
    expect((await runsOf(id))[0]).toMatchObject({
      status: 'failed',
      attempts: 5,
      error_cause: `Failed after 5 tries: ${M.scheduleRunTakenOver}`,
    });
  });

  it('stops an attempt at its time limit with an abort signal and retries it', async () => {
    const limited = new RecordingWorker();
    let aborted = false;
    limited.answer = (_, signal) =>
      new Promise<RunOutcome>((resolve) =>
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve({ status: 'sent' });
        }),
      );
    const short = new ReportScheduler(server.ctx, limited, { instanceId: 'c', leaseMs: 20, log: quiet });
    const id = await insertReport();
    const result = await short.tick();
    expect(aborted).toBe(true);
    expect(result.executed).toEqual([{ runId: expect.any(Number), status: 'scheduled' }]);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'scheduled', attempts: 1, claimed_until: null });
    expect(run!.error_cause).toBe(M.scheduleRunTimeLimit.replace('{minutes}', '0'));
    expect(Number(run!.next_attempt_at)).toBe(clock + 5 * MINUTE);
  });

  it('checks a waiting run again at its time, without using up a try', async () => {
    const id = await insertReport();
    const until = clock + 60 * MINUTE;
    worker.answer = async (run) =>
      run.attempt === 1 && worker.calls.length === 1
        ? { status: 'waiting', cause: 'Data through 2026-11-25', until, dataThrough: '2026-11-25' }
        : { status: 'partial', cause: 'Partial data: through 2026-11-25', dataThrough: '2026-11-25' };
    await scheduler().tick();
    let [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'waiting', attempts: 0, data_through: '2026-11-25' });
    expect(Number(run!.next_attempt_at)).toBe(until);
    clock = until - 1;
    expect((await scheduler().tick()).executed).toEqual([]);
    clock = until;
    await scheduler().tick();
    [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'partial', attempts: 1, error_cause: 'Partial data: through 2026-11-25' });
    expect(worker.calls.map((call) => call.attempt)).toEqual([1, 1]);
  });

  it('runs a manual run now without moving the next run', async () => {
    const next = at('2026-11-30T08:00:00Z');
    const id = await insertReport({ nextRunAt: next, schedule: { frequency: 'weekly', days: [1] } });
    const first = await scheduler().enqueue({ reportId: id, trigger: 'manual', requestedBy: 7 });
    const second = await scheduler().enqueue({ reportId: id, trigger: 'test', requestedBy: 7 });
    const again = await scheduler().enqueue({ reportId: id, trigger: 'manual', requestedBy: 7 });
    expect(new Set([first, second, again]).size).toBe(3);
    const result = await scheduler().tick();
    expect(result.created).toBe(0);
    expect(result.executed.map((run) => run.runId).sort()).toEqual([first, second, again].sort());
    expect(Number((await reportRow(id)).next_run_at)).toBe(next);
    expect(worker.calls.find((call) => call.id === first)).toMatchObject({
      trigger: 'manual',
      requestedBy: 7,
      periodStart: '2026-11-26',
    });
    // A resend covers its source run's period.
    clock = at('2026-12-05T10:00:00Z');
    const resend = await scheduler().enqueue({ reportId: id, trigger: 'resend', requestedBy: 7, sourceRunId: first });
    await scheduler().tick();
    expect(worker.calls.find((call) => call.id === resend)).toMatchObject({
      trigger: 'resend',
      sourceRunId: first,
      periodStart: '2026-11-26',
      periodEnd: '2026-11-26',
    });
  });

  it('never runs disabled, stopped or deleted reports, and skips their queued runs', async () => {
    const disabled = await insertReport({ enabled: false });
    const stopped = await insertReport({ state: 'stopped' });
    const deleted = await insertReport({ deleted: true });
    const active = await insertReport({ nextRunAt: null });
    expect((await scheduler().tick()).created).toBe(0);
    expect(worker.calls).toEqual([]);

    // Runs queued before the change are skipped with the cause.
    const queued = [];
    for (const id of [disabled, stopped, deleted])
      queued.push(await scheduler().enqueue({ reportId: id, trigger: 'manual', requestedBy: 1 }));
    await server.db.updateTable('report_runs').set({ trigger: 'schedule' }).where('id', '=', queued[0]!).execute();
    await scheduler().tick();
    expect(worker.calls).toEqual([]);
    expect((await runsOf(disabled))[0]).toMatchObject({ status: 'skipped', error_cause: M.scheduleRunReportDisabled });
    expect((await runsOf(stopped))[0]).toMatchObject({
      status: 'skipped',
      error_cause: 'The report is stopped: The owner was deactivated.',
    });
    expect((await runsOf(deleted))[0]).toMatchObject({ status: 'skipped', error_cause: M.scheduleRunReportDeleted });

    // reschedule: null unless enabled, active and not deleted.
    for (const id of [disabled, stopped, deleted, active]) await scheduler().reschedule(id);
    const rows = await server.db.selectFrom('scheduled_reports').select(['id', 'next_run_at']).orderBy('id').execute();
    expect(rows.map((row) => (row.next_run_at === null ? null : Number(row.next_run_at)))).toEqual([
      null,
      null,
      null,
      at('2026-11-28T08:00:00Z'),
    ]);
  });

  it('plans no further runs for a report whose stored schedule is invalid', async () => {
    const id = await insertReport({ schedule: { time: '25:00' } });
    expect((await scheduler().tick()).created).toBe(0);
    expect((await reportRow(id)).next_run_at).toBeNull();
    expect(await runsOf(id)).toEqual([]);
  });

  it('moves a Chicago report across the November change to 14:00Z', async () => {
    clock = at('2026-10-31T13:00:01Z');
    const id = await insertReport({
      schedule: { timezone: 'America/Chicago' },
      nextRunAt: at('2026-10-31T13:00:00Z'),
    });
    await scheduler().tick();
    expect(Number((await reportRow(id)).next_run_at)).toBe(at('2026-11-01T14:00:00Z'));
  });

  it("calls the worker's housekeeping at most once an hour", async () => {
    await scheduler().tick();
    await scheduler().tick();
    expect(worker.housekeepings).toBe(1);
    clock += 59 * MINUTE;
    await scheduler().tick();
    expect(worker.housekeepings).toBe(1);
    clock += MINUTE;
    await scheduler().tick();
    expect(worker.housekeepings).toBe(2);
  });
});

describe.each(ENGINES)('the loop started with the app on %s', (engine) => {
  it('ticks on start and when a run is queued, and stops with the app', async () => {
    const clock = at('2026-11-27T08:00:05Z');
    const worker = new RecordingWorker();
    const server = await startTestServer(engine, { now: () => clock, scheduler: { worker, log: quiet } });
    try {
      const row = await server.db
        .insertInto('scheduled_reports')
        .values({
          agency_id: 1,
          advertiser_id: null,
          kind: 'dashboard',
          name: 'Loop',
          owner_user_id: 1,
          created_by: 1,
          definition: JSON.stringify({ dateRange: 'yesterday' }),
          schedule: JSON.stringify({ frequency: 'daily', time: '08:00', timezone: 'UTC' }),
          timezone: 'UTC',
          stopped_reason: null,
          next_run_at: null,
          last_run_at: null,
          created_at: clock,
          updated_at: clock,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The first tick (right after start) wrote the heartbeat.
      await vi.waitFor(async () =>
        expect(await server.db.selectFrom('scheduler_heartbeats').selectAll().execute()).toHaveLength(1),
      );
      const runId = await server.ctx.reportScheduler.enqueue({
        reportId: Number(row.id),
        trigger: 'manual',
        requestedBy: 1,
      });
      await vi.waitFor(() => expect(worker.calls.map((call) => call.id)).toEqual([runId]));
    } finally {
      await server.close();
    }
  });
});
