/** Our texts for the System Admin system screens and calls (issue 20); spec texts are in spec.ts. */
export const SYSTEM_MESSAGES = {} as const;
