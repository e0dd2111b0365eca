/**
 * The publisher-logo match list (GET /api/getPublisherLogos, whole list) for the dashboards: fetched once and kept
 * for a while, joined onto publisher breakdown rows by the breakdown data method. The System Admin screen's writes
 * forget it (and invalidate the React Query keys below), so the next dashboard shows the change.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Dataset } from '../domain/layout/dataset';
import { PUBLISHER_LOGO_FIELD, publisherLogoMatcher, type PublisherLogo } from '../domain/publisher-logos';
import { apiFetch } from './rest-client';

/** How long a fetched list is reused. */
export const PUBLISHER_LOGOS_TTL_MS = 5 * 60_000;

/** React Query key of the match list. */
export const PUBLISHER_LOGOS_KEY = ['publisherLogos'] as const;

function isLogo(value: unknown): value is PublisherLogo {
  const v = value as Partial<PublisherLogo> | null;
  return (
    typeof v?.logoName === 'string' &&
    typeof v.url === 'string' &&
    Array.isArray(v.aliases) &&
    v.aliases.every((a) => typeof a === 'string') &&
    Array.isArray(v.prefixes) &&
    v.prefixes.every((p) => typeof p === 'string')
  );
}

/** The whole list from the server (malformed entries dropped). */
export async function fetchPublisherLogos(): Promise<PublisherLogo[]> {
  const body = (await apiFetch('/api/getPublisherLogos')) as { items?: unknown } | null;
  return Array.isArray(body?.items) ? body.items.filter(isLogo) : [];
}

/** The match list as a React Query (the admin screen invalidates this key on every write). */
export const publisherLogosQuery = queryOptions({
  queryKey: PUBLISHER_LOGOS_KEY,
  queryFn: fetchPublisherLogos,
  staleTime: PUBLISHER_LOGOS_TTL_MS,
});

let cached: { at: number; logos: Promise<PublisherLogo[]> } | null = null;

/**
 * The match list for data methods (which run outside React): one request per `PUBLISHER_LOGOS_TTL_MS`. A list
 * that cannot be fetched counts as empty, so the tiles show their badges and the module still renders.
 */
export function loadPublisherLogos(now: number = Date.now()): Promise<PublisherLogo[]> {
  if (!cached || now - cached.at > PUBLISHER_LOGOS_TTL_MS) {
    const logos = fetchPublisherLogos().catch(() => {
      cached = null;
      return [];
    });
    cached = { at: now, logos };
  }
  return cached.logos;
}

/** Drops the kept list (after a change in System Admin). */
export function forgetPublisherLogos(): void {
  cached = null;
}

/** A publisher breakdown with each row's logo URL (or null) under `PublisherLogo`. */
export function withPublisherLogos(dataset: Dataset, logos: readonly PublisherLogo[]): Dataset {
  const match = publisherLogoMatcher(logos);
  return {
    ...dataset,
    rows: dataset.rows.map((row) => ({
      ...row,
      [PUBLISHER_LOGO_FIELD]: typeof row.Publisher === 'string' ? match(row.Publisher) : null,
    })),
  };
}
