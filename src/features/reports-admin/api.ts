/**
 * The scheduled-report calls as the screens use them (issue 25 contract's wire; 001 §7): the agency and advertiser
 * searches (search always sent, empty by default), one report, create/update/delete, the product list, the
 * schedule preview, run now and send test; and the pickers' sources (an agency's advertisers, the caller's
 * advertisers, an agency's users).
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryString, type Page } from '../../admin-kit';
import { isRecord } from '../../data/narrow';
import { apiFetch, jsonBody } from '../../data/rest-client';
import type {
  ReportFormat,
  ReportSchedule,
  ScheduledReport,
  ScheduledReportInput,
  ScheduledRun,
} from '../../domain/scheduled-reports';

export const REPORTS_KEY = 'scheduled-reports';

/** Whose reports a list shows: an agency's (agency users) or an advertiser's (advertiser-level users). */
export type ReportScope = { kind: 'agency'; id: number } | { kind: 'advertiser'; id: number };

/** The list's query: the table's state plus "only mine". */
export function searchPath(scope: ReportScope, query: Record<string, string>, onlyMine: boolean): string {
  const params: Record<string, string> = {
    ...(scope.kind === 'agency' ? { agency: String(scope.id) } : { advertiserId: String(scope.id) }),
    search: query.search ?? '',
    offset: query.offset ?? '0',
    limit: query.limit ?? '25',
    ...(query.sort ? { sort: query.sort, dir: query.dir ?? 'asc' } : {}),
    ...(onlyMine ? { filterByCurrentUser: 'true' } : {}),
  };
  const call = scope.kind === 'agency' ? 'scheduledReportSearchAgency' : 'scheduledReportSearchAdvertiser';
  // URLSearchParams keeps `search=` when empty: the server refuses a search without it (001 §9).
  return `/api/${call}/?${new URLSearchParams(params).toString()}`;
}

export function useReportSearch(
  scope: ReportScope | undefined,
  query: Record<string, string>,
  onlyMine: boolean,
): UseQueryResult<Page<ScheduledReport>> {
  return useQuery({
    queryKey: [REPORTS_KEY, 'list', scope, query, onlyMine],
    enabled: scope !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiFetch(searchPath(scope!, query, onlyMine), { signal })) as Page<ScheduledReport>,
  });
}

export type LoadedReport = ScheduledReport & { nextRuns: ScheduledRun[] };

export function useReport(id: number | undefined): UseQueryResult<LoadedReport> {
  return useQuery({
    queryKey: [REPORTS_KEY, 'one', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiFetch('/api/scheduledReportSingleReport/', jsonBody('POST', { id }))) as LoadedReport,
  });
}

export async function createReport(input: ScheduledReportInput): Promise<ScheduledReport> {
  return (await apiFetch('/api/scheduledReportCreate', jsonBody('POST', input))) as ScheduledReport;
}

export async function updateReport(
  input: ScheduledReportInput & { id: number; Version: number },
): Promise<ScheduledReport> {
  return (await apiFetch('/api/scheduledReportUpdate', jsonBody('POST', input))) as ScheduledReport;
}

export async function deleteReport(id: number): Promise<void> {
  await apiFetch('/api/scheduledReportDelete/', jsonBody('POST', { id }));
}

export async function runNow(id: number): Promise<{ logId: number }> {
  return (await apiFetch('/api/scheduledReportRunNow', jsonBody('POST', { id }))) as { logId: number };
}

export async function sendTest(id: number): Promise<{ logId: number }> {
  return (await apiFetch('/api/scheduledReportSendTest', jsonBody('POST', { id }))) as { logId: number };
}

export async function previewSchedule(schedule: ReportSchedule, signal?: AbortSignal): Promise<ScheduledRun[]> {
  const body = (await apiFetch('/api/scheduledReportPreview', { ...jsonBody('POST', { schedule }), signal })) as {
    runs: ScheduledRun[];
  };
  return body.runs;
}

/** A dashboard (tab) every chosen advertiser has, with the formats its layouts export. */
export interface ReportProduct {
  tab: string;
  title: string;
  formats: ReportFormat[];
}

export function useProductList(advertiserIds: readonly number[]): UseQueryResult<ReportProduct[]> {
  const ids = [...advertiserIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: [REPORTS_KEY, 'products', ids],
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async () =>
      (
        (await apiFetch('/api/scheduledReportProductList', jsonBody('POST', { advertiserIds: ids }))) as {
          products: ReportProduct[];
        }
      ).products,
  });
}

/** An advertiser as the pickers show it. */
export interface AdvertiserOption {
  id: number;
  name: string;
}

function advertisersOf(body: unknown, key: string): AdvertiserOption[] {
  const rows = isRecord(body) && Array.isArray(body[key]) ? (body[key] as unknown[]).filter(isRecord) : [];
  return rows.flatMap((row) =>
    typeof row.id === 'number' && typeof row.name === 'string' ? [{ id: row.id, name: row.name }] : [],
  );
}

/** The advertisers of an agency the caller sees (`GET /api/getAgencyAdvertisers/?agency=`). */
export function useAgencyAdvertisers(agencyId: number | undefined): UseQueryResult<AdvertiserOption[]> {
  return useQuery({
    queryKey: [REPORTS_KEY, 'agency-advertisers', agencyId],
    enabled: agencyId !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      advertisersOf(await apiFetch(`/api/getAgencyAdvertisers/?agency=${agencyId}`, { signal }), 'advertisers'),
  });
}

/** The advertisers an advertiser-level user sees (the client search every admin picker uses). */
export function useOwnAdvertisers(enabled: boolean): UseQueryResult<AdvertiserOption[]> {
  return useQuery({
    queryKey: [REPORTS_KEY, 'own-advertisers'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      advertisersOf(await apiFetch('/api/linearAdminClientsSearch?limit=200', { signal }), 'clients'),
  });
}

/** A user a report may go to. */
export interface RecipientUser {
  id: number;
  email: string;
  fullName: string;
}

/** The users of an agency, as the users admin lists them (`GET /api/admin/users?agencyId=`; needs its right). */
export function useAgencyUsers(agencyId: number | undefined): UseQueryResult<RecipientUser[]> {
  return useQuery({
    queryKey: [REPORTS_KEY, 'agency-users', agencyId],
    enabled: agencyId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const query = queryString({ agencyId: String(agencyId), limit: '500', offset: '0', sort: 'name', dir: 'asc' });
      const page = (await apiFetch(`/api/admin/users${query}`, { signal })) as Page<RecipientUser>;
      return page.items.map((u) => ({ id: u.id, email: u.email, fullName: u.fullName }));
    },
  });
}
