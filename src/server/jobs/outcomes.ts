/** What an attempt's outcome leaves on its run (pure: the scheduler writes it; unit-tested beside). */
import { REPORT_SCHEDULE_MESSAGES as M } from '../../domain/messages/report-schedule';
import type { RunRow, RunUpdate } from './run-queries';
import type { RunOutcome } from './types';

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * The run's row after `outcome` of attempt `run.attempts` at `now`: final (sent, partial, skipped, held), a retry
 * after `retryDelays[attempts - 1]` or failed when none is left, or waiting until the worker's time (the attempt
 * given back). `additional` is the run's stored details; failures are appended to its `errors`.
 */
export function runUpdateFor(
  run: Pick<RunRow, 'trigger' | 'attempts'>,
  outcome: RunOutcome,
  additional: Record<string, unknown>,
  now: number,
  retryDelays: readonly number[],
): RunUpdate {
  const base = { ...additional, trigger: run.trigger, attempts: run.attempts };
  switch (outcome.status) {
    case 'waiting':
      // A readiness check is not a try: the attempt is given back.
      return {
        status: 'waiting',
        next_attempt_at: Number.isFinite(outcome.until) ? outcome.until : now + (retryDelays[0] ?? 0),
        error_cause: outcome.cause,
        data_through: outcome.dataThrough ?? null,
        additional: JSON.stringify({ ...base, attempts: run.attempts - 1 }),
        finished_at: null,
        attempts: run.attempts - 1,
      };
    case 'failed': {
      const cause = outcome.cause.slice(0, 1000);
      const errors = [...asArray(additional.errors), { attempt: run.attempts, at: now, cause }];
      const delay = outcome.retry ? retryDelays[run.attempts - 1] : undefined;
      const merged = JSON.stringify({ ...base, ...outcome.additional, errors });
      const recipients = outcome.recipients ? { recipients: JSON.stringify(outcome.recipients) } : {};
      if (delay !== undefined)
        return {
          status: 'scheduled',
          next_attempt_at: now + delay,
          error_cause: cause,
          additional: merged,
          finished_at: null,
          ...recipients,
        };
      return {
        status: 'failed',
        next_attempt_at: null,
        error_cause: outcome.retry ? fill(M.scheduleRunGaveUp, { tries: run.attempts, cause }) : cause,
        additional: merged,
        finished_at: now,
        ...recipients,
      };
    }
    default:
      return {
        status: outcome.status,
        next_attempt_at: null,
        error_cause: outcome.cause ?? null,
        data_through: outcome.dataThrough ?? null,
        additional: JSON.stringify({ ...base, ...outcome.additional }),
        finished_at: now,
        ...(outcome.recipients ? { recipients: JSON.stringify(outcome.recipients) } : {}),
      };
  }
}

export function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
