import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../data/rest-client';

/** The cache key of an advertiser's own logo (the upload dialog invalidates it). */
export const advertiserLogoKey = (advertiserId: number | null) => ['advertiserLogo', advertiserId] as const;

/**
 * The advertiser's own logo URL (POST /api/uploadCustomLogo sets it; GET /api/getAdvertiserInfo reads it), or null.
 * A failure counts as no logo: the header then shows the name alone.
 */
export function useAdvertiserLogo(advertiserId: number | null): string | null {
  const query = useQuery({
    queryKey: advertiserLogoKey(advertiserId),
    enabled: advertiserId !== null,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<string | null> => {
      const body = (await apiFetch(`/api/getAdvertiserInfo?id=${advertiserId}`)) as {
        advertiser?: { logo_url?: unknown };
      } | null;
      const url = body?.advertiser?.logo_url;
      return typeof url === 'string' && url !== '' ? url : null;
    },
  });
  return query.data ?? null;
}
