/**
 * What a module frame asks its data method for, as a React Query query: one definition shared by the frame
 * (useModuleData) and the layout's prefetch, so both name the same query and the request goes out once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Dataset } from '../domain/layout/dataset';
import type { Layout, Module } from '../domain/layout/validate';
import { tabToTypes } from '../domain/tactics';
import type { DataRequest, DataSelection } from '../data/methods/types';
import type { FramePage, RendererEnvironment } from './RendererContext';

export type { FramePage } from './RendererContext';
import { applyOverrides } from './resolve';

/** A self-fetching module's first page: its options' sort, descending unless `sortDesc` is false. */
export function initialPage(options: Record<string, unknown>): FramePage {
  return { page: 0, sortBy: options.sortBy as string | undefined, sortDesc: options.sortDesc !== false, filters: {} };
}

/** Narrows the selection to a section's tab: its types and the selected campaigns of those types. */
export function sectionSelection(selection: DataSelection, tactic: string | undefined): DataSelection {
  if (!tactic) return selection;
  const types = tabToTypes(tactic);
  return {
    ...selection,
    tab: tactic,
    campaignTypes: types,
    campaigns: selection.campaigns.filter((c) => types.includes(c.type)),
  };
}

/** The data method a module reads through: a self-fetching kind's `dataMethod` option, else its data source's. */
export function frameMethod(
  module: Module,
  options: Record<string, unknown>,
  selfFetching: boolean,
): string | undefined {
  return selfFetching
    ? ((options.dataMethod as string | undefined) ?? module.dataSource?.method)
    : module.dataSource?.method;
}

/** The request a frame sends: the section's selection, the data source's params, and a self-fetching page. */
export function frameRequest(
  module: Module,
  selection: DataSelection,
  options: Record<string, unknown>,
  selfFetching: boolean,
  page: FramePage,
): DataRequest {
  const perPage = typeof options.perPage === 'number' ? options.perPage : 10;
  return {
    selection,
    params: module.dataSource?.params ?? {},
    ...(selfFetching
      ? {
          page: {
            page: page.page,
            perPage,
            sortBy: page.sortBy,
            sortDesc: page.sortDesc,
            ...(Object.keys(page.filters).length ? { filters: page.filters } : {}),
          },
        }
      : {}),
  };
}

/**
 * The React Query options of a module's data. React Query dedupes identical requests across modules (000 §4:
 * identical repeated requests are skipped); the refresh control's token forces a new fetch past the caches.
 */
export function moduleDataQuery(
  environment: Pick<RendererEnvironment, 'runData' | 'reloadToken'>,
  method: string | undefined,
  request: DataRequest,
) {
  const { runData, reloadToken } = environment;
  const { selection, params, page } = request;
  return {
    queryKey: ['module-data', method, selection, params, page, reloadToken] as const,
    queryFn: (): Promise<Dataset> => runData(method ?? 'none', { ...request, reload: reloadToken > 0 }),
    enabled: method !== undefined,
    staleTime: 5 * 60_000,
    retry: 1,
  };
}

/** Whether the grid sections show as tabs: `shouldUsingTabs` with more than one grid, and never in print. */
export function usesTabs(layout: Layout, print: boolean): boolean {
  const grids = layout.components.filter((s) => s.type === 'grid').length;
  return layout.config?.shouldUsingTabs === true && grids > 1 && !print;
}

/** The sections whose modules render now: the controllers, and every grid, or only the first when tabbed. */
export function renderedSections(layout: Layout, print: boolean): Layout['components'] {
  const controllers = layout.components.filter((s) => s.type === 'controller');
  const grids = layout.components.filter((s) => s.type === 'grid');
  return [...controllers, ...(usesTabs(layout, print) ? grids.slice(0, 1) : grids)];
}

/**
 * Starts, before any frame has rendered, the data requests and code loads of every module the layout shows
 * now: the frames then find their queries already on the way. Rendering fifteen frames takes a slow machine
 * about 100 ms, which the requests no longer wait for. Queries already in the cache are left alone. Settles (never
 * rejects) once the shown kinds' code has loaded or failed: a first render that waits for it draws the frames'
 * views at once, and the kinds' own start (a map's deck.gl download) is not queued behind that render.
 */
export function prefetchLayout(
  client: QueryClient,
  layout: Layout,
  environment: Pick<
    RendererEnvironment,
    'registry' | 'runData' | 'selection' | 'conditions' | 'reloadToken' | 'pageState'
  >,
): Promise<void> {
  const { registry, conditions } = environment;
  const loads: Promise<unknown>[] = [];
  for (const section of renderedSections(layout, conditions.print)) {
    const selection = sectionSelection(environment.selection, section.tactic);
    for (const module of section.modules) {
      const kind = registry.get(module.name);
      if (!kind) continue;
      const effective = applyOverrides(module, kind.manifest.initialOptions ?? {}, conditions);
      if (effective.disabled) continue;
      loads.push(kind.load().catch(() => undefined));
      const selfFetching = kind.manifest.selfFetching === true;
      const method = frameMethod(module, effective.options, selfFetching);
      const page = { ...initialPage(effective.options), ...environment.pageState?.initial(module.id) };
      const request = frameRequest(module, selection, effective.options, selfFetching, page);
      const query = moduleDataQuery(environment, method ?? 'none', request);
      if (!client.getQueryState(query.queryKey)) void client.prefetchQuery(query);
    }
  }
  return Promise.all(loads).then(() => undefined);
}
