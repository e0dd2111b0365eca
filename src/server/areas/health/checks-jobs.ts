/**
 * The checks of the background work (issue 27): the loops' heartbeats (some instance's report scheduler and
 * connector sync loop ticked lately) and the queues' backlog and failures (report runs, connector syncs, e-mail).
 */
import { messageText, type MessageKey } from '../../../domain/messages';
import type { Db } from '../../db/database';
import { lastBeat } from './heartbeats';
import { worse, type CheckResult, type HealthStatus } from './types';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A loop whose newest tick (any instance) is older than this is a warning; older than the second, failing. */
export const HEARTBEAT_WARN_MS = 5 * MINUTE;
export const HEARTBEAT_FAIL_MS = 15 * MINUTE;

/** Waiting past its time this long is overdue (syncs wait for their source's budget, so longer). */
export const QUEUE_OVERDUE_MS = { reports: 15 * MINUTE, syncs: 60 * MINUTE, mail: 15 * MINUTE };
/** Anything overdue this long makes the queue failing. */
export const QUEUE_FAIL_MS = 6 * 60 * MINUTE;

/** A duration as a person reads it: seconds, minutes, hours or days. */
export function readableAge(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}

function ageStatus(at: number | null, now: number): HealthStatus {
  if (at === null || now - at > HEARTBEAT_FAIL_MS) return 'failing';
  return now - at > HEARTBEAT_WARN_MS ? 'warning' : 'ok';
}

/** Some instance's report scheduler and connector sync loop ticked within the interval. */
export async function checkScheduler(db: Db, now: number): Promise<CheckResult> {
  const [reports, sync] = await Promise.all([lastBeat(db, 'reports'), lastBeat(db, 'sync')]);
  const status = worse(ageStatus(reports, now), ageStatus(sync, now));
  const age = (at: number | null) =>
    at === null
      ? messageText('healthSchedulerNever')
      : messageText('healthSchedulerAgo', { age: readableAge(now - at) });
  const params = { reports: age(reports), sync: age(sync) };
  return { status, detail: messageText(status === 'ok' ? 'healthSchedulerOk' : 'healthSchedulerLate', params) };
}

interface Backlog {
  count: number;
  oldest: number | null;
}

const backlogOf = (row: { count: unknown; oldest: unknown } | undefined): Backlog => ({
  count: Number(row?.count ?? 0),
  oldest: row?.oldest == null ? null : Number(row.oldest),
});

/** Counts of what waits too long and what failed in the last day, per queue. */
async function readQueues(db: Db, now: number) {
  const reportsOverdue = db
    .selectFrom('report_runs')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('next_attempt_at').as('oldest')])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['scheduled', 'waiting']),
          eb('next_attempt_at', '<=', now - QUEUE_OVERDUE_MS.reports),
        ]),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now - QUEUE_OVERDUE_MS.reports)]),
      ]),
    )
    .executeTakeFirst();
  const reportsFailed = db
    .selectFrom('report_runs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'failed')
    .where('finished_at', '>=', now - DAY)
    .executeTakeFirst();
  const syncsOverdue = db
    .selectFrom('connector_syncs')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('next_attempt_at').as('oldest')])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now - QUEUE_OVERDUE_MS.syncs)
    .executeTakeFirst();
  const syncsFailed = db
    .selectFrom('connector_syncs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'failed')
    .where('updated_at', '>=', now - DAY)
    .executeTakeFirst();
  const mailOverdue = db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('next_attempt_at').as('oldest')])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now - QUEUE_OVERDUE_MS.mail)
    .executeTakeFirst();
  const mailFailed = db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'failed')
    .where('next_attempt_at', '>=', now - DAY)
    .executeTakeFirst();
  const [ro, rf, so, sf, mo, mf] = await Promise.all([
    reportsOverdue,
    reportsFailed,
    syncsOverdue,
    syncsFailed,
    mailOverdue,
    mailFailed,
  ]);
  return {
    overdue: [
      ['healthQueueReportsOverdue', backlogOf(ro), QUEUE_OVERDUE_MS.reports],
      ['healthQueueSyncsOverdue', backlogOf(so), QUEUE_OVERDUE_MS.syncs],
      ['healthQueueMailOverdue', backlogOf(mo), QUEUE_OVERDUE_MS.mail],
    ] as const,
    failed: [
      ['healthQueueReportsFailed', Number(rf?.count ?? 0)],
      ['healthQueueSyncsFailed', Number(sf?.count ?? 0)],
      ['healthQueueMailFailed', Number(mf?.count ?? 0)],
    ] as const,
  };
}

/** Backlog and failures: overdue or failed work is a warning; anything overdue past QUEUE_FAIL_MS, failing. */
export async function checkQueue(db: Db, now: number): Promise<CheckResult> {
  const { overdue, failed } = await readQueues(db, now);
  const problems: string[] = [];
  let status: HealthStatus = 'ok';
  for (const [key, backlog, limit] of overdue) {
    if (backlog.count === 0) continue;
    problems.push(messageText(key as MessageKey, { count: backlog.count, minutes: limit / MINUTE }));
    status = worse(status, backlog.oldest !== null && now - backlog.oldest > QUEUE_FAIL_MS ? 'failing' : 'warning');
  }
  for (const [key, count] of failed) {
    if (count === 0) continue;
    problems.push(messageText(key as MessageKey, { count }));
    status = worse(status, 'warning');
  }
  if (problems.length === 0) return { status: 'ok', detail: messageText('healthQueueOk') };
  return { status, detail: messageText('healthQueueProblems', { problems: problems.join('; ') }) };
}
