/** Runs of the log's tests and stories: one sent with two files, one failed, one held for approval. */
import type { ScheduledReportLogEntry } from '../../domain/scheduled-reports';

const base: ScheduledReportLogEntry = {
  logId: 41,
  reportId: 7,
  reportName: 'Weekly display recap',
  scheduledTo: '2026-11-02T14:00:00.000Z',
  timezone: 'America/Chicago',
  createdBy: 'Avery Admin',
  startDate: '2026-10-26',
  endDate: '2026-11-01',
  lastUpdateTime: '2026-11-02T14:03:10.000Z',
  status: 'sent',
  error: null,
  advertiserId: 101,
  agencyId: 1,
  additional: JSON.stringify({
    trigger: 'schedule',
    attempts: 1,
    files: [
      {
        name: 'acme-display-2026-10-26.pdf',
        size: 284_211,
        sha256: '9f2c4be01a7d33e5c0aa81f4b2d9e6c7a1b0f3e2d4c5b6a79881726354433221',
      },
      {
        name: 'acme-display-2026-10-26.xlsx',
        size: 18_402,
        sha256: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e',
      },
    ],
  }),
  recipients: ['client@acme.test', 'avery@compulse.test'],
};

export const RUNS: ScheduledReportLogEntry[] = [
  base,
  {
    ...base,
    logId: 40,
    scheduledTo: '2026-10-26T13:00:00.000Z',
    lastUpdateTime: '2026-10-26T14:02:00.000Z',
    status: 'failed',
    error: { cause: 'The mail server refused the message after 5 tries (554 relay denied).' },
    additional: JSON.stringify({ trigger: 'schedule', attempts: 5, files: [] }),
  },
  {
    ...base,
    logId: 39,
    scheduledTo: '2026-10-19T13:00:00.000Z',
    status: 'held',
    error: { cause: 'Data covers the period through 2026-10-17 only; held for approval at the deadline.' },
    additional: JSON.stringify({ trigger: 'schedule', attempts: 1, dataThrough: '2026-10-17', files: [] }),
  },
];

/** The log's GraphQL answer for some runs. */
export function runLogAnswer(entries: readonly ScheduledReportLogEntry[], limit = 25, offset = 0): unknown {
  return {
    data: {
      getScheduledReportsLog: {
        __typename: 'ScheduledReportsLog',
        total: entries.length,
        limit,
        offset,
        entries: entries.map((entry) => ({
          __typename: 'ScheduledReportLogEntry',
          ...entry,
          error: entry.error ? { __typename: 'ScheduledReportError', ...entry.error } : null,
        })),
      },
    },
  };
}
