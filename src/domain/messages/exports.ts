/** Our own texts of the binary exports (the spec names the calls but gives no texts for their parameters). */
export const EXPORTS_MESSAGES = {
  invalidTodayViewType: "type must be 'campaigns' or 'advertisers'",
} as const;
