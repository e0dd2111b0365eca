/**
 * "View as" (issue 21 §4): an admin opens the portal as a user they may edit, read-only. The shapes the server
 * answers and the client keeps (docs/decisions.md "Issue 21, view as").
 */

/** A view-as session lasts at most this long (s) and is never refreshed beyond it. */
export const VIEW_AS_SECONDS = 60 * 60;

/** Who is looking and for how long: part of the start call's answer and of `GET /api/auth` during a visit. */
export interface ViewAsInfo {
  byEmail: string;
  byName: string;
  /** ISO-8601 UTC. */
  startedAt: string;
  /** ISO-8601 UTC: the session ends by itself then. */
  endsAt: string;
}
