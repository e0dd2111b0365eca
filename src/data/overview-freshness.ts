/**
 * How fresh the agency overview's numbers are (issue 27): POST /api/overview/freshness for the "Filter By" in force,
 * as a react-query keyed by the filter and the Refresh control. The answer has the dashboard call's shape, so the
 * same line (src/ui/DataThrough.tsx) renders it.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { parseFreshness, type Freshness } from './freshness';
import { filterQuery } from './methods/overview-methods';
import type { OverviewFilter } from './methods/types';
import { apiFetch, jsonBody } from './rest-client';

/** The call's body: the filter as the other overview calls send it (advertiser ids win over a user). */
export function overviewFreshnessBody(filter: OverviewFilter | undefined): { advertisers?: string; userId?: number } {
  const query = filterQuery(filter);
  const advertisers = query.get('advertisers');
  const userId = query.get('userId');
  return advertisers ? { advertisers } : userId ? { userId: Number(userId) } : {};
}

/** The overview's freshness for a filter; `reloadToken` (the Refresh control) asks again. */
export function useOverviewFreshness(filter: OverviewFilter | undefined, reloadToken = 0): UseQueryResult<Freshness> {
  const body = overviewFreshnessBody(filter);
  return useQuery({
    queryKey: ['overview-freshness', body, reloadToken],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<Freshness> =>
      parseFreshness(await apiFetch('/api/overview/freshness', jsonBody('POST', body))),
  });
}
