/**
 * Scheduled reports and business reviews (issue 25; 001 §7 "Scheduled reports", 000 §2 /reportsadmin): the wire
 * shape of a report, its schedule and its runs, shared by the server, the report editor and the logs. The schedule's
 * next runs are computed with croner in the report's IANA time zone, so the editor's preview and the scheduler agree.
 */
import { Cron } from 'croner';
import { DateTime } from 'luxon';
import { resolveDateRange } from './date-presets';

export const REPORT_FORMATS = ['pdf', 'pptx', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What a report delivers: dashboards of the export pipeline, or the quarterly business-review deck. */
export const REPORT_KINDS = ['dashboard', 'businessReview'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * The relative periods a report covers, resolved on the run's local date in the report's time zone (the day the run
 * is due, not the day it happens to render). Names follow the date presets where one exists.
 */
export const REPORT_RANGES = [
  'yesterday',
  'last7days',
  'lastweek',
  'last14days',
  'last30days',
  'thismonth',
  'lastmonth',
  'last90days',
  'thisquarter',
  'lastquarter',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  yesterday: 'Yesterday',
  last7days: 'Last 7 days',
  lastweek: 'Last week (Monday to Sunday)',
  last14days: 'Last 14 days',
  last30days: 'Last 30 days',
  thismonth: 'Month to date',
  lastmonth: 'Previous month',
  last90days: 'Last 90 days',
  thisquarter: 'Quarter to date',
  lastquarter: 'Previous quarter',
};

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'cron'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * When a report runs, in local time of `timezone` (IANA). `days` are ISO weekdays (1 = Monday … 7 = Sunday);
 * `dayOfMonth` is 1–31 (a month without that day runs on its last day) or 'last'; `cron` is a 5-field expression
 * (minute hour day-of-month month day-of-week) for experts, read in the same time zone.
 */
export interface ReportSchedule {
  frequency: ScheduleFrequency;
  /** HH:mm, 24-hour local time (daily, weekly, monthly). */
  time: string;
  days?: number[];
  dayOfMonth?: number | 'last';
  cron?: string;
  timezone: string;
}

/** One advertiser's part of a report: which dashboards (tabs) and, optionally, which campaigns (default: all). */
export interface ReportAdvertiser {
  advertiserId: number;
  tabs: string[];
  campaignIds?: number[];
}

export interface ReportRecipients {
  /** Users of the tenant tree (by id); their current e-mail address is used at send time. */
  userIds: number[];
  /** Outside addresses; each must be on the agency's allow-list (inherited down the tree). */
  emails: string[];
}

/** What a run does when the advertiser's data does not yet cover the whole period. */
export interface ReportReadiness {
  /** Wait for the data (true) or send at once whatever there is (false). */
  waitForData: boolean;
  /** How long after the scheduled time the run may wait, in hours (1–72). */
  deadlineHours: number;
  /** At the deadline: send with the "partial data" line, or hold the run for someone to approve. */
  atDeadline: 'send' | 'hold';
}

/** The body of scheduledReportCreate (and, with id and Version, of scheduledReportUpdate). */
export interface ScheduledReportInput {
  name: string;
  kind: ReportKind;
  /** The agency the report belongs to. */
  agencyId: number;
  /** Set for an advertiser's report (READ_SCHEDULED_REPORT); null for an agency report over several advertisers. */
  advertiserId: number | null;
  advertisers: ReportAdvertiser[];
  formats: ReportFormat[];
  dateRange: ReportRange;
  recipients: ReportRecipients;
  /** Placeholders: {advertiser}, {period}, {agency}, {report}. */
  subject: string;
  message: string;
  schedule: ReportSchedule;
  readiness: ReportReadiness;
  enabled: boolean;
  /** Whose access the report runs with; default and only allowed value for non-admins: the caller. */
  ownerUserId?: number;
}

/** A report as the calls answer it. */
export interface ScheduledReport extends Omit<ScheduledReportInput, 'ownerUserId'> {
  id: number;
  ownerUserId: number;
  ownerName: string;
  createdBy: number;
  createdByName: string;
  /** 'active', or 'stopped' with `stoppedReason` (the owner lost access or was deactivated). */
  state: 'active' | 'stopped';
  stoppedReason: string | null;
  /** Epoch ms of the next scheduled run; null when disabled or stopped. */
  nextRunAt: number | null;
  lastRunAt: number | null;
  Version: number;
  createdAt: number;
  updatedAt: number;
}

/** A run's state (issue 25 §3); `held` waits for approval at the data deadline. */
export const RUN_STATUSES = [
  'scheduled',
  'waiting',
  'running',
  'sent',
  'partial',
  'failed',
  'skipped',
  'held',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  scheduled: 'Scheduled',
  waiting: 'Waiting for data',
  running: 'Running',
  sent: 'Sent',
  partial: 'Partially sent',
  failed: 'Failed',
  skipped: 'Skipped',
  held: 'Held for approval',
};

/** Why a run exists: its schedule, "run now", "send test now", or a resend of an earlier run's files. */
export const RUN_TRIGGERS = ['schedule', 'manual', 'test', 'resend'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** One entry of getScheduledReportsLog (001 §7), exactly its fields. */
export interface ScheduledReportLogEntry {
  logId: number;
  reportId: number;
  reportName: string;
  /** ISO instant the run was scheduled for. */
  scheduledTo: string;
  timezone: string;
  createdBy: string;
  /** The period's first and last day (yyyy-MM-dd). */
  startDate: string;
  endDate: string;
  /** ISO instant of the run's last change. */
  lastUpdateTime: string;
  status: RunStatus;
  error: { cause: string } | null;
  advertiserId: number | null;
  agencyId: number;
  /** JSON text: trigger, attempts, files (name, size, sha256), data-through date, delivery details. */
  additional: string;
  recipients: string[];
}

/** The editor's preview: the next runs in local time and in UTC. */
export interface ScheduledRun {
  /** ISO with offset in the report's zone, e.g. 2026-11-02T08:00:00-06:00. */
  local: string;
  /** ISO in UTC, e.g. 2026-11-02T14:00:00.000Z. */
  utc: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A croner pattern for a schedule (minute hour day-of-month month day-of-week; Sunday is 0). A monthly day 29–31 is
 * written as that day; `nextRuns` also runs it on the last day of a month that has no such day (the pattern alone
 * cannot say "the 31st, or the last day"). Throws RangeError for an invalid time, day or empty weekly schedule.
 */
export function cronPattern(schedule: ReportSchedule): string {
  if (schedule.frequency === 'cron') {
    const pattern = (schedule.cron ?? '').trim();
    if (pattern.split(/\s+/).length !== 5) throw new RangeError(`Invalid cron expression ${pattern}`);
    return pattern;
  }
  const match = TIME.exec(schedule.time);
  if (!match) throw new RangeError(`Invalid time ${schedule.time}`);
  const [minute, hour] = [Number(match[2]), Number(match[1])];
  switch (schedule.frequency) {
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly': {
      const days = [...new Set(schedule.days ?? [])].sort((a, b) => a - b);
      if (days.length === 0) throw new RangeError('A weekly schedule needs at least one day');
      if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 7))
        throw new RangeError(`Invalid weekdays ${days.join(',')}`);
      return `${minute} ${hour} * * ${[...new Set(days.map((day) => day % 7))].sort((a, b) => a - b).join(',')}`;
    }
    case 'monthly': {
      const day = schedule.dayOfMonth ?? 1;
      if (day !== 'last' && (!Number.isInteger(day) || day < 1 || day > 31))
        throw new RangeError(`Invalid day of month ${String(day)}`);
      return `${minute} ${hour} ${day === 'last' ? 'L' : day} * *`;
    }
    default:
      throw new RangeError(`Unknown frequency ${String(schedule.frequency)}`);
  }
}

/**
 * The next `count` runs strictly after `after` (epoch ms), as epoch ms. Throws RangeError for a schedule croner
 * cannot read (an invalid cron expression, time or zone). A monthly day 29–31 runs on the last day of a shorter
 * month (the 31st: 28 or 29 February, 30 April).
 */
export function nextRuns(schedule: ReportSchedule, after: number, count: number): number[] {
  if (!schedule.timezone || !DateTime.local().setZone(schedule.timezone).isValid)
    throw new RangeError(`Unknown time zone ${schedule.timezone}`);
  const pattern = cronPattern(schedule);
  const day = schedule.frequency === 'monthly' ? (schedule.dayOfMonth ?? 1) : 'last';
  let job: Cron;
  try {
    if (day === 'last' || day < 29) {
      job = new Cron(pattern, { timezone: schedule.timezone, paused: true });
      return job.nextRuns(count, new Date(after)).map((date) => date.getTime());
    }
    // Day 29–31: every candidate from the 28th on, kept when it is that day or the month's last day before it.
    const fields = pattern.split(' ');
    job = new Cron(`${fields[0]} ${fields[1]} 28-31 * *`, { timezone: schedule.timezone, paused: true });
  } catch (error) {
    throw new RangeError(error instanceof Error ? error.message : String(error));
  }
  const runs: number[] = [];
  let cursor = new Date(after);
  while (runs.length < count) {
    const batch = job.nextRuns(8, cursor);
    if (batch.length === 0) break;
    for (const date of batch) {
      const local = DateTime.fromJSDate(date, { zone: schedule.timezone });
      if (local.day === Math.min(day, local.daysInMonth!) && runs.length < count) runs.push(date.getTime());
    }
    cursor = batch[batch.length - 1]!;
  }
  return runs;
}

/**
 * The latest run of the schedule in [`from`, `to`] (epoch ms), or null when there is none. The scheduler uses it
 * after downtime: only the latest missed slot runs. Looks at most `limit` slots ahead of `from`, then answers the
 * latest it saw (a minute-by-minute cron after months of downtime).
 */
export function latestRunBetween(schedule: ReportSchedule, from: number, to: number, limit = 100_000): number | null {
  let latest: number | null = null;
  let cursor = from - 1;
  for (let seen = 0; seen < limit;) {
    const batch = nextRuns(schedule, cursor, 200);
    if (batch.length === 0) return latest;
    for (const at of batch) {
      if (at > to) return latest;
      latest = at;
    }
    seen += batch.length;
    cursor = batch[batch.length - 1]!;
  }
  return latest;
}

/** The preview the editor shows: the next runs in the zone and in UTC. */
export function previewRuns(schedule: ReportSchedule, after: number, count = 5): ScheduledRun[] {
  return nextRuns(schedule, after, count).map((at) => ({
    local: DateTime.fromMillis(at, { zone: schedule.timezone }).toISO({ suppressMilliseconds: true })!,
    utc: new Date(at).toISOString(),
  }));
}

/**
 * The period a run covers: `range` resolved on the local date of `at` (the run's scheduled time) in `timezone`.
 * "last N days" and "yesterday" end the day before; `lastweek` is the previous Monday to Sunday.
 */
export function reportPeriod(range: ReportRange, at: number, timezone: string): { startDate: string; endDate: string } {
  const now = DateTime.fromMillis(at, { zone: timezone });
  if (range === 'lastweek') {
    const monday = now
      .startOf('day')
      .minus({ days: now.weekday - 1 })
      .minus({ weeks: 1 });
    return { startDate: monday.toISODate()!, endDate: monday.plus({ days: 6 }).toISODate()! };
  }
  const resolved = resolveDateRange(range, { timeZone: timezone, now });
  if (!resolved) throw new RangeError(`Unknown report range ${range}`);
  return { startDate: resolved.startDate, endDate: resolved.endDate };
}
