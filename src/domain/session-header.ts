/**
 * The session id header of 001 §6: the client sends the id of its session (the access token's `sid` claim) as
 * `session_id` on the search, agency, sub-agency and tooltip calls (and the few others listed here); the server
 * refuses a call whose header names another session than its token, so a request assembled from two sessions
 * (a token from one tab, a stale header from another, or a replayed request) never runs. See docs/decisions.md
 * "Issue 22, tenant admin".
 */

/** The header's name, as the spec writes it. */
export const SESSION_HEADER = 'session_id';

/** The calls that carry it: the searches, the agency and sub-agency calls, and the tooltip calls. */
const SESSION_HEADER_PATHS: readonly RegExp[] = [
  /^\/api\/linearAdmin[A-Za-z]*(\/|$)/,
  /^\/api\/campaign\/search(\/|$)/,
  /^\/api\/getAgenc(y|ies|yAdvertisers)(\/|$)/,
  /^\/api\/agency(\/|$)/,
  /^\/api\/updateAgency\//,
  /^\/api\/admin\/(agencies|subagencies|stations)(\/|$)/,
  /^\/api\/tooltip(\/|$)/,
  /^\/api\/getProductsForAdvertiser\//,
  /^\/api\/get-user-by-tenancy\//,
  /^\/api\/scheduledReportSearch(Agency|Advertiser)\//,
  // The batch (issue 29) hands the header to each part, some of which carry it (getProductsForAdvertiser).
  /^\/api\/batch$/,
];

/** Whether a call (its path, query left out or not) carries the session header. */
export function carriesSessionHeader(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return SESSION_HEADER_PATHS.some((pattern) => pattern.test(pathname));
}
