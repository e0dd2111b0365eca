/** Our texts for the scheduled-report calls, rights and recipients (issue 25, helper B); spec texts are in spec.ts. */
export const REPORTS_MESSAGES = {
  reportNotFound: 'Scheduled report not found',
  reportRunNotFound: 'Report run not found',
  reportVersionConflict:
    'This report was changed by someone else since you opened it (version {current}); reload it and try again.',
  reportAgencyRightNeeded: 'An agency report needs the right AGENCY_READ_SCHEDULED_REPORT.',
  reportAgencyFixed: 'A report cannot move to another agency (field {field}).',
  reportAdvertiserOutside: 'Advertiser {id} is not one of yours in this agency (field {field}).',
  reportAdvertiserTwice: 'Advertiser {id} is listed twice (field {field}).',
  reportAdvertiserOnly: "An advertiser's report covers that advertiser alone (field {field}).",
  reportTabUnknown: "Advertiser {id} has no dashboard '{tab}' (field {field}).",
  reportTabsNeeded: 'Pick at least one dashboard for advertiser {id} (field {field}).',
  reportReviewTabs: 'A business review has no dashboards to pick (field {field}).',
  reportFormatNotOffered: "The dashboard '{tab}' of advertiser {id} does not offer {format} (field {field}).",
  reportReviewFormat: 'A business review is made as PDF or PowerPoint only (field {field}).',
  reportBadSchedule: 'The schedule cannot run: {reason} (field {field}).',
  reportTimeNeeded: 'Pick the time of day the report goes out (field {field}).',
  reportDaysNeeded: 'A weekly schedule needs at least one day (field {field}).',
  reportDayOfMonthNeeded: 'A monthly schedule needs a day of the month (field {field}).',
  reportCronNeeded: 'A cron schedule needs an expression (field {field}).',
  reportRecipientsNeeded: 'Add at least one recipient (field {field}).',
  reportRecipientUser:
    'User {id} cannot receive this report: not an active user who sees its advertisers (field {field}).',
  reportRecipientDomain:
    "The address '{email}' is outside the domains this agency allows for reports ({domains}) (field {field}).",
  reportOwnerOther: 'Only a superuser or an agency admin can make someone else the owner (field {field}).',
  reportOwnerCannotRead: 'User {id} cannot own this report: they may not read it (field {field}).',
  reportResendNothing: 'Only a sent or partially sent run can be sent again.',
  reportApproveNotHeld: 'Only a run held for approval can be approved.',
  reportLogAfter: "'after' must be a date as yyyy-MM-dd.",
  reportLogOrder: "'orderBy' must be one of scheduledTo, lastUpdateTime, reportName, status (with '-' for descending).",
  reportDeletedCause: 'The report was deleted before this run.',
} as const;
