/** System Admin › manage-modules: agencies with their switched-off kinds, one agency's kinds, and the change. */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createResourceApi, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';

/** A row of the agencies list. */
export interface AgencyModulesRow {
  id: number;
  name: string;
  disabled: string[];
}

/** A kind as the drawer shows it. */
export interface AgencyKind {
  kind: string;
  title: string;
  category: string;
  enabled: boolean;
}

/** One agency's kinds (`GET /api/admin/modules/{agencyId}`). */
export interface AgencyModules {
  agency: { id: number; name: string };
  kinds: AgencyKind[];
  disabled: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseRow(value: unknown): AgencyModulesRow {
  const row = isRecord(value) ? value : {};
  return { id: num(row.id), name: str(row.name), disabled: strings(row.disabled) };
}

/** The answer of the agencies list, checked at the boundary. */
export function parsePage(body: unknown): Page<AgencyModulesRow> {
  const value = isRecord(body) ? body : {};
  return {
    items: Array.isArray(value.items) ? value.items.map(parseRow) : [],
    total: num(value.total),
    limit: num(value.limit),
    offset: num(value.offset),
  };
}

/** One agency's kinds, checked at the boundary. */
export function parseAgencyModules(body: unknown): AgencyModules {
  const value = isRecord(body) ? body : {};
  const agency = isRecord(value.agency) ? value.agency : {};
  const kinds = Array.isArray(value.kinds) ? value.kinds.filter(isRecord) : [];
  return {
    agency: { id: num(agency.id), name: str(agency.name) },
    kinds: kinds.map((k) => ({
      kind: str(k.kind),
      title: str(k.title),
      category: str(k.category),
      enabled: k.enabled === true,
    })),
    disabled: strings(value.disabled),
  };
}

/** The agencies list on the kit's resource API (server paging, sort and search). */
export const agencyModulesApi = createResourceApi<AgencyModulesRow, number>({
  key: 'admin-modules',
  list: async (query) => parsePage(await apiFetch(`/api/admin/modules?${new URLSearchParams(query).toString()}`)),
});

/** One agency's kinds, while the drawer is open for it. */
export function useAgencyModules(agencyId: number | null): UseQueryResult<AgencyModules> {
  return useQuery({
    queryKey: [...agencyModulesApi.keys.all, 'agency', agencyId],
    enabled: agencyId !== null,
    queryFn: async () => parseAgencyModules(await apiFetch(`/api/admin/modules/${agencyId}`)),
  });
}

/** Sets an agency's switched-off kinds; the list and the agency's kinds are read again after. */
export function useSaveAgencyModules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ agencyId, disabled }: { agencyId: number; disabled: string[] }) =>
      parseAgencyModules(await apiFetch(`/api/admin/modules/${agencyId}`, jsonBody('PUT', { disabled }))),
    onSuccess: () => client.invalidateQueries({ queryKey: agencyModulesApi.keys.all }),
  });
}
