/** The words of the scheduled-reports and business-review logs (issue 25). */
export const LOG_TEXTS = {
  logId: 'Log ID',
  report: 'Report',
  scheduledTo: 'Scheduled to',
  timezone: 'Time zone',
  createdBy: 'Created by',
  period: 'Period',
  lastUpdate: 'Last change',
  status: 'Status',
  error: 'Error',
  name: 'Report name',
  empty: 'No runs match these filters.',
  resend: 'Resend',
  approve: 'Approve and send',
  resent: 'The run’s files are being sent again.',
  approved: 'The held run is being sent.',
} as const;
