/** The user calls of Manage Users and a user's page (issue 21) on the kit's resource API and React Query. */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createResourceApi, queryString, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import type { Explanation, Invitation, UserAccess, UserAccessInput, UserInvite, UserRow } from '../types';

const userPath = (id: number): string => `/api/admin/users/${id}`;

/** The users resource: list, one user, invite (create), profile edit (PATCH) and delete. */
export const usersApi = createResourceApi<UserRow, number, UserInvite, { email?: string; fullName?: string }>({
  key: 'admin/users',
  list: async (query) => (await apiFetch(`/api/admin/users${queryString(query)}`)) as Page<UserRow>,
  get: async (id) => (await apiFetch(userPath(id))) as UserRow,
  create: async (input) => (await apiFetch('/api/admin/users', jsonBody('POST', input))) as UserRow,
  update: async (id, input) => (await apiFetch(userPath(id), jsonBody('PATCH', input))) as UserRow,
  remove: async (id) => apiFetch(userPath(id), { method: 'DELETE' }),
});

/** Every query of one user's page: the user, their access, their explanations. */
const userKeys = (id: number) => ['admin/users', 'one', id] as const;

function useUserMutation<V, R>(call: (variables: V) => Promise<R>): UseMutationResult<R, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The list shows status and invitation: refresh it and the user's page.
    onSuccess: () => client.invalidateQueries({ queryKey: usersApi.keys.all }),
  });
}

export type StatusChange = 'deactivate' | 'reactivate';

/** Deactivate or reactivate (POST …/deactivate, …/reactivate); answers the user. */
export function useStatusChange(): UseMutationResult<UserRow, Error, { id: number; change: StatusChange }> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }) => (await apiFetch(`${userPath(id)}/${change}`, { method: 'POST' })) as UserRow,
    onSuccess: () => client.invalidateQueries({ queryKey: usersApi.keys.all }),
  });
}

/** Send or resend the invitation (a resend revokes the previous link). */
export function useSendInvitation(id: number): UseMutationResult<Invitation, Error, void> {
  return useUserMutation(async () => (await apiFetch(`${userPath(id)}/invitation`, { method: 'POST' })) as Invitation);
}

/** Revoke the open invitation link. */
export function useRevokeInvitation(id: number): UseMutationResult<unknown, Error, void> {
  return useUserMutation(() => apiFetch(`${userPath(id)}/invitation`, { method: 'DELETE' }));
}

/** The user's grants (GET …/access). */
export function useUserAccess(id: number): UseQueryResult<UserAccess> {
  return useQuery({
    queryKey: [...userKeys(id), 'access'],
    queryFn: async () => (await apiFetch(`${userPath(id)}/access`)) as UserAccess,
  });
}

/** Replace the user's grants (PUT …/access with the whole set); the answer becomes the page's access. */
export function useSaveAccess(id: number): UseMutationResult<UserAccess, Error, UserAccessInput> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input) => (await apiFetch(`${userPath(id)}/access`, jsonBody('PUT', input))) as UserAccess,
    onSuccess: (access) => {
      client.setQueryData([...userKeys(id), 'access'], access);
      return client.invalidateQueries({ queryKey: usersApi.keys.all });
    },
  });
}

/** What to explain: an advertiser, or a right (optionally in one agency). */
export type ExplainQuestion = { advertiserId: number } | { right: string; agencyId?: number };

/** GET …/explain for one question (asked on demand, not on every render). */
export function useExplain(id: number): UseMutationResult<Explanation, Error, ExplainQuestion> {
  return useMutation({
    mutationFn: async (question) => {
      const query: Record<string, string> =
        'advertiserId' in question
          ? { advertiserId: String(question.advertiserId) }
          : { right: question.right, ...(question.agencyId ? { agencyId: String(question.agencyId) } : {}) };
      return (await apiFetch(`${userPath(id)}/explain${queryString(query)}`)) as Explanation;
    },
  });
}
