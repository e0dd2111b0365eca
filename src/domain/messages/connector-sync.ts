/** Our texts for backfills, daily syncs and the feed tools (issue 26, helper E). */
export const CONNECTOR_SYNC_MESSAGES = {
  syncNeedsReauth: "The source refused the agency's credential: it needs re-authorisation before data can sync again.",
} as const;
