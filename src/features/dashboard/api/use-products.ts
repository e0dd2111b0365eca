import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../data/api-error';
import { apiFetch } from '../../../data/rest-client';

/** A product the advertiser runs (GET /api/getProductsForAdvertiser). */
export interface Product {
  code: string;
  name: string;
  tacticGroup: string;
  tab: string;
  AllowSingleCampaignView: boolean;
}

/** The query of an advertiser's products (shared by the screen and the start-up prefetch). */
export function productsQuery(advertiserId: number | null) {
  return queryOptions({
    queryKey: ['products', advertiserId],
    enabled: advertiserId !== null,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    queryFn: async (): Promise<Product[]> => {
      const body = await apiFetch(`/api/getProductsForAdvertiser/${advertiserId}`);
      if (!Array.isArray(body)) return [];
      return body.flatMap((item: unknown): Product[] => {
        const p = item as Record<string, unknown>;
        return typeof p.code === 'string' && typeof p.tab === 'string'
          ? [
              {
                code: p.code,
                name: typeof p.name === 'string' ? p.name : p.code,
                tacticGroup: typeof p.tacticGroup === 'string' ? p.tacticGroup : '',
                tab: p.tab,
                AllowSingleCampaignView: p.AllowSingleCampaignView === true,
              },
            ]
          : [];
      });
    },
  });
}

/** Products of an advertiser; an empty list is the 404 'No currently active products were found'. */
export function useProducts(advertiserId: number | null): UseQueryResult<Product[]> {
  return useQuery(productsQuery(advertiserId));
}
