/** The words of a scheduled-report run as the logs and the report editor show it (issue 25). */
export const RUN_TEXTS = {
  cause: 'Cause',
  trigger: 'Started by',
  triggers: {
    schedule: 'Its schedule',
    manual: 'Run now',
    test: 'Send test now',
    resend: 'A resend',
  },
  attempts: 'Attempts',
  period: 'Period',
  dataThrough: 'Data through',
  files: 'Files',
  noFiles: 'No files were stored for this run.',
  sha: 'SHA-256',
  delivery: 'Delivery',
  byLink: 'A download link (the files were too large to attach)',
  attached: 'Attached to the e-mail',
  recipients: 'Recipients',
  noRecipients: 'No recipients.',
  skipped: 'Left out (unsubscribed or not allowed)',
  detailOf: (name: string, when: string) => `Run of ${name} scheduled for ${when}`,
} as const;
