/** Reports, advertisers, dashboards, users and preview runs of the screens' tests and stories. */
import type { ScheduledReport, ScheduledRun } from '../../domain/scheduled-reports';
import type { AvailableAgency } from '../../domain/user';
import type { ReportProduct } from './api';

export const AGENCIES: AvailableAgency[] = [
  { id: 1, name: 'Compulse Media', theme_code: 'compulse', sub_agencies: [], stations: [] },
  { id: 2, name: 'Northwind Agency', theme_code: 'northwind', sub_agencies: [], stations: [] },
];

export const ADVERTISERS = [
  { id: 101, name: 'Acme Motors' },
  { id: 102, name: 'Bluebird Dental' },
];

export const PRODUCTS: ReportProduct[] = [
  { tab: 'summary', title: 'Summary', formats: ['pdf', 'pptx', 'xlsx'] },
  { tab: 'display', title: 'Display', formats: ['pdf', 'pptx', 'xlsx'] },
];

export const USERS = [
  { id: 11, email: 'avery@compulse.test', fullName: 'Avery Admin' },
  { id: 12, email: 'stacy@compulse.test', fullName: 'Stacy Staff' },
];

export const REPORT: ScheduledReport = {
  id: 7,
  name: 'Weekly display recap',
  kind: 'dashboard',
  agencyId: 1,
  advertiserId: null,
  advertisers: [{ advertiserId: 101, tabs: ['display'] }],
  formats: ['pdf', 'xlsx'],
  dateRange: 'lastweek',
  recipients: { userIds: [11], emails: ['client@acme.test'] },
  subject: '{report}: {advertiser}, {period}',
  message: 'Your weekly numbers are attached.',
  schedule: { frequency: 'weekly', time: '08:00', days: [1], timezone: 'America/Chicago' },
  readiness: { waitForData: true, deadlineHours: 24, atDeadline: 'send' },
  enabled: true,
  ownerUserId: 11,
  ownerName: 'Avery Admin',
  createdBy: 11,
  createdByName: 'Avery Admin',
  state: 'active',
  stoppedReason: null,
  nextRunAt: Date.parse('2026-11-30T14:00:00Z'),
  lastRunAt: Date.parse('2026-11-23T14:00:00Z'),
  Version: 3,
  createdAt: Date.parse('2026-11-01T10:00:00Z'),
  updatedAt: Date.parse('2026-11-20T10:00:00Z'),
};

export const STOPPED: ScheduledReport = {
  ...REPORT,
  id: 8,
  name: 'Monthly dental summary',
  advertisers: [{ advertiserId: 102, tabs: ['summary'] }],
  formats: ['pptx'],
  schedule: { frequency: 'monthly', time: '07:00', dayOfMonth: 'last', timezone: 'America/New_York' },
  ownerName: 'Stacy Staff',
  state: 'stopped',
  stoppedReason: 'The owner was deactivated.',
  nextRunAt: null,
};

/** Weekly Monday 08:00 America/Chicago across the November change (13:00Z before, 14:00Z after). */
export const PREVIEW: ScheduledRun[] = [
  { local: '2026-10-26T08:00:00-05:00', utc: '2026-10-26T13:00:00.000Z' },
  { local: '2026-11-02T08:00:00-06:00', utc: '2026-11-02T14:00:00.000Z' },
  { local: '2026-11-09T08:00:00-06:00', utc: '2026-11-09T14:00:00.000Z' },
  { local: '2026-11-16T08:00:00-06:00', utc: '2026-11-16T14:00:00.000Z' },
  { local: '2026-11-23T08:00:00-06:00', utc: '2026-11-23T14:00:00.000Z' },
];
