/** Our texts for the scheduled-report calls, rights and recipients (issue 25, helper B); spec texts are in spec.ts. */
export const REPORTS_MESSAGES = {} as const;
