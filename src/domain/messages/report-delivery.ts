/** Our texts for running and delivering reports: e-mail, files, unsubscribe, resend (issue 25, helper C); spec texts are in spec.ts. */
export const REPORT_DELIVERY_MESSAGES = {} as const;
