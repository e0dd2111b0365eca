import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { visibleAdvertisers } from '../../../domain/advertisers';
import { PAGE_SIZES } from '../../../domain/constants';
import { apiFetch } from '../../../data/rest-client';
import { userAtom } from '../../../state/session.atoms';

/** An advertiser or a user the "Filter By" dropdown offers. */
export interface FilterOption {
  id: number;
  name: string;
  detail?: string;
}

/** Users listed per search. */
export const USER_SEARCH_LIMIT = 50;

/** The caller's advertisers matching a name (the advertiser search's call, limit 200). */
export function useAdvertiserOptions(text: string, enabled: boolean): UseQueryResult<FilterOption[]> {
  const user = useAtomValue(userAtom);
  return useQuery({
    queryKey: ['overview-filter-advertisers', text],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZES.advertiserSearch), name: text, sortby: 'name' });
      const body = (await apiFetch(`/api/linearAdminClientsSearch?${query.toString()}`, { signal })) as {
        clients?: { id: number; name: string; industry?: string | null }[];
      };
      const found = (body.clients ?? []).map((c) => ({ id: c.id, name: c.name, industry: c.industry ?? null }));
      return visibleAdvertisers(found, user).map((a) => ({ id: a.id, name: a.name, detail: a.industry ?? undefined }));
    },
  });
}

/** The users of the caller's agency matching a name: GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}]. */
export function useUserOptions(
  agencyId: number | null,
  text: string,
  enabled: boolean,
): UseQueryResult<FilterOption[]> {
  return useQuery({
    queryKey: ['overview-filter-users', agencyId, text],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: enabled && agencyId !== null,
    queryFn: async ({ signal }) => {
      const search = text ? `/${encodeURIComponent(text)}` : '';
      const body = (await apiFetch(`/api/get-user-by-tenancy/${agencyId}/${USER_SEARCH_LIMIT}${search}`, {
        signal,
      })) as {
        users?: { user_id: number; email: string; full_name: string | null }[];
      };
      return (body.users ?? []).map((u) => ({ id: u.user_id, name: u.full_name || u.email, detail: u.email }));
    },
  });
}
