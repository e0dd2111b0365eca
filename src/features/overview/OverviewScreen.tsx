import { Alert, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { isDataVolumeRefusal, isOverviewMethod } from '../../data/methods/overview-methods';
import { runDataMethod } from '../../data/methods/methods';
import type { DataRequest, DataSelection, OverviewFilter } from '../../data/methods/types';
import type { Dataset } from '../../domain/layout/dataset';
import type { Layout } from '../../domain/layout/validate';
import { DATA_VOLUME_MESSAGE } from '../../domain/messages';
import { hasPermissions, meetsRequirement } from '../../domain/permissions';
import { AREA_RIGHTS, RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import { LayoutStatus } from '../../renderer/LayoutStatus';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import type { LayoutState } from '../../renderer/layout-state';
import { useBreakpoint } from '../../renderer/use-breakpoint';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { moduleRegistry } from '../../registry/module-registry';
import type { Registry } from '../../registry/registry';
import type { NavigationTarget } from '../../registry/types';
import { parseSelection, selectionSearch, switchAdvertiser } from '../../state/selection';
import { userAtom } from '../../state/session.atoms';
import { DateRangePicker } from '../../ui/DateRangePicker';
import type { ScreenProps } from '../../ui/screen-props';
import { downloadTodayView } from './api/download-today';
import { useOverviewLayout } from './api/use-overview-layout';
import { FilterBy } from './FilterBy';
import { OverviewFreshness } from './OverviewFreshness';
import { orderAdvertiser } from './overview-search';
import { overviewSearch, parseOverview, type OverviewState } from './overview-search';
import { OVERVIEW_TEXTS as T } from './texts';

/** The today views refresh this often without a page reload (issue 24: "every few minutes"). */
export const TODAY_REFRESH_MS = 5 * 60_000;

/** The data methods of the today views: the ones the timer refreshes. */
export const TODAY_METHODS: ReadonlySet<string> = new Set(['overview-today-campaigns', 'overview-today-advertisers']);

type RunData = (method: string, request: DataRequest) => Promise<Dataset>;

/** The layout without its overview modules: what still shows (recent pages) while the data volume is refused. */
export function withoutOverviewModules(layout: Layout): Layout {
  return {
    ...layout,
    components: layout.components
      .map((section) => ({
        ...section,
        modules: section.modules.filter((module) => {
          const options = (module.options ?? {}) as { dataMethod?: unknown };
          const method = typeof options.dataMethod === 'string' ? options.dataMethod : module.dataSource?.method;
          return !isOverviewMethod(method);
        }),
      }))
      .filter((section) => section.modules.length > 0),
  };
}

/** The selection every overview data method receives: the period and the "Filter By"; no advertiser. */
export function overviewSelection(state: OverviewState): DataSelection {
  return {
    advertiserId: 0,
    tab: 'home',
    daterange: state.daterange,
    ...(state.startdate ? { startDate: state.startdate } : {}),
    ...(state.enddate ? { endDate: state.enddate } : {}),
    campaigns: [],
    campaignTypes: [],
    overviewFilter: state.filter,
  };
}

/** Props of the overview's view: everything the route gives it, so tests and stories can drive it. */
export interface OverviewViewProps {
  title?: string;
  state: OverviewState;
  onState(next: OverviewState): void;
  layout: LayoutState;
  user: SessionUser | null;
  onNavigate(target: NavigationTarget): void;
  /** @default runDataMethod */
  runData?: RunData;
  /** @default the app's module registry */
  registry?: Registry;
  /** @default every TODAY_REFRESH_MS */
  refreshMs?: number;
  /** What the app places under the toolbar (the alerts panel); features do not import each other. @default none */
  aside?: ReactNode;
}

/** The overview drawn from its layout: toolbar, the data-volume alert with "Filter By", the modules. */
export function OverviewView({
  title,
  state,
  onState,
  layout,
  user,
  onNavigate,
  runData = runDataMethod,
  registry = moduleRegistry,
  refreshMs = TODAY_REFRESH_MS,
  aside,
}: OverviewViewProps): ReactElement {
  const tooltips = useTooltipCatalog();
  const breakpoint = useBreakpoint();
  const queryClient = useQueryClient();
  const [reloadToken, setReloadToken] = useState(0);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const filterKey = JSON.stringify(state.filter);
  // The filter under which the calls answered 501; a change of filter asks again.
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const refused = refusedFor === filterKey;
  const todayRefreshes = useRef(0);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);

  // The today views refresh on a timer: their queries are invalidated and fetched past the server's cache.
  useEffect(() => {
    const id = setInterval(() => {
      todayRefreshes.current += 1;
      setRefreshedAt(new Date());
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'module-data' && TODAY_METHODS.has(String(query.queryKey[1])),
      });
    }, refreshMs);
    return () => clearInterval(id);
  }, [queryClient, refreshMs]);

  const run = useCallback(
    async (method: string, request: DataRequest): Promise<Dataset> => {
      const refresh = TODAY_METHODS.has(method) && todayRefreshes.current > 0;
      try {
        return await runData(method, refresh ? { ...request, reload: true } : request);
      } catch (error) {
        if (isDataVolumeRefusal(error)) setRefusedFor(JSON.stringify(request.selection.overviewFilter ?? {}));
        throw error;
      }
    },
    [runData],
  );

  const environment = useMemo(
    (): RendererEnvironment => ({
      registry,
      runData: run,
      tooltips,
      selection: overviewSelection(state),
      conditions: { tab: 'home', campaignTypes: [], breakpoint, viewer: 'agency', singleCampaign: false, print: false },
      reloadToken,
      onNavigate,
    }),
    [registry, run, tooltips, state, breakpoint, reloadToken, onNavigate],
  );

  const shown = useMemo(
    () => (layout.status === 'ready' ? (refused ? withoutOverviewModules(layout.layout) : layout.layout) : null),
    [layout, refused],
  );
  const setFilter = (filter: OverviewFilter): void => onState({ ...state, filter });
  const canPickUser = hasPermissions(user, [RIGHTS.SCREEN_USER_MGMT]);
  const exportToday = (type: 'campaigns' | 'advertisers'): void => {
    setExportError(null);
    setExporting(type);
    downloadTodayView(type, state.filter)
      .catch(() => setExportError(T.exportFailed))
      .finally(() => setExporting(null));
  };

  return (
    <Box>
      <Flex justify="space-between" align="baseline" gap="2" flexWrap="wrap" mb="2">
        <Box minWidth="0">
          <Heading as="h1" size="lg">
            {title ?? T.heading}
          </Heading>
          <Text color="fg.muted">
            <Text as="span" fontWeight="semibold" color="fg">
              {T.heading}
            </Text>
            {` · ${T.subheading}`}
          </Text>
        </Box>
        <HStack gap="2" flexWrap="wrap" minWidth="0">
          {(['campaigns', 'advertisers'] as const).map((type) => (
            <Button
              key={type}
              size="sm"
              variant="outline"
              disabled={refused || exporting !== null}
              onClick={() => exportToday(type)}
            >
              {exporting === type ? T.exporting : T.exportToday(type)}
            </Button>
          ))}
          <Button size="sm" variant="outline" aria-label={T.refreshLabel} onClick={() => setReloadToken((n) => n + 1)}>
            {T.refresh}
          </Button>
        </HStack>
      </Flex>
      <HStack gap="2" flexWrap="wrap" align="flex-start" mb="2">
        <DateRangePicker
          daterange={state.daterange}
          startdate={state.startdate}
          enddate={state.enddate}
          onChange={(range) => onState({ ...state, ...range })}
        />
        {refused ? null : (
          <FilterBy
            key={filterKey}
            filter={state.filter}
            onChange={setFilter}
            canPickUser={canPickUser}
            agencyId={user?.active_agency_id ?? null}
            names={names}
            onNames={setNames}
          />
        )}
      </HStack>
      <Box mb="4" data-overview-freshness="">
        {refused ? null : <OverviewFreshness filter={state.filter} reloadToken={reloadToken} />}
      </Box>
      {aside}
      {exportError ? (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>{exportError}</Alert.Title>
        </Alert.Root>
      ) : null}
      {refused ? (
        <Alert.Root status="info" mb="4" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Stack gap="3">
              <Alert.Title>{DATA_VOLUME_MESSAGE}</Alert.Title>
              <FilterBy
                key={`refused-${filterKey}`}
                filter={state.filter}
                onChange={setFilter}
                canPickUser={canPickUser}
                agencyId={user?.active_agency_id ?? null}
                defaultOpen
                names={names}
                onNames={setNames}
              />
            </Stack>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {refreshedAt === null ? null : (
        <Text fontSize="xs" color="fg.muted" mb="2" aria-live="polite">
          {T.todayRefreshed(refreshedAt.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }))}
        </Text>
      )}
      {shown ? (
        <LayoutRenderer key={`${refused ? 'refused' : 'full'}`} layout={shown} environment={environment} />
      ) : (
        <LayoutStatus state={layout} loading={false} />
      )}
    </Box>
  );
}

