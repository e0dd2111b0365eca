import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Dataset } from '../domain/layout/dataset';
import type { DataRequest } from '../data/methods/types';
import { moduleDataQuery } from './frame-query';
import { useRendererEnvironment } from './RendererContext';

/** A module's data through its data method (see moduleDataQuery); `undefined` as the method fetches nothing. */
export function useModuleData(method: string | undefined, request: DataRequest): UseQueryResult<Dataset> {
  return useQuery(moduleDataQuery(useRendererEnvironment(), method, request));
}
