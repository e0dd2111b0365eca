import { Box, Button, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { runDataMethod } from '../../data/methods/methods';
import type { DataSelection } from '../../data/methods/types';
import { moduleRegistry } from '../../registry/module-registry';
import type { NavigationTarget } from '../../registry/types';
import { moduleDataQuery, type FramePage } from '../../renderer/frame-query';
import type { LayoutState } from '../../renderer/layout-state';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import { LayoutStatus } from '../../renderer/LayoutStatus';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { useBreakpoint } from '../../renderer/use-breakpoint';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { userAtom } from '../../state/session.atoms';
import { DateRangePicker } from '../../ui/DateRangePicker';
import type { ScreenProps } from '../../ui/screen-props';
import {
  listPage,
  ordersSearch,
  pageList,
  parseOrdersSearch,
  type OrdersSelection,
  type OrderTab,
} from './orders-search';
import { ORDERS_TEXTS } from './texts';
import type { OrdersParts, OrderView } from './order-view';
import { useOrdersLayout } from './use-orders-layout';

export type { OrderView, OrdersParts } from './order-view';

/** Where the screen reads its layouts and data; tests and stories hand in fakes. @default GraphQL and the API */
export interface OrdersSources {
  useLayout: (tactic: string, advertiserId: number | null) => LayoutState;
  runData: RendererEnvironment['runData'];
}

const DEFAULT_SOURCES: OrdersSources = { useLayout: useOrdersLayout, runData: runDataMethod };

/** Props of the orders screen. */
export interface OrdersScreenProps extends ScreenProps {
  parts?: OrdersParts;
  /** @default the app's GraphQL layouts and data methods */
  sources?: OrdersSources;
}

/** The state of /orders from the URL, and a setter writing it back (`replace` for the list's own changes). */
function useOrdersSelection(): [OrdersSelection, (next: OrdersSelection, replace?: boolean) => void] {
  const search = useSearch({ strict: false });
  const flat = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(search as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      ),
    [search],
  );
  const selection = useMemo(() => parseOrdersSearch(flat), [flat]);
  const navigate = useNavigate();
  const setSelection = useCallback(
    (next: OrdersSelection, replace = false) => void navigate({ to: '/orders', search: ordersSearch(next), replace }),
    [navigate],
  );
  return [selection, setSelection];
}

const viewerOf = (user: { roles: readonly string[]; is_superuser?: boolean } | null): 'advertiser' | 'agency' =>
  user && user.roles.includes('client') && !user.is_superuser ? 'advertiser' : 'agency';

/** The data selection of a tab: the order (as a string id) on the summary, no advertiser (0) on the list. */
function dataSelectionOf(selection: OrdersSelection, tab: OrderTab): DataSelection {
  return {
    advertiserId: tab === 'ordersummary' ? (selection.advertiserId ?? 0) : 0,
    tab,
    daterange: selection.daterange,
    ...(selection.startdate ? { startDate: selection.startdate } : {}),
    ...(selection.enddate ? { endDate: selection.enddate } : {}),
    campaigns: [],
    campaignTypes: [],
    ...(tab === 'ordersummary' && selection.orderId ? { orderId: String(selection.orderId) } : {}),
  };
}

/**
 * /orders (000 §2, right SHOW_ORDER_SUMMARY_VIEW): the agency's order list and one order's summary, each rendered
 * from its shipped layout (`orderlist`, `ordersummary`). Tab, order, range and the list's filters live in the URL.
 */
