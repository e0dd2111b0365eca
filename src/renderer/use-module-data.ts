import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Dataset } from '../domain/layout/dataset';
import type { DataRequest } from '../data/methods/types';
import { moduleDataQuery } from './frame-query';
import { useRendererEnvironment } from './RendererContext';

/**
 * A module's data through its data method (see moduleDataQuery); `undefined` as the method fetches nothing.
 * `keepPrevious` (self-fetching kinds) keeps the last page on screen while the next one loads, so the view and its
 * controls (a search box being typed in) stay mounted.
 */
export function useModuleData(
  method: string | undefined,
  request: DataRequest,
  keepPrevious = false,
): UseQueryResult<Dataset> {
  return useQuery({
    ...moduleDataQuery(useRendererEnvironment(), method, request),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
