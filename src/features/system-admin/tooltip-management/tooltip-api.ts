/** The tooltip calls of Tooltip Management (001 §7 Tooltips) as the kit's resource API. */
import { createResourceApi, type Page } from '../../../admin-kit';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import { tooltipsQuery } from '../../../renderer/use-tooltips';
import type { DeleteOutcome, TooltipRow, TooltipText } from '../../../domain/tooltip-admin';

export type { DeleteOutcome, TooltipRow, TooltipText };

const path = (key: string): string => `/api/tooltip/${encodeURIComponent(key)}`;

/** The list query always pages (without parameters the call answers the dashboards' whole catalogue). */
function listUrl(query: Record<string, string>): string {
  return `/api/tooltip?${new URLSearchParams({ limit: '25', ...query }).toString()}`;
}

export const tooltipApi = createResourceApi<TooltipRow, string, TooltipText, Omit<TooltipText, 'key'>>({
  key: 'admin-tooltips',
  list: async (query) => (await apiFetch(listUrl(query))) as Page<TooltipRow>,
  create: async (input) => (await apiFetch('/api/tooltip', jsonBody('POST', input))) as TooltipRow,
  update: async (key, input) => (await apiFetch(path(key), jsonBody('PUT', input))) as TooltipRow,
  remove: async (key) => (await apiFetch(path(key), { method: 'DELETE' })) as DeleteOutcome,
  // The dashboards' catalogue: an open dashboard shows the new text at once.
  alsoInvalidate: [tooltipsQuery.queryKey],
});
