/** Our texts for the System Admin usage screens and calls (issue 20); spec texts are in spec.ts. */
export const USAGE_MESSAGES = {} as const;
