import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { visibleAdvertisers } from '../../../domain/advertisers';
import { PAGE_SIZES } from '../../../domain/constants';
import { apiFetch } from '../../../data/rest-client';
import { userAtom } from '../../../state/session.atoms';

/** An advertiser found by the home search. */
export interface FoundAdvertiser {
  id: number;
  name: string;
  industry: string | null;
}

/**
 * Searches the caller's advertisers by name (limit 200). Each text is its own query, so an answer to an older
 * text never replaces the newer one's; 88888888 is dropped without SHOW_DEMO_ADVERTISER.
 */
export function useAdvertiserSearch(text: string): UseQueryResult<FoundAdvertiser[]> {
  const user = useAtomValue(userAtom);
  return useQuery({
    queryKey: ['advertiser-search', text],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZES.advertiserSearch), name: text, sortby: 'name' });
      const body = (await apiFetch(`/api/linearAdminClientsSearch?${query.toString()}`, { signal })) as {
        clients?: { id: number; name: string; industry?: string | null }[];
      };
      const found = (body.clients ?? []).map((c) => ({ id: c.id, name: c.name, industry: c.industry ?? null }));
      return visibleAdvertisers(found, user);
    },
  });
}
