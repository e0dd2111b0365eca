/** Our texts for the System Admin modules screens and calls (issue 20); spec texts are in spec.ts. */
export const MODULES_MESSAGES = {} as const;
