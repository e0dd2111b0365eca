/** The sub-agency and station lists of the caller's active agency (issue 22 contract, read only here). */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryString, type Page } from '../../../admin-kit';
import { apiFetch } from '../../../data/rest-client';
import type { StationItem, SubAgencyItem } from '../types';

/** GET /api/linearAdminSubagenciesStations (orderBy 'name' or '-name'; the kit's query otherwise). */
export function useSubAgencies(
  agencyId: number | null,
  list: Readonly<Record<string, string>>,
): UseQueryResult<Page<SubAgencyItem>> {
  const query: Record<string, string> = {
    AgencyId: String(agencyId),
    limit: list.limit ?? '25',
    offset: list.offset ?? '0',
    orderBy: `${list.dir === 'desc' ? '-' : ''}${list.sort ?? 'name'}`,
  };
  if (list.search) query.name = list.search;
  return useQuery({
    queryKey: ['linearadmin/subagencies', query],
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/linearAdminSubagenciesStations${queryString(query)}`)) as {
        subagencies: SubAgencyItem[];
        total: number;
      };
      return { items: body.subagencies, total: body.total, limit: Number(query.limit), offset: Number(query.offset) };
    },
  });
}

/** GET /api/admin/stations (the kernel's page: search, sort, dir, limit, offset). */
export function useStations(
  agencyId: number | null,
  list: Readonly<Record<string, string>>,
): UseQueryResult<Page<StationItem>> {
  const query = { ...list, agencyId: String(agencyId) };
  return useQuery({
    queryKey: ['linearadmin/stations', query],
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiFetch(`/api/admin/stations${queryString(query)}`)) as Page<StationItem>,
  });
}
