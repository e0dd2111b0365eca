/**
 * Usage reports (System Admin "reports", issue 20): what is counted, the figures of one agency's row, and the
 * period rule shared by the server (which validates) and the screen (presets and the custom range).
 */
import { plainEpochDay } from './plain-date';
import type { MessageKey, MessageParams } from './messages';

/** What one usage event counts. */
export const USAGE_KINDS = [
  'sign_in',
  'dashboard_view',
  'export',
  'share_create',
  'share_open',
  'scheduled_run',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** Export formats the report counts apart. */
export const USAGE_EXPORT_FORMATS = ['pdf', 'ppt', 'xls', 'csv'] as const;
export type UsageExportFormat = (typeof USAGE_EXPORT_FORMATS)[number];

/** Figures of one agency (or the totals) over a period. */
export interface UsageFigures {
  signIns: number;
  /** Distinct users with any event. */
  activeUsers: number;
  dashboardViews: number;
  exportsPdf: number;
  exportsPpt: number;
  exportsXls: number;
  exportsCsv: number;
  sharesCreated: number;
  shareOpens: number;
  scheduledRuns: number;
}

/** One row of the usage table. */
export interface UsageRow extends UsageFigures {
  agencyId: number;
  agencyName: string;
}

/** One day of the chart: events by kind. */
export interface UsageDay {
  day: string;
  signIns: number;
  dashboardViews: number;
  exports: number;
  sharesCreated: number;
  shareOpens: number;
  scheduledRuns: number;
}

/** The figures in table order, with their column labels (screen and workbook). */
export const USAGE_COLUMNS: readonly { key: keyof UsageFigures; label: string }[] = [
  { key: 'signIns', label: 'Sign-ins' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'dashboardViews', label: 'Dashboards viewed' },
  { key: 'exportsPdf', label: 'PDF exports' },
  { key: 'exportsPpt', label: 'PPT exports' },
  { key: 'exportsXls', label: 'XLS exports' },
  { key: 'exportsCsv', label: 'CSV exports' },
  { key: 'sharesCreated', label: 'Shares created' },
  { key: 'shareOpens', label: 'Share-link opens' },
  { key: 'scheduledRuns', label: 'Scheduled runs' },
];

/** The chart's series, in stacking order. */
export const USAGE_DAY_SERIES: readonly { key: Exclude<keyof UsageDay, 'day'>; label: string }[] = [
  { key: 'signIns', label: 'Sign-ins' },
  { key: 'dashboardViews', label: 'Dashboards viewed' },
  { key: 'exports', label: 'Exports' },
  { key: 'sharesCreated', label: 'Shares created' },
  { key: 'shareOpens', label: 'Share-link opens' },
  { key: 'scheduledRuns', label: 'Scheduled runs' },
];

/** Longest period a report covers, in days (both ends counted). */
export const USAGE_MAX_DAYS = 366;
/** Days of the default period (the last 30 days, today included). */
export const USAGE_DEFAULT_DAYS = 30;
/** The screen's presets, in days. */
export const USAGE_PRESETS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of an epoch day. */
export function dayOf(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` days ending with `today` (yyyy-MM-dd), as from/to. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  const end = plainEpochDay(today) ?? Math.floor(Date.now() / DAY_MS);
  return { from: dayOf(end - days + 1), to: dayOf(end) };
}

/** A period refused, with the catalogue text's key and values. */
export interface PeriodProblem {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The period a caller asked for, defaults filled (no `to`: today; no `from`: the 30 days up to `to`), or what is
 * wrong with it: a date that is not a real yyyy-MM-dd day, an end before the start, more than 366 days.
 */
export function resolvePeriod(
  asked: { from?: string; to?: string },
  today: string,
): { ok: true; from: string; to: string; days: number } | { ok: false; problem: PeriodProblem } {
  const to = asked.to?.trim() || today;
  const toDay = plainEpochDay(to);
  const from = asked.from?.trim() || (toDay === null ? '' : dayOf(toDay - USAGE_DEFAULT_DAYS + 1));
  const fromDay = plainEpochDay(from);
  if (fromDay === null || toDay === null) return { ok: false, problem: { key: 'usageBadDate' } };
  if (toDay < fromDay) return { ok: false, problem: { key: 'usageEndBeforeStart' } };
  const days = toDay - fromDay + 1;
  if (days > USAGE_MAX_DAYS)
    return { ok: false, problem: { key: 'usagePeriodTooLong', params: { days: USAGE_MAX_DAYS } } };
  return { ok: true, from, to, days };
}

/** Every day of a period, in order. */
export function daysOf(from: string, to: string): string[] {
  const start = plainEpochDay(from);
  const end = plainEpochDay(to);
  if (start === null || end === null) return [];
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => dayOf(start + i));
}
