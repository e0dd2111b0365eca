/**
 * Our texts for running and delivering reports: e-mail, files, unsubscribe, resend (issue 25, helper C); spec texts
 * are in spec.ts. E-mail placeholders: `{advertiser}`, `{period}`, `{agency}`, `{report}`, `{date}`, `{days}`.
 */
export const REPORT_DELIVERY_MESSAGES = {
  reportMailHeading: '{report}',
  reportMailPeriod: 'Period: {period}',
  reportMailPartial: 'Partial data: through {date}',
  reportMailAttached: 'The report is attached to this e-mail.',
  reportMailDownloadIntro: 'The report is too large to attach. Download its files here:',
  reportMailDownloadExpiry: 'The download links expire in {days} days.',
  reportMailUnsubscribe: 'Unsubscribe from this report',
  reportMailTestPrefix: '[Test] ',
  reportPeriodText: '{start} to {end}',
  reportCauseOwnerInactive: 'The report’s owner is deactivated; the report was stopped.',
  reportCauseOwnerNoRight:
    'The report’s owner no longer has the right to read scheduled reports; the report was stopped.',
  reportCauseOwnerNoAdvertiser:
    'The report’s owner can no longer see advertiser {advertiserId}; the report was stopped.',
  reportCauseDeleted: 'The report was deleted.',
  reportCauseWaiting: 'Waiting for data: it covers {date}, the period ends {end}.',
  reportCauseNoData: 'Waiting for data: there is no data yet for the period ending {end}.',
  reportCauseHeld: 'Held for approval: the data covers {date}, the period ends {end}.',
  reportCausePartial: 'Sent with partial data: through {date}.',
  reportCauseNoRecipients: 'No recipient left: every address unsubscribed or none is set.',
  reportCauseRender: 'The report could not be rendered: {error}',
  reportCauseDelivery: 'The e-mail could not be delivered to {count} recipient(s): {error}',
  reportCauseNoBuilder: 'Business reviews cannot be built on this server (no builder is configured).',
  reportCauseNoSource: 'The run to resend does not exist or belongs to another report.',
  reportCauseFilesExpired: 'The files of run {runId} have expired (kept {days} days) and cannot be resent.',
  reportCauseFileChanged: 'The stored file {fileName} no longer matches its SHA-256 and was not resent.',
  reportCauseNoRequester: 'A test run needs the user who asked for it.',
  reportLinkInvalid: 'This link is not valid or has expired.',
  reportFileGone: 'This file is no longer available.',
  reportUnsubscribeTitle: 'Unsubscribe from “{report}”',
  reportUnsubscribeQuestion: 'Stop sending “{report}” to {email}?',
  reportUnsubscribeButton: 'Unsubscribe',
  reportUnsubscribeDone: '{email} will no longer receive “{report}”.',
} as const;
