/** The access-group and advertiser-group calls (issue 21) as the kit's resource APIs. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createResourceApi, queryString, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import type { AccessGroupDetail, AccessGroupRow, AdvertiserGroupDetail, AdvertiserGroupRow, UserRow } from '../types';

export interface AccessGroupCreate {
  agencyId: number;
  name: string;
  rights: string[];
}
export interface AccessGroupUpdate {
  name: string;
  rights: string[];
  memberIds?: number[];
}
export interface AdvertiserGroupCreate {
  agencyId: number;
  name: string;
  advertiserIds: number[];
}
export interface AdvertiserGroupUpdate {
  name: string;
  advertiserIds: number[];
}

const ACCESS = '/api/admin/access-groups';
const ADVERTISER = '/api/admin/advertiser-groups';

export const accessGroupsApi = createResourceApi<AccessGroupRow, number, AccessGroupCreate, AccessGroupUpdate>({
  key: 'admin/access-groups',
  list: async (query) => (await apiFetch(`${ACCESS}${queryString(query)}`)) as Page<AccessGroupRow>,
  get: async (id) => (await apiFetch(`${ACCESS}/${id}`)) as AccessGroupDetail,
  create: async (input) => (await apiFetch(ACCESS, jsonBody('POST', input))) as AccessGroupRow,
  update: async (id, input) => (await apiFetch(`${ACCESS}/${id}`, jsonBody('PUT', input))) as AccessGroupRow,
  remove: async (id) => apiFetch(`${ACCESS}/${id}`, { method: 'DELETE' }),
  // Members' rights changed: their pages and the user list.
  alsoInvalidate: [['admin/users']],
});

export const advertiserGroupsApi = createResourceApi<
  AdvertiserGroupRow,
  number,
  AdvertiserGroupCreate,
  AdvertiserGroupUpdate
>({
  key: 'admin/advertiser-groups',
  list: async (query) => (await apiFetch(`${ADVERTISER}${queryString(query)}`)) as Page<AdvertiserGroupRow>,
  get: async (id) => (await apiFetch(`${ADVERTISER}/${id}`)) as AdvertiserGroupDetail,
  create: async (input) => (await apiFetch(ADVERTISER, jsonBody('POST', input))) as AdvertiserGroupRow,
  update: async (id, input) => (await apiFetch(`${ADVERTISER}/${id}`, jsonBody('PUT', input))) as AdvertiserGroupRow,
  remove: async (id) => apiFetch(`${ADVERTISER}/${id}`, { method: 'DELETE' }),
  alsoInvalidate: [['admin/users']],
});

/** The groups a picker offers: the first 500 the caller may see. */
const PICKER_QUERY = { limit: '500', offset: '0' };

export function useAccessGroupChoices(): UseQueryResult<Page<AccessGroupRow>> {
  return accessGroupsApi.useList(PICKER_QUERY);
}

export function useAdvertiserGroupChoices(): UseQueryResult<Page<AdvertiserGroupRow>> {
  return advertiserGroupsApi.useList(PICKER_QUERY);
}

/** The users of one agency, for the members picker (`GET /api/admin/users?agencyId=`). */
export function useAgencyUsers(agencyId: number | undefined): UseQueryResult<Page<UserRow>> {
  return useQuery({
    queryKey: ['admin/users', 'agency-users', agencyId],
    enabled: agencyId !== undefined,
    queryFn: async () =>
      (await apiFetch(
        `/api/admin/users${queryString({ agencyId: String(agencyId), limit: '500', offset: '0', sort: 'name', dir: 'asc' })}`,
      )) as Page<UserRow>,
  });
}
