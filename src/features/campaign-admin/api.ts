/** The campaign-management calls of the issue-23 contract, on React Query. */
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryString, type Page } from '../../admin-kit';
import { apiFetch, jsonBody } from '../../data/rest-client';
import type { HistoryEntry, Impact, ManagedCampaign } from './types';

/** Every cache key of the area starts with this. */
export const CAMPAIGN_ADMIN_KEY = ['campaign-admin'] as const;

/** The impact preview to load: the campaign's (hide, archive, move, product move) or an archive scope's. */
export type ImpactRequest =
  | {
      kind: 'campaign';
      campaignId: number;
      advertiserId: number;
      action: 'hide' | 'archive' | 'move' | 'moveProduct' | 'unhide' | 'restore';
      targetAdvertiserId?: number;
      newProduct?: string;
    }
  | { kind: 'scope'; advertiserId: number; scope: 'tactic' | 'year'; campaignType?: string; year?: number };

/** The path of an impact request. */
export function impactPath(request: ImpactRequest): string {
  if (request.kind === 'scope')
    return `/api/admin/campaigns/archive-impact${queryString({
      advertiserId: String(request.advertiserId),
      scope: request.scope,
      campaignType: request.campaignType,
      year: request.year === undefined ? undefined : String(request.year),
    })}`;
  return `/api/admin/campaigns/${request.campaignId}/impact${queryString({
    advertiserId: String(request.advertiserId),
    action: request.action,
    targetAdvertiserId: request.targetAdvertiserId === undefined ? undefined : String(request.targetAdvertiserId),
    newProduct: request.newProduct,
  })}`;
}

/** The impact of a change; idle while `request` is null (the target is not chosen yet). */
export function useImpact(request: ImpactRequest | null): UseQueryResult<Impact> {
  return useQuery({
    queryKey: [...CAMPAIGN_ADMIN_KEY, 'impact', request],
    enabled: request !== null,
    staleTime: 0,
    queryFn: async () => (await apiFetch(impactPath(request as ImpactRequest))) as Impact,
  });
}

/** Sends one write and answers its body (a failure throws the server's message). */
export function send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown> {
  return apiFetch(path, jsonBody(method, body));
}

/** POST …/history/:entryId/undo. */
export function undoEntry(entryId: number): Promise<unknown> {
  return send('POST', `/api/admin/campaigns/history/${entryId}/undo`, {});
}

/**
 * After a change: every cached answer is stale (000 §4: a friendly-name change clears all caches; a hide, archive
 * or move changes the dashboard's figures as well as its campaign lists), so all of them are read again.
 */
export function refreshCampaigns(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}

/** The refresh as a hook. */
export function useRefreshCampaigns(): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshCampaigns(client);
}

function pageFrom<T>(items: T[], total: number, query: Record<string, string>): Page<T> {
  return { items, total, limit: Number(query.limit ?? 25), offset: Number(query.offset ?? 0) };
}

/** The list's query as the server reads it: limit, offset, search and the named filters. */
function serverQuery(list: Readonly<Record<string, string>>, filters: readonly string[] = []): Record<string, string> {
  const query: Record<string, string> = { limit: list.limit ?? '25', offset: list.offset ?? '0' };
  if (list.search) query.search = list.search;
  for (const name of filters) if (list[name]) query[name] = list[name];
  return query;
}

function useCampaignPage(
  name: string,
  path: string,
  query: Record<string, string>,
): UseQueryResult<Page<ManagedCampaign>> {
  return useQuery({
    queryKey: [...CAMPAIGN_ADMIN_KEY, name, query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`${path}${queryString(query)}`)) as { campaigns: ManagedCampaign[]; total: number };
      return pageFrom(body.campaigns, body.total, query);
    },
  });
}

/** GET /api/getHiddenCampaigns/ (search, paging). */
export function useHiddenCampaigns(list: Record<string, string>): UseQueryResult<Page<ManagedCampaign>> {
  return useCampaignPage('hidden', '/api/getHiddenCampaigns/', serverQuery(list));
}

/** GET /api/admin/campaigns/archive (search, paging, an optional advertiser). */
export function useArchivedCampaigns(list: Record<string, string>): UseQueryResult<Page<ManagedCampaign>> {
  return useCampaignPage('archive', '/api/admin/campaigns/archive', serverQuery(list, ['advertiserId']));
}

/** GET /api/admin/campaigns/:campaignId/history (newest first). */
export function useCampaignHistory(
  campaignId: number,
  list: Record<string, string>,
): UseQueryResult<Page<HistoryEntry>> {
  const query = serverQuery(list);
  return useQuery({
    queryKey: [...CAMPAIGN_ADMIN_KEY, 'history', campaignId, query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/admin/campaigns/${campaignId}/history${queryString(query)}`)) as {
        entries: HistoryEntry[];
        total: number;
      };
      return pageFrom(body.entries, body.total, query);
    },
  });
}

/** An advertiser of the agency, as the pickers list it. */
export interface AgencyAdvertiser {
  id: number;
  name: string;
}

/** GET /api/getAgencyAdvertisers/?agency= (the move and clone targets). */
export function useAgencyAdvertisers(agencyId: number | null): UseQueryResult<AgencyAdvertiser[]> {
  return useQuery({
    queryKey: [...CAMPAIGN_ADMIN_KEY, 'advertisers', agencyId],
    enabled: agencyId !== null,
    staleTime: 60_000,
    queryFn: async () => {
      const body = (await apiFetch(`/api/getAgencyAdvertisers/${queryString({ agency: String(agencyId) })}`)) as {
        advertisers: AgencyAdvertiser[];
      };
      return body.advertisers;
    },
  });
}
