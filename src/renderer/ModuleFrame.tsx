import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useRef, useState, type ReactElement } from 'react';
import { EMPTY_DATASET } from '../domain/layout/dataset';
import type { Module } from '../domain/layout/validate';
import type { AnyModuleDefinition, DrillRequest } from '../registry/types';
import { InfoTip } from '../ui/InfoTip';
import { FrameEmpty, FrameError, FrameLoading } from './FrameStates';
import { ModuleImageButton } from './ModuleImageButton';
import { useRendererEnvironment } from './RendererContext';
import { frameMethod, frameRequest, initialPage, sectionSelection, type FramePage } from './frame-query';
import { applyOverrides, failedChecks, hasData, resolveTooltips, withoutZeroRows } from './resolve';
import { useModuleData } from './use-module-data';
import './frame.css';

/** Props of one module's frame. */
export interface ModuleFrameProps {
  module: Module;
  /** The section's tab id, when it narrows the selection to its types. */
  sectionTactic?: string;
  columns: number;
  /** Controller sections draw their modules without the card chrome. */
  bare?: boolean;
}

/**
 * Everything around a view, once: overrides, the kind's lazy load, its data through the data method with the
 * section's selection, dataChecks, hideZeros, hideIfNoData, tooltips, and the loading, empty and error states.
 * Memoised: a frame draws again when its module, its data or the renderer's environment changes, not with every
 * render of the screen around it.
 */
export const ModuleFrame = memo(function ModuleFrame({
  module,
  sectionTactic,
  columns,
  bare = false,
}: ModuleFrameProps): ReactElement | null {
  const environment = useRendererEnvironment();
  const { registry, conditions } = environment;
  const kind = registry.get(module.name);
  const effective = applyOverrides(module, kind?.manifest.initialOptions ?? {}, conditions);
  const options = effective.options;
  const selfFetching = kind?.manifest.selfFetching === true;
  const [page, setFramePage] = useState(() => ({
    ...initialPage(options),
    ...environment.pageState?.initial(module.id),
  }));
  const setPage = (update: (current: FramePage) => FramePage): void => {
    const next = update(page);
    setFramePage(next);
    environment.pageState?.onChange(module.id, next);
  };
  const perPage = typeof options.perPage === 'number' ? options.perPage : 10;
  const selection = useMemo(
    () => sectionSelection(environment.selection, sectionTactic),
    [environment.selection, sectionTactic],
  );
  const method = frameMethod(module, options, selfFetching);
  const request = frameRequest(module, selection, options, selfFetching, page);
  const definition = useQuery({
    queryKey: ['module-kind', module.name],
    queryFn: (): Promise<AnyModuleDefinition> => registry.load(module.name),
    // A kind whose code has arrived (the layout's prefetch) renders in the frame's first pass.
    initialData: () => registry.loaded(module.name),
    enabled: kind !== undefined && !effective.disabled,
    staleTime: Infinity,
  });
  const data = useModuleData(effective.disabled ? undefined : (method ?? 'none'), request, selfFetching);
  const captureRef = useRef<HTMLDivElement>(null);
  const annotations = useMemo(
    () =>
      environment.annotations?.filter(
        (a) => a.campaignId === undefined || selection.campaigns.some((c) => c.id === a.campaignId),
      ),
    [environment.annotations, selection.campaigns],
  );
  const tooltips = resolveTooltips(module.tooltips, environment.tooltips);
  const noDataTooltips = resolveTooltips(module.noDataTooltips, environment.tooltips);

  if (effective.disabled) return null;
  // Plain elements with static classes (frame.css): the frame is drawn for every module on every update.
  const frame = (state: string, body: ReactElement | null): ReactElement => (
    <div
      data-module-frame={module.id}
      data-module-kind={module.name}
      data-module-state={state}
      className={bare ? 'sl-frame' : 'sl-frame sl-frame--card'}
      style={{ gridColumn: `span ${columns}` }}
    >
      <div ref={captureRef} data-module-capture="">
        {effective.title && !bare ? (
          <div className="sl-frame__header">
            <h3 className="sl-frame__title">{effective.title}</h3>
            {tooltips
              .filter((t) => !t.mapKey)
              .map((t) => (
                <InfoTip key={t.key} tooltip={t} />
              ))}
            {state === 'ready' && !conditions.print ? (
              <ModuleImageButton target={captureRef} title={effective.title} />
            ) : null}
          </div>
        ) : null}
        {body}
      </div>
    </div>
  );

  if (!kind) return frame('error', <FrameError message={`Unknown module kind '${module.name}'.`} />);
  if (definition.error) return frame('error', <FrameError message="The module's code could not be loaded." />);
  if (data.error) return frame('error', <FrameError message={data.error.message} />);
  if (!definition.data || data.isPending) return frame('loading', <FrameLoading />);

  const view = definition.data;
  const raw = data.data ?? EMPTY_DATASET;
  const dataset = options.hideZeros ? withoutZeroRows(raw) : raw;
  const needsData = method !== undefined && method !== 'none';
  const transformed: unknown = view.transform(dataset, options, {
    campaignTypes: selection.campaignTypes,
    print: conditions.print,
  });
  const empty =
    failedChecks(module.dataChecks, dataset).length > 0 ||
    (needsData && (view.isEmpty ? view.isEmpty(transformed, dataset) : !hasData(dataset)));
  if (empty && options.hideIfNoData) return null;
  if (empty) return frame('empty', <FrameEmpty tooltips={noDataTooltips} />);

  const View = view.View;
  return frame(
    'ready',
    <View
      options={options}
      data={transformed}
      size={{ breakpoint: conditions.breakpoint, columns }}
      title={effective.title}
      tooltips={tooltips}
      context={{ campaignTypes: selection.campaignTypes, print: conditions.print, annotations }}
      onNavigate={environment.onNavigate}
      drill={(geo: DrillRequest) => environment.runData('daily-by-geo', { selection, params: {}, geo })}
      {...(selfFetching
        ? {
            paging: {
              page: page.page,
              perPage,
              total: dataset.meta.totalRows ?? dataset.rows.length,
              sortBy: page.sortBy,
              sortDesc: page.sortDesc,
              filters: page.filters,
              loading: data.isPlaceholderData,
              onPage: (next: number) => setPage((p) => ({ ...p, page: next })),
              onSort: (field: string, desc: boolean) =>
                setPage((p) => ({ ...p, page: 0, sortBy: field, sortDesc: desc })),
              onFilter: (next: Readonly<Record<string, string>>) => setPage((p) => ({ ...p, page: 0, filters: next })),
            },
          }
        : {})}
    />,
  );
});
