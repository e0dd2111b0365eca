/** Our texts for backfills, daily syncs and the feed tools (issue 26, helper E). */
export const CONNECTOR_SYNC_MESSAGES = {
  syncNeedsReauth: "The source refused the agency's credential: it needs re-authorisation before data can sync again.",
  syncCredentialGone: 'The link has no usable agency credential: grant access again on the connections page.',
  syncGaveUp: 'The sync failed {tries} times in a row and stopped: {cause}',
  syncRefusedRow: 'The source sent a day the importer refused ({day}): {reason}',
  syncLinkNotFound: 'Connection not found',
  syncLinkHasNoData: 'This connection holds no data of its own to re-sync.',
  syncRangeInvalid: 'Give the range as start and end dates (yyyy-MM-dd), the start not after the end.',
  syncRangeFuture: 'A re-sync can reach yesterday at the latest.',
  syncRangeTooLong: 'A re-sync covers at most {days} days at once.',
  syncRangeNeedsReauth: "This connection's credential needs re-authorisation before it can re-sync.",
  feedFileMissing: 'Choose a CSV file to import.',
  feedFileTooLarge: 'The CSV file is larger than {max} MB.',
  feedNotMultipart: 'Send the CSV file as multipart/form-data.',
  feedNotText: 'The file is not UTF-8 text.',
} as const;
