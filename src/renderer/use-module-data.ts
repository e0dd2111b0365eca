import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Dataset } from '../domain/layout/dataset';
import type { DataRequest } from '../data/methods/types';
import { useRendererEnvironment } from './RendererContext';

/**
 * A module's data through its data method. React Query dedupes identical requests across modules (000 §4:
 * identical repeated requests are skipped) and the refresh control's token forces a new fetch past the caches.
 */
export function useModuleData(method: string | undefined, request: DataRequest): UseQueryResult<Dataset> {
  const { runData, reloadToken } = useRendererEnvironment();
  const { selection, params, page } = request;
  return useQuery({
    queryKey: ['module-data', method, selection, params, page, reloadToken],
    queryFn: () => runData(method ?? 'none', { ...request, reload: reloadToken > 0 }),
    enabled: method !== undefined,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
