import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../data/rest-client';
import type { TooltipCatalog } from './resolve';

const EMPTY: TooltipCatalog = () => undefined;

/** The query of the tooltip catalogue (shared by the screen and the start-up prefetch). */
export const tooltipsQuery = queryOptions({
  queryKey: ['tooltips'],
  staleTime: 60 * 60_000,
  queryFn: async (): Promise<TooltipCatalog> => {
    const body = (await apiFetch('/api/tooltip')) as {
      tooltips?: { key: string; title?: string; message: string }[];
    };
    const byKey = new Map((body.tooltips ?? []).map((t) => [t.key, { title: t.title, message: t.message }]));
    return (key) => byKey.get(key);
  },
});

/** The read-only tooltip catalogue (GET /api/tooltip) as a lookup; empty until it arrives. */
export function useTooltipCatalog(): TooltipCatalog {
  return useQuery(tooltipsQuery).data ?? EMPTY;
}
