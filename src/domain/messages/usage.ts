/** Our texts for the System Admin usage screens and calls (issue 20); spec texts are in spec.ts. */
export const USAGE_MESSAGES = {
  /** `from` or `to` is not a real yyyy-MM-dd day. */
  usageBadDate: 'Dates must be valid days written yyyy-MM-dd.',
  /** `to` falls before `from`. */
  usageEndBeforeStart: 'The end of the period must not be before its start.',
  /** More than USAGE_MAX_DAYS days. */
  usagePeriodTooLong: 'A usage period may cover at most {days} days.',
  /** The screen's empty state. */
  usageEmpty: 'No usage in this period',
  /** What the scheduled-runs column counts. */
  usageScheduledNote:
    'Scheduled runs count each scheduled report run that went out (fully or with partial data); test runs and resends are not counted.',
  /** How active users are counted. */
  usageActiveNote: 'Active users are people with any counted use; the totals count each person once.',
  /** The table when the search matches no agency. */
  usageNoAgency: 'No agency matches this search.',
  /** The export button's success. */
  usageExported: 'Downloaded {name}.',
  /** The export button's failure. */
  usageExportFailed: 'The usage workbook could not be downloaded. Please try again.',
} as const;
