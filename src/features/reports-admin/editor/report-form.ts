/**
 * The editor's draft of a report: what the fields hold while they are edited, the checks behind its inline
 * messages, and the ScheduledReportInput it becomes. The server checks again (allow-list, scope, owner).
 */
import type {
  ReportFormat,
  ReportKind,
  ReportRange,
  ReportSchedule,
  ScheduleFrequency,
  ScheduledReport,
  ScheduledReportInput,
} from '../../../domain/scheduled-reports';
import { TEXTS } from '../texts';

export interface ReportDraft {
  name: string;
  kind: ReportKind;
  agencyId: number;
  /** Set for an advertiser's report. */
  advertiserId: number | null;
  advertiserIds: number[];
  tabs: string[];
  formats: ReportFormat[];
  dateRange: ReportRange;
  userIds: number[];
  /** Outside addresses as typed (commas, spaces or lines). */
  emails: string;
  subject: string;
  message: string;
  frequency: ScheduleFrequency;
  time: string;
  days: number[];
  dayOfMonth: number | 'last';
  cron: string;
  timezone: string;
  waitForData: boolean;
  deadlineHours: string;
  atDeadline: 'send' | 'hold';
  enabled: boolean;
}

export type DraftField = keyof ReportDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new report for an agency (and advertiser, for advertiser-level users). */
export function newDraft(agencyId: number, advertiserId: number | null, timezone: string): ReportDraft {
  return {
    name: '',
    kind: 'dashboard',
    agencyId,
    advertiserId,
    advertiserIds: advertiserId === null ? [] : [advertiserId],
    tabs: [],
    formats: ['pdf'],
    dateRange: 'lastweek',
    userIds: [],
    emails: '',
    subject: '{report}: {advertiser}, {period}',
    message: '',
    frequency: 'weekly',
    time: '08:00',
    days: [1],
    dayOfMonth: 1,
    cron: '',
    timezone,
    waitForData: true,
    deadlineHours: '24',
    atDeadline: 'send',
    enabled: true,
  };
}

/** The draft of a saved report. */
export function draftOf(report: ScheduledReport): ReportDraft {
  const tabs = [...new Set(report.advertisers.flatMap((a) => a.tabs))];
  return {
    name: report.name,
    kind: report.kind,
    agencyId: report.agencyId,
    advertiserId: report.advertiserId,
    advertiserIds: report.advertisers.map((a) => a.advertiserId),
    tabs,
    formats: report.formats,
    dateRange: report.dateRange,
    userIds: report.recipients.userIds,
    emails: report.recipients.emails.join(', '),
    subject: report.subject,
    message: report.message,
    frequency: report.schedule.frequency,
    time: report.schedule.time,
    days: report.schedule.days ?? [1],
    dayOfMonth: report.schedule.dayOfMonth ?? 1,
    cron: report.schedule.cron ?? '',
    timezone: report.schedule.timezone,
    waitForData: report.readiness.waitForData,
    deadlineHours: String(report.readiness.deadlineHours),
    atDeadline: report.readiness.atDeadline,
    enabled: report.enabled,
  };
}

/** The outside addresses typed, one per comma, space or line. */
export function emailsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
}

/** The schedule the draft describes (complete or not: the preview asks only when it passes `scheduleErrors`). */
export function scheduleOf(draft: ReportDraft): ReportSchedule {
  const base = { frequency: draft.frequency, time: draft.time, timezone: draft.timezone };
  switch (draft.frequency) {
    case 'weekly':
      return { ...base, days: [...draft.days].sort((a, b) => a - b) };
    case 'monthly':
      return { ...base, dayOfMonth: draft.dayOfMonth };
    case 'cron':
      return { ...base, cron: draft.cron.trim() };
    default:
      return base;
  }
}

/** The schedule fields' messages. */
export function scheduleErrors(draft: ReportDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.frequency === 'cron') {
    if (draft.cron.trim().split(/\s+/).length !== 5) errors.cron = TEXTS.badCron;
  } else if (!TIME.test(draft.time)) errors.time = TEXTS.badTime;
  if (draft.frequency === 'weekly' && draft.days.length === 0) errors.days = TEXTS.oneDay;
  if (!draft.timezone) errors.timezone = TEXTS.required(TEXTS.timezone);
  return errors;
}

/** Every field's message; an empty object when the draft may be saved. */
export function validateDraft(draft: ReportDraft): DraftErrors {
  const errors: DraftErrors = { ...scheduleErrors(draft) };
  if (!draft.name.trim()) errors.name = TEXTS.required(TEXTS.name);
  else if (draft.name.trim().length > 200) errors.name = TEXTS.nameTooLong;
  if (draft.advertiserIds.length === 0) errors.advertiserIds = TEXTS.oneAdvertiser;
  if (draft.kind === 'dashboard' && draft.tabs.length === 0) errors.tabs = TEXTS.oneTab;
  if (draft.formats.length === 0) errors.formats = TEXTS.oneFormat;
  const emails = emailsOf(draft.emails);
  const bad = emails.find((e) => !EMAIL.test(e));
  if (bad) errors.emails = TEXTS.badEmail(bad);
  else if (emails.length === 0 && draft.userIds.length === 0) errors.emails = TEXTS.oneRecipient;
  if (!draft.subject.trim()) errors.subject = TEXTS.required(TEXTS.subject);
  const hours = Number(draft.deadlineHours);
  if (draft.waitForData && !(Number.isInteger(hours) && hours >= 1 && hours <= 72))
    errors.deadlineHours = TEXTS.badDeadline;
  return errors;
}

/** The body of scheduledReportCreate (and, with id and Version, of scheduledReportUpdate). */
export function inputOf(draft: ReportDraft): ScheduledReportInput {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    agencyId: draft.agencyId,
    advertiserId: draft.advertiserId,
    advertisers: draft.advertiserIds.map((advertiserId) => ({
      advertiserId,
      tabs: draft.kind === 'dashboard' ? draft.tabs : ['businessReview'],
    })),
    formats: draft.formats,
    dateRange: draft.dateRange,
    recipients: { userIds: draft.userIds, emails: emailsOf(draft.emails) },
    subject: draft.subject.trim(),
    message: draft.message,
    schedule: scheduleOf(draft),
    readiness: {
      waitForData: draft.waitForData,
      deadlineHours: Number(draft.deadlineHours) || 24,
      atDeadline: draft.atDeadline,
    },
    enabled: draft.enabled,
  };
}

/** Which draft field a server refusal's `field` names (its paths follow ScheduledReportInput). */
export function draftFieldOf(field: unknown): DraftField | undefined {
  if (typeof field !== 'string') return undefined;
  const head = field.replace(/^\/?(body\.)?/, '').split(/[./[]/);
  const [first, second] = head;
  if (first === 'recipients') return 'emails';
  if (first === 'advertisers') return 'advertiserIds';
  if (first === 'schedule') return (second as DraftField | undefined) ?? 'time';
  if (first === 'readiness') return (second as DraftField | undefined) ?? 'deadlineHours';
  const known: DraftField[] = ['name', 'kind', 'formats', 'dateRange', 'subject', 'message', 'tabs'];
  return known.find((k) => k === first);
}