export function OrdersScreen({ title, parts = {}, sources = DEFAULT_SOURCES }: OrdersScreenProps): ReactElement {
  const [selection, setSelection] = useOrdersSelection();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const tooltips = useTooltipCatalog();
  const breakpoint = useBreakpoint();
  const [reloadToken, setReloadToken] = useState(0);
  const { tab } = selection;
  const open = tab === 'ordersummary' && selection.advertiserId !== null && selection.orderId !== null;
  const layout = sources.useLayout(tab, open ? selection.advertiserId : null);
  const viewer = viewerOf(user);

  // The list's frame reads its page from the URL once and writes every change back (replacing the entry).
  const latest = useRef(selection);
  latest.current = selection;
  const pageState = useMemo(
    () => ({
      initial: (): Partial<FramePage> => listPage(latest.current.list),
      onChange: (_moduleId: string, page: FramePage) => setSelection({ ...latest.current, list: pageList(page) }, true),
    }),
    [setSelection],
  );

  const dataSelection = useMemo(
    () => dataSelectionOf(selection, tab),
    // Only what the data depends on: the list's own filters travel in the frame's page, not here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab, selection.advertiserId, selection.orderId, selection.daterange, selection.startdate, selection.enddate],
  );
  const environment = useMemo(
    (): RendererEnvironment => ({
      registry: moduleRegistry,
      runData: sources.runData,
      tooltips,
      selection: dataSelection,
      conditions: { tab, campaignTypes: [], breakpoint, viewer, singleCampaign: false, print: false },
      reloadToken,
      pageState,
      onNavigate: (target: NavigationTarget) => {
        if (target.kind === 'path') void navigate({ href: target.path });
        else if (target.kind === 'advertiser')
          void navigate({
            to: '/advertiser',
            search: { advertiserId: String(target.advertiserId), advertiserName: target.advertiserName ?? '' },
          });
      },
    }),
    [sources.runData, tooltips, dataSelection, tab, breakpoint, viewer, reloadToken, pageState, navigate],
  );

  // The order's campaigns, for the parts (export and share name them): the campaign table's own query.
  const campaignQuery = useQuery({
    ...moduleDataQuery(environment, 'order-campaign-list', { selection: dataSelection, params: {} }),
    enabled: open,
  });
  const campaigns = useMemo(
    () =>
      (campaignQuery.data?.rows ?? []).map((row) => ({
        id: Number(row.CampaignId ?? row.id),
        type: String(row.CampaignType ?? ''),
      })),
    [campaignQuery.data],
  );

  const selectTab = (next: string): void => {
    if (next === 'orderlist' || next === 'ordersummary') setSelection({ ...selection, tab: next });
  };

  const config = layout.status === 'ready' ? layout.layout.config : undefined;
  const body = (): ReactElement => {
    if (tab === 'ordersummary' && !open)
      return (
        <Stack gap="3" align="flex-start" py="6">
          <Text>{ORDERS_TEXTS.noOrder}</Text>
          <Button size="sm" colorPalette="brand" onClick={() => selectTab('orderlist')}>
            {ORDERS_TEXTS.toList}
          </Button>
        </Stack>
      );
    return layout.status === 'ready' ? (
      <LayoutRenderer key={`${tab}-${layout.version}`} layout={layout.layout} environment={environment} />
    ) : (
      <LayoutStatus state={layout} loading={false} />
    );
  };

  const view: OrderView | null =
    open && selection.advertiserId !== null && selection.orderId !== null
      ? {
          selection: {
            tab,
            advertiserId: selection.advertiserId,
            advertiserName: selection.advertiserName,
            orderId: selection.orderId,
            orderName: selection.orderName,
            daterange: selection.daterange,
            ...(selection.startdate ? { startdate: selection.startdate } : {}),
            ...(selection.enddate ? { enddate: selection.enddate } : {}),
          },
          config,
          campaigns,
          environment,
        }
      : null;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(event) => selectTab(event.value)} variant="line" lazyMount unmountOnExit>
        <Tabs.List aria-label={ORDERS_TEXTS.tabsLabel}>
          <Tabs.Trigger value="orderlist">{ORDERS_TEXTS.tabs.orderlist}</Tabs.Trigger>
          <Tabs.Trigger value="ordersummary">{ORDERS_TEXTS.tabs.ordersummary}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orderlist">{tab === 'orderlist' ? body() : null}</Tabs.Content>
        <Tabs.Content value="ordersummary">
          {view ? (
            <OrderToolbar
              selection={selection}
              onSelection={setSelection}
              onReload={() => setReloadToken((n) => n + 1)}
              actions={parts.actions?.(view)}
            />
          ) : null}
          {tab === 'ordersummary' ? body() : null}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** The summary's bar: advertiser › order, the range, the parts' actions and refresh. */
function OrderToolbar(props: {
  selection: OrdersSelection;
  onSelection(next: OrdersSelection): void;
  onReload(): void;
  actions: ReactNode;
}): ReactElement {
  const { selection, onSelection, onReload, actions } = props;
  const advertiser = selection.advertiserName || `Advertiser ${selection.advertiserId}`;
  const order = selection.orderName || `${ORDERS_TEXTS.breadcrumb} ${selection.orderId}`;
  return (
    <Box mb="4">
      <Flex justify="space-between" align="baseline" gap="2" flexWrap="wrap" mb="2">
        <Box minWidth="0">
          <Text as="nav" aria-label="Breadcrumb" color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {advertiser} ›
          </Text>
          <Heading as="h2" size="lg" overflowWrap="anywhere">
            {order}
          </Heading>
        </Box>
        <HStack gap="2" flexWrap="wrap" minWidth="0">
          {actions}
          <Button size="sm" variant="outline" onClick={onReload} aria-label={ORDERS_TEXTS.refreshLabel}>
            {ORDERS_TEXTS.refresh}
          </Button>
        </HStack>
      </Flex>
      <DateRangePicker
        daterange={selection.daterange}
        startdate={selection.startdate}
        enddate={selection.enddate}
        onChange={(range) => onSelection({ ...selection, ...range })}
      />
    </Box>
  );
}
