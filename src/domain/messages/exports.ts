/** Our texts for the exports: dashboard export jobs (PDF, PPT, XLS) and the binary downloads' parameters. */
export const EXPORT_MESSAGES = {
  exportNotFound: 'Export not found.',
  exportNotOffered: 'This dashboard does not offer that export.',
  exportNotReady: 'The export is not ready yet.',
  exportBusy: 'Too many exports are running. Please wait for one to finish.',
  invalidTodayViewType: "type must be 'campaigns' or 'advertisers'",
} as const;
