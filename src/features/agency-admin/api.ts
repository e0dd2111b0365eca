/** The agency admin's calls (issue 22 contract, area `tenants`) on React Query, fetcher and hook side by side. */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryString, useRefreshSessionUser, type AppendPage } from '../../admin-kit';
import { apiFetch, jsonBody } from '../../data/rest-client';
import type { Agency, AgencyAdvertiser, AgencyCreate, AgencyListItem, AgencyUpdate, TenancyUser } from './types';

/** Every cache key of the agency admin starts here; a write invalidates it all (lists show counts and status). */
export const TENANTS_KEY = ['tenants'] as const;
export const AGENCY_SEARCH_KEY = [...TENANTS_KEY, 'agency-search'] as const;

/** GET /api/linearAdminAgencySearch: one slice of the agencies matching `name`, in `sortBy` order. */
export async function searchAgencies(
  search: Readonly<Record<string, string>>,
  offset: number,
  limit: number,
): Promise<AppendPage<AgencyListItem>> {
  const query = { ...search, limit: String(limit), offset: String(offset) };
  const answer = (await apiFetch(`/api/linearAdminAgencySearch${queryString(query)}`)) as {
    agencies: AgencyListItem[];
    total: number;
  };
  return { items: answer.agencies, total: answer.total };
}

/** After any write of the tree: every tenant query is stale. */
export function useTenantMutation<V, R>(call: (variables: V) => Promise<R>): UseMutationResult<R, Error, V> {
  const client = useQueryClient();
  const refreshSession = useRefreshSessionUser();
  return useMutation({
    mutationFn: call,
    // The session's agency list names the tree's sub-agencies and stations: it is read again beside the lists.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: TENANTS_KEY }), refreshSession()]),
  });
}

export function useCreateAgency(): UseMutationResult<Agency, Error, AgencyCreate> {
  return useTenantMutation(
    async (input: AgencyCreate) => (await apiFetch('/api/admin/agencies', jsonBody('POST', input))) as Agency,
  );
}

export function useAgencyStatus(): UseMutationResult<Agency, Error, { id: number; active: boolean }> {
  return useTenantMutation(
    async ({ id, active }: { id: number; active: boolean }) =>
      (await apiFetch(`/api/admin/agencies/${id}/status`, jsonBody('POST', { active }))) as Agency,
  );
}

export function useDeleteAgency(): UseMutationResult<unknown, Error, number> {
  return useTenantMutation((id: number) => apiFetch(`/api/admin/agencies/${id}`, { method: 'DELETE' }));
}

const agencyKey = (id: number) => [...TENANTS_KEY, 'agency', id] as const;

/** GET /api/getAgency/{originId}. */
export function useAgency(id: number): UseQueryResult<Agency> {
  return useQuery({ queryKey: agencyKey(id), queryFn: async () => (await apiFetch(`/api/getAgency/${id}`)) as Agency });
}

/** PUT /api/updateAgency/{originId} with the changed fields only; the answer becomes the page's agency. */
export function useUpdateAgency(id: number): UseMutationResult<Agency, Error, AgencyUpdate> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input) => (await apiFetch(`/api/updateAgency/${id}`, jsonBody('PUT', input))) as Agency,
    onSuccess: (agency) => {
      client.setQueryData(agencyKey(id), agency);
      return client.invalidateQueries({ queryKey: AGENCY_SEARCH_KEY });
    },
  });
}

/** GET /api/getAgencyAdvertisers/?agency= ('No advertisers found' is the client's text for an empty list). */
export function useAgencyAdvertisers(agencyId: number): UseQueryResult<AgencyAdvertiser[]> {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'advertisers', agencyId],
    queryFn: async () => {
      const answer = (await apiFetch(`/api/getAgencyAdvertisers/${queryString({ agency: String(agencyId) })}`)) as {
        advertisers: AgencyAdvertiser[];
      };
      return answer.advertisers;
    },
  });
}

/** GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}]. */
export function useTenancyUsers(
  agencyId: number,
  limit: number,
  search: string,
): UseQueryResult<{ users: TenancyUser[]; total: number }> {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'users', agencyId, limit, search],
    queryFn: async () => {
      const tail = search ? `/${encodeURIComponent(search)}` : '';
      return (await apiFetch(`/api/get-user-by-tenancy/${agencyId}/${limit}${tail}`)) as {
        users: TenancyUser[];
        total: number;
      };
    },
  });
}
