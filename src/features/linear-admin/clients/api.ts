/** The client search (GET /api/linearAdminClientsSearch) and advertiser creation (POST /api/admin/advertisers). */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryString, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import type { AdvertiserInfo, ClientItem } from '../types';

/** The search params the client search filters by: the server's own parameter names. */
export const CLIENT_FILTERS = ['stations', 'partners', 'product', 'subAgencyStation', 'status'] as const;

/** The client search's page size (001 §7: limit 200 by default). */
export const CLIENT_PAGE_SIZE = 200;

/** The sort keys the server accepts (`sortby`); the other columns are shown as they come. */
export const CLIENT_SORTS = { name: 'name', industry: 'industry', id: 'id' } as const;

/**
 * The server query of the list's query (the kit's `toQuery()`: limit, offset, sort, dir, search and the filters,
 * the search debounced): limit, offset, name, sortby, sortDesc and the filters under their own names.
 */
export function clientSearchQuery(list: Readonly<Record<string, string>>): Record<string, string> {
  const query: Record<string, string> = {
    limit: list.limit ?? String(CLIENT_PAGE_SIZE),
    offset: list.offset ?? '0',
    sortby: list.sort ?? CLIENT_SORTS.name,
    sortDesc: String(list.dir === 'desc'),
  };
  if (list.search) query.name = list.search;
  for (const name of CLIENT_FILTERS) {
    const value = list[name];
    if (value) query[name] = value;
  }
  return query;
}

export const CLIENTS_KEY = ['linearadmin/clients'] as const;

/** One page of clients, in the kit's page shape (the previous page stays shown while the next loads). */
export function useClients(query: Record<string, string>): UseQueryResult<Page<ClientItem>> {
  return useQuery({
    queryKey: [...CLIENTS_KEY, query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/linearAdminClientsSearch${queryString(query)}`)) as {
        clients: ClientItem[];
        total: number;
      };
      return { items: body.clients, total: body.total, limit: Number(query.limit), offset: Number(query.offset) };
    },
  });
}

/** The body of POST /api/admin/advertisers (schemas/api/tenants/advertiser.schema.json). */
export type AdvertiserCreate = Record<string, unknown> & { name: string; industry: string; agencyId: number };

export function useCreateAdvertiser(): UseMutationResult<{ advertiser: AdvertiserInfo }, Error, AdvertiserCreate> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input) =>
      (await apiFetch('/api/admin/advertisers', jsonBody('POST', input))) as { advertiser: AdvertiserInfo },
    onSuccess: () => client.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
