/**
 * How fresh a dashboard's numbers are (issue 27): POST /api/advertiser/performance/freshness for the campaigns in
 * view, as a react-query keyed like the other data calls (advertiser, campaigns, tab, reload). The dashboard, the
 * shared dashboard and the export page all read it (features never import each other, so it lives here).
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_FRESHNESS, type FreshnessStatus, type FreshnessThresholds, type SourceFreshness } from '../domain/freshness';

export type { SourceFreshness };
import { apiFetch, jsonBody } from './rest-client';


/** The answer: the earliest day among the sources, and each source. */
export interface Freshness {
  dataThrough: string | null;
  sources: SourceFreshness[];
}

/** What a view asks about: its advertiser, the campaigns on screen and its tab (absent on an order's summary). */
export interface FreshnessRequest {
  advertiserId: number | null;
  campaigns: readonly { id: number; type?: string }[];
  /** The tab, narrowing to its campaign types. @default every type of the campaigns */
  tactic?: string;
  /** Bumped by the Refresh control. @default 0 */
  reloadToken?: number;
}

const STATUSES: readonly string[] = ['ok', 'warning', 'failing'];

function toThresholds(value: unknown): FreshnessThresholds {
  const row = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return typeof row.warnHours === 'number' && typeof row.errorHours === 'number'
    ? { warnHours: row.warnHours, errorHours: row.errorHours }
    : DEFAULT_FRESHNESS;
}

function toSource(value: unknown): SourceFreshness | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (typeof row.source !== 'string' || typeof row.status !== 'string' || !STATUSES.includes(row.status)) return null;
  const text = (key: string): string | null => (typeof row[key] === 'string' ? (row[key] as string) : null);
  return {
    source: row.source,
    label: text('label') ?? row.source,
    dataThrough: text('dataThrough'),
    lastSyncAt: text('lastSyncAt'),
    status: row.status as FreshnessStatus,
    lateHours: typeof row.lateHours === 'number' ? row.lateHours : 0,
    thresholds: toThresholds(row.thresholds),
    campaigns: typeof row.campaigns === 'number' ? row.campaigns : 0,
  };
}

/** The answer as the line reads it; anything malformed is left out. */
export function parseFreshness(body: unknown): Freshness {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const sources = Array.isArray(record.sources) ? record.sources.map(toSource).filter((s) => s !== null) : [];
  return { dataThrough: typeof record.dataThrough === 'string' ? record.dataThrough : null, sources };
}

/** The query of a view's freshness; disabled while no campaign is in view (nothing to be fresh about). */
export function freshnessQuery({ advertiserId, campaigns, tactic, reloadToken = 0 }: FreshnessRequest) {
  const ids = campaigns.map((c) => c.id).sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['freshness', advertiserId, ids, tactic ?? null, reloadToken],
    enabled: advertiserId !== null && ids.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<Freshness> =>
      parseFreshness(
        await apiFetch(
          '/api/advertiser/performance/freshness',
          jsonBody('POST', {
            advertiserId,
            campaigns: campaigns.map((c) => (c.type ? { id: c.id, type: c.type } : { id: c.id })),
            ...(tactic ? { tactic } : {}),
            ...(reloadToken ? { reload: true } : {}),
          }),
        ),
      ),
  });
}

/** A view's freshness (see `freshnessQuery`). */
export function useFreshness(request: FreshnessRequest): UseQueryResult<Freshness> {
  return useQuery(freshnessQuery(request));
}
