/**
 * The overview's state in the URL (/home?recent=true&…): the period (`daterange`, and `startdate`/`enddate` for a
 * custom range, as on dashboards) and the "Filter By" choice (`advertisers=1,2,3` or `userId=N`, the same names as
 * the overview calls' query). Anything else in the query (recent=true first of all) is kept as it is.
 */
import { inferDateRange } from '../../domain/date-range';
import type { OverviewFilter } from '../../data/methods/types';

/** What the overview shows. */
export interface OverviewState {
  daterange: string;
  startdate?: string;
  enddate?: string;
  filter: OverviewFilter;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | undefined): number | null => {
  if (!text || !/^\d{1,15}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** The "Filter By" of a query: advertiser ids win over a user (the server reads them in that order too). */
export function parseFilter(search: Readonly<Record<string, string>>): OverviewFilter {
  const advertisers = [
    ...new Set(
      (search.advertisers ?? '')
        .split(',')
        .map((part) => positive(part))
        .filter((id): id is number => id !== null),
    ),
  ];
  if (advertisers.length > 0) return { advertisers };
  const userId = positive(search.userId);
  return userId === null ? {} : { userId };
}

/** The overview's state from the URL's flat query; the period defaults to last30days (000 §9). */
export function parseOverview(search: Readonly<Record<string, string>>): OverviewState {
  const startdate = ISO_DAY.test(search.startdate ?? '') ? search.startdate : undefined;
  const enddate = ISO_DAY.test(search.enddate ?? '') ? search.enddate : undefined;
  return {
    daterange: inferDateRange(search.daterange, startdate, enddate),
    ...(startdate ? { startdate } : {}),
    ...(enddate ? { enddate } : {}),
    filter: parseFilter(search),
  };
}

/** Whether a filter narrows the overview. */
export function isFiltered(filter: OverviewFilter): boolean {
  return (filter.advertisers?.length ?? 0) > 0 || filter.userId !== undefined;
}

/** The query for a new state: the current query with the overview's own values replaced, recent=true kept. */
export function overviewSearch(current: Readonly<Record<string, string>>, next: OverviewState): Record<string, string> {
  const { daterange: _d, startdate: _s, enddate: _e, advertisers: _a, userId: _u, ...rest } = current;
  const search: Record<string, string> = { ...rest, recent: 'true', daterange: next.daterange };
  if (next.daterange === 'customRange' && next.startdate && next.enddate) {
    search.startdate = next.startdate;
    search.enddate = next.enddate;
  }
  if (next.filter.advertisers && next.filter.advertisers.length > 0)
    search.advertisers = next.filter.advertisers.join(',');
  else if (next.filter.userId !== undefined) search.userId = String(next.filter.userId);
  return search;
}

/**
 * The advertiser of an order row's path (`/orders?…&advertiserId=…&advertiserName=…`), for a user who may not open
 * orders; null for any other path.
 */
export function orderAdvertiser(path: string): { advertiserId: number; advertiserName: string } | null {
  const [pathname, query = ''] = path.split('?');
  if (pathname !== '/orders') return null;
  const params = new URLSearchParams(query);
  const advertiserId = positive(params.get('advertiserId') ?? undefined);
  return advertiserId === null ? null : { advertiserId, advertiserName: params.get('advertiserName') ?? '' };
}
