/** The usage report's calls: the table by agency, the chart's days, the agencies to filter by, the workbook. */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch } from '../../../data/rest-client';
import { downloadFile } from '../../../data/download';
import { messageText } from '../../../domain/messages';
import type { UsageDay, UsageFigures, UsageRow } from '../../../domain/usage';

/** The table's answer: a page of agencies, the totals of every listed agency, the period served. */
export interface UsageReport {
  items: UsageRow[];
  total: number;
  limit: number;
  offset: number;
  from: string;
  to: string;
  totals: UsageFigures;
}

/** An agency of the filter. */
export interface UsageAgency {
  id: number;
  name: string;
}

const KEY = 'admin-usage';
const queryString = (query: Record<string, string>): string => new URLSearchParams(query).toString();

/** One page of the table (`limit`, `offset`, `sort`, `dir`, `search`, `from`, `to`, `agencyId`). */
export function useUsageReport(query: Record<string, string>): UseQueryResult<UsageReport> {
  return useQuery({
    queryKey: [KEY, 'table', query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/usage?${queryString(query)}`, { signal })) as UsageReport,
  });
}

/** Events per day by kind for the chart. */
export function useUsageDaily(period: {
  from: string;
  to: string;
  agencyId?: string;
}): UseQueryResult<{ days: UsageDay[] }> {
  const query = Object.fromEntries(Object.entries(period).filter(([, value]) => value)) as Record<string, string>;
  return useQuery({
    queryKey: [KEY, 'daily', query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/usage/daily?${queryString(query)}`, { signal })) as { days: UsageDay[] },
  });
}

/** Every agency, for the filter. */
export function useUsageAgencies(): UseQueryResult<UsageAgency[]> {
  return useQuery({
    queryKey: [KEY, 'agencies'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      ((await apiFetch('/api/getAgencies/', { signal })) as { agencies: UsageAgency[] }).agencies,
  });
}

/** Downloads the workbook of the table's query (every agency, not only the page) and offers it to the browser. */
export async function downloadUsageWorkbook(query: Record<string, string>): Promise<string> {
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'limit' && key !== 'offset'));
  return downloadFile(`/api/admin/usage/export.xlsx?${queryString(rest)}`, {
    failure: messageText('usageExportFailed'),
    fallbackName: 'usage.xlsx',
  });
}
