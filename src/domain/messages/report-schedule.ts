/** Our texts for schedules and the run scheduler (issue 25, helper A); spec texts are in spec.ts. */
export const REPORT_SCHEDULE_MESSAGES = {} as const;
