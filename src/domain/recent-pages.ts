import { RECENT_PAGES_MAX } from './constants';

/** A saved recent page (000 §2). */
export interface RecentRoute {
  name: string;
  query: Record<string, string>;
  fullPath: string;
  params: Record<string, string>;
  title: string;
}

/** The parts of a route that decide whether it is remembered. */
export interface RecentCandidate {
  name: string;
  path: string;
  query: Record<string, string | undefined>;
  returnable: boolean;
  title?: string;
}

const present = (value: string | undefined): boolean => value !== undefined;

/**
 * Only returnable routes with a title are remembered, and not when query id or viewCampaigns is present
 * (transient drill-downs), not on plain /home (no query other than recent) and not when printing.
 */
export function shouldRecordRecent(route: RecentCandidate): boolean {
  if (!route.returnable || !route.title) return false;
  if (present(route.query.id) || present(route.query.viewCampaigns)) return false;
  if (route.query.print === 'true') return false;
  const plainHome = Object.entries(route.query).every(([key, value]) => key === 'recent' || !present(value));
  return !(route.path === '/home' && plainHome);
}

/** Puts a route first, drops its older copy (same fullPath) and keeps at most RECENT_PAGES_MAX entries. */
export function pushRecent(list: readonly RecentRoute[], route: RecentRoute): RecentRoute[] {
  return [route, ...list.filter((entry) => entry.fullPath !== route.fullPath)].slice(0, RECENT_PAGES_MAX);
}
