/** The advertiser search every admin picker uses (`GET /api/linearAdminClientsSearch`, at most 20 by name). */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch } from '../../../data/rest-client';
import { isRecord } from '../../../data/narrow';
import type { PickedAdvertiser } from '../types';

/** Reads the search's `{ clients: [{ id, name, agency_name, … }] }` answer. */
export function parseClients(body: unknown): PickedAdvertiser[] {
  const clients = isRecord(body) && Array.isArray(body.clients) ? body.clients.filter(isRecord) : [];
  return clients.flatMap((c) =>
    typeof c.id === 'number' && typeof c.name === 'string'
      ? [{ id: c.id, name: c.name, ...(typeof c.agency_name === 'string' ? { agencyName: c.agency_name } : {}) }]
      : [],
  );
}

/** Advertisers whose name contains `text`, visible to the caller; nothing is asked for an empty text. */
export function useAdvertiserSearch(text: string): UseQueryResult<PickedAdvertiser[]> {
  const name = text.trim();
  return useQuery({
    queryKey: ['admin/users', 'advertiser-search', name],
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ name, limit: '20' });
      return parseClients(await apiFetch(`/api/linearAdminClientsSearch?${query.toString()}`, { signal }));
    },
  });
}
