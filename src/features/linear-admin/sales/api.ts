/** The sales tool's calls (GET/POST /api/sales/…, contract of issue 28) as react-query hooks. */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryString, type Page } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { downloadFile } from '../../../data/download';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import { MESSAGES } from '../../../domain/messages';
import type { ProposalChoice } from '../../../domain/sales-price';
import type { ClientItem } from '../types';
import type { CallItem, CustomerDetail, CustomerItem, Person } from './types';

/** The list's filters, under the server's own parameter names. */
export const PROSPECT_FILTERS = ['availability', 'channel'] as const;

/** The sort keys the server accepts (`sortby`). */
export const PROSPECT_SORTS = { name: 'name', city: 'city', updated: 'updated' } as const;

export const PROSPECT_PAGE_SIZE = 25;

/** The customer list's server query from the list state's query (limit, offset, sort, dir, search, filters). */
export function prospectsQuery(list: Readonly<Record<string, string>>): Record<string, string> {
  const query: Record<string, string> = {
    limit: list.limit ?? String(PROSPECT_PAGE_SIZE),
    offset: list.offset ?? '0',
    sortby: list.sort ?? PROSPECT_SORTS.name,
    sortDesc: String(list.dir === 'desc'),
  };
  if (list.search) query.search = list.search;
  for (const name of PROSPECT_FILTERS) if (list[name]) query[name] = list[name];
  return query;
}

export const SALES_KEY = ['linearadmin/sales'] as const;
const customerKey = (id: number) => [...SALES_KEY, 'customer', id] as const;

/** A page of the answer `{ <items>, total }` in the kit's page shape. */
function pageOf<T>(items: T[], total: number, query: Record<string, string>): Page<T> {
  return { items, total, limit: Number(query.limit), offset: Number(query.offset) };
}

/** GET /api/sales/customers: one page of prospects (the previous page stays while the next loads). */
export function useCustomers(query: Record<string, string>): UseQueryResult<Page<CustomerItem>> {
  return useQuery({
    queryKey: [...SALES_KEY, 'customers', query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/sales/customers${queryString(query)}`)) as {
        customers: CustomerItem[];
        total: number;
      };
      return pageOf(body.customers, body.total, query);
    },
  });
}

/** GET /api/sales/customers/:id, with `postSale=true` in post-sale mode. */
export function useCustomer(id: number | undefined, postSale: boolean): UseQueryResult<CustomerDetail> {
  return useQuery({
    queryKey: [...customerKey(id ?? 0), postSale],
    enabled: id !== undefined,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
    queryFn: async () => {
      const query = postSale ? queryString({ postSale: 'true' }) : '';
      return ((await apiFetch(`/api/sales/customers/${id}${query}`)) as { customer: CustomerDetail }).customer;
    },
  });
}

/** GET /api/sales/customers/:id/calls, a page at a time. */
export function useCustomerCalls(id: number, query: Record<string, string>): UseQueryResult<Page<CallItem>> {
  return useQuery({
    queryKey: [...customerKey(id), 'calls', query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/sales/customers/${id}/calls${queryString(query)}`)) as {
        calls: CallItem[];
        total: number;
      };
      return pageOf(body.calls, body.total, query);
    },
  });
}

/** GET /api/sales/calls: a rep's calls (the caller's without `userId`). */
export function useRepCalls(query: Record<string, string>): UseQueryResult<Page<CallItem>> {
  return useQuery({
    queryKey: [...SALES_KEY, 'calls', query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = (await apiFetch(`/api/sales/calls${queryString(query)}`)) as { calls: CallItem[]; total: number };
      return pageOf(body.calls, body.total, query);
    },
  });
}

/** GET /api/sales/reps: who logged calls on customers in scope. */
export function useReps(): UseQueryResult<Person[]> {
  return useQuery({
    queryKey: [...SALES_KEY, 'reps'],
    queryFn: async () => ((await apiFetch('/api/sales/reps')) as { reps: Person[] }).reps,
  });
}

/** POST /api/sales/customers (the CustomerForm body). */
export function useCreateCustomer(): UseMutationResult<CustomerDetail, Error, Record<string, unknown>> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input) =>
      ((await apiFetch('/api/sales/customers', jsonBody('POST', input))) as { customer: CustomerDetail }).customer,
    onSuccess: () => client.invalidateQueries({ queryKey: SALES_KEY }),
  });
}

/** One write on a customer: its path under /api/sales/customers/:id, its method and body. */
export interface CustomerWrite {
  /** '' for the customer itself (PUT), else 'calls', 'dnc', 'reserve', 'release', 'lock', 'clone', 'sell'. */
  action: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
}

/**
 * Every write on a customer. Success or refusal (a 409 of the availability rule), the customer, its calls and the
 * lists are read again: the page then shows what the server now holds.
 */
export function useCustomerWrite(id: number): UseMutationResult<Record<string, unknown>, Error, CustomerWrite> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, method = 'POST', body }) => {
      const path = `/api/sales/customers/${id}${action ? `/${action}` : ''}`;
      const init = body ? jsonBody(method, body) : { method };
      return ((await apiFetch(path, init)) ?? {}) as Record<string, unknown>;
    },
    onSettled: () => client.invalidateQueries({ queryKey: SALES_KEY }),
  });
}

/** POST /api/sales/customers/:id/proposal: renders the PDF and saves it under the server's file name. */
export async function downloadProposal(id: number, choice: ProposalChoice): Promise<string> {
  return downloadFile(`/api/sales/customers/${id}/proposal`, {
    body: choice,
    failure: MESSAGES.spProposalFailed,
    fallbackName: MESSAGES.spProposalFileName,
  });
}

/** Advertisers whose name holds `name` (GET /api/linearAdminClientsSearch), for linking a sale to one. */
export function useAdvertiserMatches(name: string): UseQueryResult<ClientItem[]> {
  const query = { name, limit: '20', offset: '0', sortby: 'name', sortDesc: 'false' };
  return useQuery({
    queryKey: ['linearadmin/clients', 'sale-link', name],
    enabled: name.trim().length > 0,
    queryFn: async () =>
      ((await apiFetch(`/api/linearAdminClientsSearch${queryString(query)}`)) as { clients: ClientItem[] }).clients,
  });
}