/** /home for agency staff, sub-agency and station users: the performance overview of everything they see. */
export function OverviewScreen({ title, aside }: ScreenProps & { aside?: ReactNode }): ReactElement {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const flat = useMemo(
    () => Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string')),
    [search],
  );
  const state = useMemo(() => parseOverview(flat), [flat]);
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const layout = useOverviewLayout();
  const onState = useCallback(
    (next: OverviewState) => void navigate({ to: '/home', search: overviewSearch(flat, next) }),
    [navigate, flat],
  );
  const onNavigate = useCallback(
    (target: NavigationTarget) => {
      // Without the orders right an order's row opens its advertiser's dashboard instead (000 §2: /orders would
      // only send the user home).
      const fallback =
        target.kind === 'path' && !meetsRequirement(user, AREA_RIGHTS.orders) ? orderAdvertiser(target.path) : null;
      if (fallback) target = { kind: 'advertiser', ...fallback };
      if (target.kind === 'advertiser') {
        const selection = switchAdvertiser(
          parseSelection({
            daterange: state.daterange,
            ...(state.startdate ? { startdate: state.startdate } : {}),
            ...(state.enddate ? { enddate: state.enddate } : {}),
          }),
          target.advertiserId,
          target.advertiserName ?? '',
        );
        void navigate({ to: '/advertiser', search: selectionSearch(selection) });
      } else if (target.kind === 'path') void navigate({ href: target.path });
    },
    [navigate, state, user],
  );
  return (
    <OverviewView
      title={title}
      state={state}
      onState={onState}
      layout={layout}
      user={user}
      onNavigate={onNavigate}
      aside={aside}
    />
  );
}
