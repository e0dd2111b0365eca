/** System Admin › cache: the figures of this instance's response cache and the two clears (REST, react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch } from '../../../data/rest-client';

/** What `GET /api/admin/cache` answers (src/server/areas/cache). */
export interface CacheStats {
  entries: number;
  approximateBytes: number;
  hits: number;
  misses: number;
  /** null before the first request. */
  hitRate: number | null;
  generation: number;
  oldestAgeMs: number | null;
  newestAgeMs: number | null;
  startedAt: string;
  byAdvertiser: { advertiserId: number; name: string; entries: number }[];
}

/** An advertiser offered by the "clear one advertiser" search. */
export interface PickedAdvertiser {
  id: number;
  name: string;
}

const CACHE_KEY = ['admin', 'cache'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The answer checked at the boundary: missing or odd fields read as zero or null, never as a crash. */
export function parseCacheStats(body: unknown): CacheStats {
  const value = isRecord(body) ? body : {};
  const rows = Array.isArray(value.byAdvertiser) ? value.byAdvertiser.filter(isRecord) : [];
  return {
    entries: num(value.entries),
    approximateBytes: num(value.approximateBytes),
    hits: num(value.hits),
    misses: num(value.misses),
    hitRate: numOrNull(value.hitRate),
    generation: num(value.generation),
    oldestAgeMs: numOrNull(value.oldestAgeMs),
    newestAgeMs: numOrNull(value.newestAgeMs),
    startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    byAdvertiser: rows.map((row) => ({
      advertiserId: num(row.advertiserId),
      name: typeof row.name === 'string' ? row.name : `#${num(row.advertiserId)}`,
      entries: num(row.entries),
    })),
  };
}

/** This instance's figures; the refresh button refetches. */
export function useCacheStats(): UseQueryResult<CacheStats> {
  return useQuery({
    queryKey: CACHE_KEY,
    queryFn: async () => parseCacheStats(await apiFetch('/api/admin/cache')),
  });
}

/** Clear all (`DELETE /api/admin/cache`) or one advertiser; the answer is the figures after it. */
export function useClearCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (advertiserId: number | null) =>
      parseCacheStats(
        await apiFetch(advertiserId === null ? '/api/admin/cache' : `/api/admin/cache/advertiser/${advertiserId}`, {
          method: 'DELETE',
        }),
      ),
    onSuccess: (stats) => client.setQueryData(CACHE_KEY, stats),
  });
}

/** Advertisers whose name contains `text` (the advertiser search every dashboard user has), at most 20. */
export function useAdvertiserPicker(text: string): UseQueryResult<PickedAdvertiser[]> {
  const name = text.trim();
  return useQuery({
    queryKey: ['admin', 'cache', 'advertisers', name],
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', name, sortby: 'name' });
      const body = await apiFetch(`/api/linearAdminClientsSearch?${query.toString()}`, { signal });
      const clients = isRecord(body) && Array.isArray(body.clients) ? body.clients.filter(isRecord) : [];
      return clients.flatMap((c) =>
        typeof c.id === 'number' && typeof c.name === 'string' ? [{ id: c.id, name: c.name }] : [],
      );
    },
  });
}
