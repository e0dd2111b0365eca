/**
 * The batch call (issue 29): a dashboard's data calls in one request, `POST /api/batch`. Shared by the server
 * (areas/batch) and the client's batcher (data/batcher.ts): the path, the part limit, the shapes, and the calls
 * the client sends through a batch (the server's `batchable` routes; an API test proves the two agree).
 */

/** The batch call's path. */
export const BATCH_PATH = '/api/batch';

/** The most parts one batch may carry. */
export const MAX_BATCH_CALLS = 40;

/** One part: a call as it would be made on its own. */
export interface BatchCall {
  /** The caller's name for the part; its result carries it back. */
  id: string;
  method: 'GET' | 'POST';
  /** Path and query, as the separate call's. */
  url: string;
  /** The JSON body of a POST. */
  body?: unknown;
}

/** One part's answer: the status and the body the separate call would have answered. */
export interface BatchResult {
  id: string;
  status: number;
  body: unknown;
}

/** The batch's answer: one result per part, in the parts' order. */
export interface BatchAnswer {
  results: BatchResult[];
}

/**
 * The paths of the renderer's data calls, all declared `batchable` on the server: the advertiser dashboard's
 * (server/http/performance), an order's screens (server/http/orders.ts) and the agency overview's.
 */
const BATCHABLE_PATHS: readonly RegExp[] = [
  /^\/api\/advertiser\/performance\//,
  /^\/api\/advertiser\/campaigns\//,
  /^\/api\/advertiser\/conversion$/,
  /^\/api\/advertiser\/today-view\//,
  /^\/api\/performance\/daily-by-geo$/,
  /^\/api\/getCampaignKpi$/,
  /^\/api\/getProductsForAdvertiser\//,
  /^\/api\/advertiser\/single-order\//,
  /^\/api\/advertiser\/[^/]+\/order\/[^/]+\/summary\//,
  /^\/api\/order\/advertiser\/[^/]+\/order\/[^/]+\/impressions\/geo-list\//,
  /^\/api\/advertiser\/order\/campaign-list\//,
  /^\/api\/advertiser\/order\/conversion$/,
  /^\/api\/performance-overview\//,
  /^\/api\/overview\/freshness$/,
];

/** Whether the client sends this call (its path, query left out or not) through a batch. */
export function isBatchableCall(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'POST') return false;
  const pathname = path.split('?')[0] ?? path;
  return BATCHABLE_PATHS.some((pattern) => pattern.test(pathname));
}
