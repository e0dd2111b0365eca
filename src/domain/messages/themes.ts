/** Our texts for the System Admin themes screens and calls (issue 20); spec texts are in spec.ts. */
export const THEMES_MESSAGES = {} as const;
