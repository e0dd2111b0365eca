/**
 * The path a request is judged by. The router matches the decoded, normalised path (`/%67raph` reaches `/graph`),
 * so every guard decides on that too: the matched route's pattern when there is one, else the decoded path.
 */
import type { FastifyRequest } from 'fastify';

/** The decoded path of a URL without its query, with repeated slashes collapsed; undecodable input stays raw. */
export function normalisedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router will not match it either; judge the raw text.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** The route pattern the router matched (`/api/getAgency/:originId`), or the normalised path of an unmatched URL. */
export function routePathOf(request: Pick<FastifyRequest, 'routeOptions' | 'url' | 'is404'>): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  return pattern ?? normalisedPath(request.url);
}

/** Whether a path lies under a prefix (`/api`, `/graph`), compared case-insensitively as a whole segment. */
export function isUnder(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}
