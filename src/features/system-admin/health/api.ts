/**
 * Health checks (issue 27): `POST /api/getHealthChecks` and `POST /api/runHealthCheck` (src/server/areas/health).
 * The answer must be an array (001 §8): anything else is an error carrying the body's error.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import { messageText } from '../../../domain/messages';

export type HealthStatus = 'ok' | 'warning' | 'failing';

export interface SourceFreshness {
  source: string;
  label: string;
  dataThrough: string | null;
  lastSyncAt: string | null;
  status: HealthStatus;
  lateHours: number;
  campaigns: number;
}

/** An advertiser of an agency, its worst status rolled up from its sources. */
export interface AdvertiserFreshness {
  advertiserId: number;
  name: string;
  status: HealthStatus;
  sources: SourceFreshness[];
}

export interface AgencyFreshness {
  agencyId: number;
  name: string;
  status: HealthStatus;
  sources: SourceFreshness[];
  advertisers: AdvertiserFreshness[];
}

export interface HistoryPoint {
  at: string;
  status: HealthStatus;
  durationMs: number;
}

export interface HealthCheck {
  name: string;
  title: string;
  status: HealthStatus;
  detail: string;
  lastRun: string | null;
  durationMs: number | null;
  history: HistoryPoint[];
  freshness?: AgencyFreshness[];
}

const STATUSES: readonly string[] = ['ok', 'warning', 'failing'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const status = (value: unknown): HealthStatus => (STATUSES.includes(str(value)) ? (value as HealthStatus) : 'warning');

function parseSource(row: Record<string, unknown>): SourceFreshness {
  return {
    source: str(row.source),
    label: str(row.label) || str(row.source),
    dataThrough: strOrNull(row.dataThrough),
    lastSyncAt: strOrNull(row.lastSyncAt),
    status: status(row.status),
    lateHours: num(row.lateHours),
    campaigns: num(row.campaigns),
  };
}

function parseCheck(row: Record<string, unknown>): HealthCheck {
  const check: HealthCheck = {
    name: str(row.name),
    title: str(row.title) || str(row.name),
    status: status(row.status),
    detail: str(row.detail),
    lastRun: strOrNull(row.lastRun),
    durationMs: typeof row.durationMs === 'number' ? row.durationMs : null,
    history: (Array.isArray(row.history) ? row.history.filter(isRecord) : []).map((point) => ({
      at: str(point.at),
      status: status(point.status),
      durationMs: num(point.durationMs),
    })),
  };
  if (Array.isArray(row.freshness))
    check.freshness = row.freshness.filter(isRecord).map((agency) => ({
      agencyId: num(agency.agencyId),
      name: str(agency.name),
      status: status(agency.status),
      sources: (Array.isArray(agency.sources) ? agency.sources.filter(isRecord) : []).map(parseSource),
      advertisers: (Array.isArray(agency.advertisers) ? agency.advertisers.filter(isRecord) : []).map((advertiser) => ({
        advertiserId: num(advertiser.advertiserId),
        name: str(advertiser.name),
        status: status(advertiser.status),
        sources: (Array.isArray(advertiser.sources) ? advertiser.sources.filter(isRecord) : []).map(parseSource),
      })),
    }));
  return check;
}

/** The answer checked at the boundary: not an array is an error (the body's own error when it has one). */
export function parseHealthChecks(body: unknown): HealthCheck[] {
  if (!Array.isArray(body)) {
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : messageText('healthLoadFailed');
    throw new Error(error);
  }
  return body.filter(isRecord).map(parseCheck);
}

export const HEALTH_KEY = ['health', 'checks'] as const;

export function useHealthChecks(): UseQueryResult<HealthCheck[]> {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: async () => parseHealthChecks(await apiFetch('/api/getHealthChecks', jsonBody('POST', {}))),
    refetchInterval: 60_000,
  });
}

/** Runs one check (by name) or all; the answer (every check again) replaces the list. */
export function useRunHealthCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string | null) =>
      parseHealthChecks(await apiFetch('/api/runHealthCheck', jsonBody('POST', name ? { name } : {}))),
    onSuccess: (checks) => client.setQueryData(HEALTH_KEY, checks),
  });
}
