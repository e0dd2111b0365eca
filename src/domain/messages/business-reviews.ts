/** Our texts for business reviews (issue 25, helper E); spec texts are in spec.ts. */
export const BUSINESS_REVIEW_MESSAGES = {} as const;
