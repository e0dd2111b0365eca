import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../data/rest-client';

/** The kinds switched off for an advertiser's agency (System Admin › manage-modules), as the palette reads them. */
export type DisabledKindsState = { status: 'pending' } | { status: 'ready'; disabled: ReadonlySet<string> };

const NONE: DisabledKindsState = { status: 'ready', disabled: new Set() };

function kindsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('disabled' in body) || !Array.isArray(body.disabled)) return [];
  return body.disabled.filter((kind): kind is string => typeof kind === 'string');
}

/**
 * Reads `GET /api/modules/disabled?advertiserId=` each time the palette opens. Without an advertiser, or when the
 * read fails, nothing is hidden: the server refuses to save a switched-off kind anyway, naming it.
 */
export function useDisabledKinds(advertiserId: number | undefined): DisabledKindsState {
  const query = useQuery({
    queryKey: ['modules', 'disabled', advertiserId],
    queryFn: async () => kindsOf(await apiFetch(`/api/modules/disabled?advertiserId=${advertiserId}`)),
    enabled: advertiserId !== undefined,
    staleTime: 0,
    retry: false,
  });
  if (advertiserId === undefined || query.isError) return NONE;
  return query.data ? { status: 'ready', disabled: new Set(query.data) } : { status: 'pending' };
}
