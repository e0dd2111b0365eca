import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch } from '../../../data/rest-client';
import { rowsAt } from '../../../data/methods/shape';

/** A campaign of the advertiser's list (001 §7 campaigns list). */
export interface CampaignItem {
  id: number;
  CampaignType: string;
  FriendlyName: string;
  status: string;
  StartDate: string | null;
  EndDate: string | null;
  AllowSingleCampaignView: boolean;
}

/** The campaigns list answer as the screen uses it. */
export interface CampaignList {
  campaigns: CampaignItem[];
  types: string[];
}

function toCampaign(row: Record<string, unknown>): CampaignItem | null {
  if (typeof row.id !== 'number' || typeof row.CampaignType !== 'string') return null;
  const text = (key: string): string | null => (typeof row[key] === 'string' ? (row[key] as string) : null);
  return {
    id: row.id,
    CampaignType: row.CampaignType,
    FriendlyName: text('FriendlyName') ?? text('name') ?? `Campaign ${row.id}`,
    status: text('status') ?? '',
    StartDate: text('StartDate'),
    EndDate: text('EndDate'),
    AllowSingleCampaignView: row.AllowSingleCampaignView === true,
  };
}

/** The query of an advertiser's campaigns (shared by the screen and the start-up prefetch). */
export function campaignsQuery(advertiserId: number | null, reloadToken: number) {
  return queryOptions({
    queryKey: ['campaigns', advertiserId, reloadToken],
    enabled: advertiserId !== null,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<CampaignList> => {
      const body = await apiFetch(`/api/advertiser/campaigns/${advertiserId}${reloadToken ? '?reload=true' : ''}`);
      const campaigns = rowsAt(body, 'Campaign')
        .map((row) => toCampaign(row))
        .filter((c): c is CampaignItem => c !== null);
      const types = (body as { CampTypes?: unknown }).CampTypes;
      return { campaigns, types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [] };
    },
  });
}

/** Loads an advertiser's campaigns; cached per advertiser, reloaded with the refresh control. */
export function useCampaigns(advertiserId: number | null, reloadToken: number): UseQueryResult<CampaignList> {
  return useQuery(campaignsQuery(advertiserId, reloadToken));
}
