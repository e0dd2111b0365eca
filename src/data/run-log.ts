/**
 * The scheduled-report run log (issue 25): GraphQL getScheduledReportsLog read into the domain's entries, its
 * `additional` JSON read defensively, and the two actions a run offers (resend its files, approve a held run).
 * Shared by the System Admin logs and the report editor's run history.
 */
import {
  ScheduledReportsLogDocument,
  type ScheduledReportsLogQueryVariables,
} from './__generated__/graphql';
import { apolloClient } from './apollo';
import { isRecord, numberField, stringField } from './narrow';
import { apiFetch, jsonBody } from './rest-client';
import { RUN_STATUSES, RUN_TRIGGERS, type RunStatus, type RunTrigger, type ScheduledReportLogEntry } from '../domain/scheduled-reports';

/** A page of runs, as the admin kit's tables read pages. */
export interface RunLogPage {
  items: ScheduledReportLogEntry[];
  total: number;
  limit: number;
  offset: number;
}

export type RunLogQuery = ScheduledReportsLogQueryVariables;

function statusOf(value: string): RunStatus {
  return (RUN_STATUSES as readonly string[]).includes(value) ? (value as RunStatus) : 'failed';
}

/** One page of the log; the first GraphQL error is thrown as the failure (001 §8). */
export async function fetchRunLog(variables: RunLogQuery): Promise<RunLogPage> {
  const { data } = await apolloClient.query({
    query: ScheduledReportsLogDocument,
    variables,
    fetchPolicy: 'no-cache',
  });
  const log = data?.getScheduledReportsLog;
  if (!log) return { items: [], total: 0, limit: variables.limit ?? 25, offset: variables.offset ?? 0 };
  return {
    total: log.total,
    limit: log.limit,
    offset: log.offset,
    items: log.entries.map((entry) => ({
      logId: entry.logId,
      reportId: entry.reportId,
      reportName: entry.reportName,
      scheduledTo: entry.scheduledTo,
      timezone: entry.timezone,
      createdBy: entry.createdBy,
      startDate: entry.startDate,
      endDate: entry.endDate,
      lastUpdateTime: entry.lastUpdateTime,
      status: statusOf(entry.status),
      error: entry.error ? { cause: entry.error.cause } : null,
      advertiserId: entry.advertiserId ?? null,
      agencyId: entry.agencyId,
      additional: entry.additional,
      recipients: [...entry.recipients],
    })),
  };
}

/** A stored file of a run. */
export interface RunFile {
  name: string;
  size: number | undefined;
  sha256: string | undefined;
}

/** What a run's `additional` JSON tells, as far as the screens show it. */
export interface RunAdditional {
  trigger: RunTrigger | undefined;
  attempts: number | undefined;
  files: RunFile[];
  dataThrough: string | undefined;
  /** Whether the files went as a download link rather than attachments. */
  link: boolean;
  /** Addresses left out (unsubscribed, off the allow-list). */
  skipped: string[];
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'string' ? [item] : isRecord(item) && typeof item.email === 'string' ? [item.email] : [],
  );
}

/** Reads `additional`; anything unreadable is left out rather than failing the row. */
export function parseRunAdditional(text: string): RunAdditional {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const record = isRecord(body) ? body : {};
  const trigger = stringField(record, 'trigger');
  const files = Array.isArray(record.files) ? record.files.filter(isRecord) : [];
  return {
    trigger: trigger && (RUN_TRIGGERS as readonly string[]).includes(trigger) ? (trigger as RunTrigger) : undefined,
    attempts: numberField(record, 'attempts'),
    files: files.map((file) => ({
      name: stringField(file, 'name') ?? stringField(file, 'fileName') ?? '',
      size: numberField(file, 'size'),
      sha256: stringField(file, 'sha256'),
    })),
    dataThrough: stringField(record, 'partialThrough') ?? stringField(record, 'dataThrough'),
    link: typeof record.link === 'string' || record.delivery === 'link',
    skipped: [...strings(record.skipped), ...strings(record.unsubscribed)],
  };
}

/** POST /api/scheduledReportResend: the run's stored files again, byte for byte. */
export async function resendRun(logId: number): Promise<{ logId: number }> {
  return (await apiFetch('/api/scheduledReportResend', jsonBody('POST', { logId }))) as { logId: number };
}

/** POST /api/scheduledReportApprove: a held run is sent now, with the partial-data line. */
export async function approveRun(logId: number): Promise<{ logId: number }> {
  return (await apiFetch('/api/scheduledReportApprove', jsonBody('POST', { logId }))) as { logId: number };
}
