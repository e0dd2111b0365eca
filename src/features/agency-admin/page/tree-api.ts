/** An agency's sub-agencies and stations: their lists and writes (issue 22 contract, /api/admin/…). */
import { keepPreviousData, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { queryString, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import { TENANTS_KEY, useTenantMutation } from '../api';
import type { StationInput, StationItem, SubAgencyInput, SubAgencyItem } from '../types';

/** The list query of the kit (limit, offset, sort, dir, search) as linearAdminSubagenciesStations reads it. */
export function subAgencyQuery(agencyId: number, query: Record<string, string>): Record<string, string> {
  const sort = query.sort ?? 'name';
  return {
    AgencyId: String(agencyId),
    ...(query.search ? { name: query.search } : {}),
    limit: query.limit ?? '25',
    offset: query.offset ?? '0',
    orderBy: query.dir === 'desc' ? `-${sort}` : sort,
  };
}

/** GET /api/linearAdminSubagenciesStations as the kit's page. */
export function useSubAgencies(agencyId: number, query: Record<string, string>): UseQueryResult<Page<SubAgencyItem>> {
  const params = subAgencyQuery(agencyId, query);
  return useQuery({
    queryKey: [...TENANTS_KEY, 'subagencies', params],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = (await apiFetch(`/api/linearAdminSubagenciesStations${queryString(params)}`)) as {
        subagencies: SubAgencyItem[];
        total: number;
      };
      return {
        items: answer.subagencies,
        total: answer.total,
        limit: Number(params.limit),
        offset: Number(params.offset),
      };
    },
  });
}

/** GET /api/admin/stations?agencyId=… (the kernel's page). */
export function useStations(agencyId: number, query: Record<string, string>): UseQueryResult<Page<StationItem>> {
  const params = { agencyId: String(agencyId), ...query };
  return useQuery({
    queryKey: [...TENANTS_KEY, 'stations', params],
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiFetch(`/api/admin/stations${queryString(params)}`)) as Page<StationItem>,
  });
}

type Status = UseMutationResult<unknown, Error, { id: number; active: boolean }>;
type Removal = UseMutationResult<unknown, Error, number>;

const statusCall =
  (kind: 'subagencies' | 'stations') =>
  ({ id, active }: { id: number; active: boolean }) =>
    apiFetch(`/api/admin/${kind}/${id}/status`, jsonBody('POST', { active }));
const removeCall = (kind: 'subagencies' | 'stations') => (id: number) =>
  apiFetch(`/api/admin/${kind}/${id}`, { method: 'DELETE' });

export const useSubAgencyStatus = (): Status => useTenantMutation(statusCall('subagencies'));
export const useDeleteSubAgency = (): Removal => useTenantMutation(removeCall('subagencies'));
export const useStationStatus = (): Status => useTenantMutation(statusCall('stations'));
export const useDeleteStation = (): Removal => useTenantMutation(removeCall('stations'));

/** Create (no id) under the agency, or edit (PATCH) a sub-agency. */
export function useSaveSubAgency(
  agencyId: number,
): UseMutationResult<SubAgencyItem, Error, { id?: number; input: SubAgencyInput }> {
  return useTenantMutation(async ({ id, input }: { id?: number; input: SubAgencyInput }) =>
    id === undefined
      ? ((await apiFetch(`/api/admin/agencies/${agencyId}/subagencies`, jsonBody('POST', input))) as SubAgencyItem)
      : ((await apiFetch(`/api/admin/subagencies/${id}`, jsonBody('PATCH', input))) as SubAgencyItem),
  );
}

/** Create (no id) under the agency, or edit (PATCH) a station. */
export function useSaveStation(
  agencyId: number,
): UseMutationResult<StationItem, Error, { id?: number; input: StationInput }> {
  return useTenantMutation(async ({ id, input }: { id?: number; input: StationInput }) =>
    id === undefined
      ? ((await apiFetch(`/api/admin/agencies/${agencyId}/stations`, jsonBody('POST', input))) as StationItem)
      : ((await apiFetch(`/api/admin/stations/${id}`, jsonBody('PATCH', input))) as StationItem),
  );
}
