/**
 * Our texts for schedules and the run scheduler (issue 25, helper A); spec texts are in spec.ts. The run causes
 * appear in the scheduled-reports log (error.cause). `{reason}`, `{minutes}`, `{tries}` and `{cause}` are filled in.
 */
export const REPORT_SCHEDULE_MESSAGES = {
  scheduleRunReportDeleted: 'The report was deleted before this run started.',
  scheduleRunReportDisabled: 'The report is disabled, so its scheduled run did not go out.',
  scheduleRunReportStopped: 'The report is stopped: {reason}',
  scheduleRunTimeLimit: 'The run passed its time limit of {minutes} minutes and was stopped.',
  scheduleRunTakenOver: 'The instance working on this run stopped before finishing it; its time limit ran out.',
  scheduleRunGaveUp: 'Failed after {tries} tries: {cause}',
  scheduleRunInvalidSchedule: 'The report has an invalid schedule, so no further runs are planned.',
} as const;
