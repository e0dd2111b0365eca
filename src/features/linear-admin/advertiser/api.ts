/** The calls of an advertiser's page: info, contacts, products, campaigns, and the placement writes. */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryString } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import type { ContactInput } from '../../../domain/contact-form';
import { CLIENTS_KEY } from '../clients/api';
import type { AdvertiserInfo, AdvertiserInfoAnswer, CampaignItem, Contact } from '../types';

const key = (id: number) => ['linearadmin/advertiser', id] as const;

/** GET /api/getAdvertiserInfo with its station and sub-agency. */
export function useAdvertiserInfo(id: number | undefined): UseQueryResult<AdvertiserInfoAnswer> {
  return useQuery({
    queryKey: [...key(id ?? 0), 'info'],
    enabled: id !== undefined,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
    queryFn: async () =>
      (await apiFetch(
        `/api/getAdvertiserInfo${queryString({ id: String(id), includeStations: 'true', includeSubagencies: 'true' })}`,
      )) as AdvertiserInfoAnswer,
  });
}

/** A write that answers `{ advertiser }` and refreshes the page and the client search. */
function useAdvertiserWrite<V>(
  id: number,
  call: (variables: V) => Promise<unknown>,
): UseMutationResult<unknown, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(id) }),
        client.invalidateQueries({ queryKey: CLIENTS_KEY }),
      ]),
  });
}

/** PUT /api/advertiserInfoUpdate/{id}. */
export function useUpdateInfo(id: number): UseMutationResult<unknown, Error, Record<string, unknown>> {
  return useAdvertiserWrite(id, (input) => apiFetch(`/api/advertiserInfoUpdate/${id}`, jsonBody('PUT', input)));
}

/** POST /api/admin/advertisers/{id}/move within its agency. */
export function useMove(
  id: number,
): UseMutationResult<unknown, Error, { subAgencyId: number | null; stationId: number | null }> {
  return useAdvertiserWrite(id, (input) => apiFetch(`/api/admin/advertisers/${id}/move`, jsonBody('POST', input)));
}

/** POST /api/admin/advertisers/{id}/status. */
export function useSetStatus(id: number): UseMutationResult<unknown, Error, boolean> {
  return useAdvertiserWrite(id, (active) =>
    apiFetch(`/api/admin/advertisers/${id}/status`, jsonBody('POST', { active })),
  );
}

/** DELETE /api/admin/advertisers/{id} (409 with the server's text when something depends on it). */
export function useDeleteAdvertiser(id: number): UseMutationResult<unknown, Error, void> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/admin/advertisers/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}

/** GET /api/getContacts/{id}. */
export function useContacts(id: number): UseQueryResult<Contact[]> {
  return useQuery({
    queryKey: [...key(id), 'contacts'],
    queryFn: async () => ((await apiFetch(`/api/getContacts/${id}`)) as { contacts: Contact[] }).contacts,
  });
}

/** POST /api/advertiserContactsUpdate/{id}: the whole list replaces the advertiser's contacts. */
export function useSaveContacts(
  id: number,
): UseMutationResult<Contact[], Error, { contacts: ContactInput[]; userId: number | undefined }> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body) =>
      ((await apiFetch(`/api/advertiserContactsUpdate/${id}`, jsonBody('POST', body))) as { contacts: Contact[] })
        .contacts,
    onSuccess: (contacts) => client.setQueryData([...key(id), 'contacts'], contacts),
  });
}

/** A product the advertiser runs now. */
export interface AdvertiserProduct {
  code: string;
  name: string;
  activeCampaigns?: number;
}

/** GET /api/getProductsForAdvertiser/{id}; the server's 404 'No currently active products were found' is empty. */
export function useAdvertiserProducts(id: number): UseQueryResult<AdvertiserProduct[]> {
  return useQuery({
    queryKey: [...key(id), 'products'],
    retry: false,
    queryFn: async () => {
      try {
        const body = await apiFetch(`/api/getProductsForAdvertiser/${id}`);
        return Array.isArray(body) ? (body as AdvertiserProduct[]) : [];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
  });
}

/** GET /api/campaign/search for this advertiser (limit 100, campaignName, sortby, sortDesc). */
export function useAdvertiserCampaigns(
  id: number,
  list: Readonly<Record<string, string>>,
): UseQueryResult<{ items: CampaignItem[]; total: number; limit: number; offset: number }> {
  const query: Record<string, string> = {
    advertiserId: String(id),
    limit: list.limit ?? '100',
    offset: list.offset ?? '0',
    sortby: list.sort ?? 'name',
    sortDesc: String(list.dir === 'desc'),
  };
  if (list.search) query.campaignName = list.search;
  return useQuery({
    queryKey: [...key(id), 'campaigns', query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/campaign/search${queryString(query)}`)) as {
        campaigns: CampaignItem[];
        total: number;
      };
      return { items: body.campaigns, total: body.total, limit: Number(query.limit), offset: Number(query.offset) };
    },
  });
}

export type { AdvertiserInfo };
