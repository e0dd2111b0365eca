import { Alert, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { runDataMethod } from '../../data/methods/methods';
import { NO_ACTIVE_PRODUCTS } from '../../domain/messages';
import { KNOWN_TABS } from '../../domain/tactics';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import type { ChartAnnotation, NavigationTarget } from '../../registry/types';
import { userAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';
import { useCampaigns } from './api/use-campaigns';
import { useLayout } from '../../renderer/use-layout';
import { useAdvertiserLogo } from './api/use-advertiser-logo';
import { useProducts } from './api/use-products';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { AdvertiserSearch } from './AdvertiserSearch';
import { CampaignPicker } from './CampaignPicker';
import { DashboardToolbar } from './DashboardToolbar';
import { LayoutStatus } from '../../renderer/LayoutStatus';
import { moduleRegistry } from '../../registry/module-registry';
import { ProductSidebar, productTabs, tabForType } from './ProductSidebar';
import { campaignsForTab, switchAdvertiser } from '../../state/selection';
import { todayLayout } from './today-layout';
import { pageSubtitle, showCampaignPicker } from './page-config';
import type { DashboardParts, DashboardView } from './dashboard-parts';
import { useBreakpoint } from '../../renderer/use-breakpoint';
import { useDashboardSelection } from './use-dashboard-selection';
import { DataThrough } from '../../ui/DataThrough';
import { dataSelection, renderConditions, viewerOf } from './data-environment';

const NO_ANNOTATIONS: readonly ChartAnnotation[] = [];
const useNoAnnotations = (): readonly ChartAnnotation[] => NO_ANNOTATIONS;

/** Props of the advertiser screen: the route's, and the parts the app composes into it. */
export interface AdvertiserScreenProps extends ScreenProps {
  /** @default none: no toolbar actions, no editor, no chart marks */
  parts?: DashboardParts;
}

/** /advertiser: an advertiser's dashboards, one tab per product, each rendered from its layout document. */
export function AdvertiserScreen({ title, parts = {} }: AdvertiserScreenProps): ReactElement {
  const [selection, setSelection] = useDashboardSelection();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const { useAnnotations = useNoAnnotations } = parts;
  const [reloadToken, setReloadToken] = useState(0);
  const breakpoint = useBreakpoint();
  const campaigns = useCampaigns(selection.advertiserId, reloadToken);
  const products = useProducts(selection.advertiserId);
  const layout = useLayout(selection.tab, selection.advertiserId);
  const tooltips = useTooltipCatalog();
  const advertiserLogo = useAdvertiserLogo(selection.advertiserId);
  useEffect(() => {
    // Fetch the code of every kind the layout names while the campaign list is still on its way.
    if (layout.status !== 'ready') return;
    for (const section of layout.layout.components)
      for (const module of section.modules)
        moduleRegistry
          .get(module.name)
          ?.load()
          .catch(() => undefined);
  }, [layout]);

  const all = useMemo(() => campaigns.data?.campaigns ?? [], [campaigns.data]);
  const tabCampaigns = useMemo(
    () => campaignsForTab(all, { ...selection, campaigns: null, viewCampaigns: null }),
    [all, selection],
  );
  const chosen = useMemo(() => campaignsForTab(all, selection), [all, selection]);
  const types = campaigns.data?.types;
  const tabs = useMemo(() => productTabs(types ?? [], (type) => tabForType(type, KNOWN_TABS)), [types]);
  const selectTab = useCallback(
    (tab: string) => setSelection({ ...selection, tab, campaigns: null, viewCampaigns: null }),
    [selection, setSelection],
  );
  const viewer = viewerOf(user);
  const shownCampaigns = useMemo(
    () => chosen.map((c) => ({ id: c.id, name: c.FriendlyName, type: c.CampaignType })),
    [chosen],
  );
  const shownCampaignIds = useMemo(() => chosen.map((c) => c.id), [chosen]);
  const annotations = useAnnotations(selection.advertiserId, shownCampaignIds);

  // One environment per change of what it holds: the frames (memoised) read it from context, so a new object on
  // every render of the screen (a query of the toolbar settling, say) would draw every module again.
  const environment = useMemo(
    (): RendererEnvironment | null =>
      selection.advertiserId === null
        ? null
        : {
            registry: moduleRegistry,
            runData: runDataMethod,
            tooltips,
            selection: dataSelection(selection.advertiserId, selection, chosen),
            conditions: renderConditions(selection, breakpoint, viewer),
            reloadToken,
            annotations,
            onNavigate: (target: NavigationTarget) => {
              if (target.kind === 'tab') selectTab(target.tab);
              else if (target.kind === 'campaign') {
                const campaign = all.find((c) => c.id === target.campaignId);
                if (campaign?.AllowSingleCampaignView)
                  setSelection({
                    ...selection,
                    tab: tabForType(campaign.CampaignType, KNOWN_TABS),
                    viewCampaigns: campaign.id,
                    campaigns: null,
                  });
              } else if (target.kind === 'advertiser')
                setSelection(switchAdvertiser(selection, target.advertiserId, target.advertiserName ?? ''));
              else void navigate({ href: target.path });
            },
          },
    [selection, setSelection, selectTab, chosen, all, tooltips, breakpoint, viewer, reloadToken, annotations, navigate],
  );

  if (selection.advertiserId === null || environment === null)
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text>Choose an advertiser to see its dashboards.</Text>
        <AdvertiserSearch onPick={(a) => setSelection(switchAdvertiser(selection, a.id, a.name))} />
      </Stack>
    );

  const config = layout.status === 'ready' ? layout.layout.config : undefined;
  const showPicker = showCampaignPicker(config, selection.today);
  const view: DashboardView = {
    selection: { ...selection, advertiserId: selection.advertiserId },
    campaigns: shownCampaigns,
    config,
    environment,
  };
  // Edit mode (000 §4): the editor part replaces the live layout of the current tab until it is left.
  const editor = parts.editor?.(view);
  return (
    <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
      <ProductSidebar tabs={tabs} current={selection.tab} onSelect={selectTab} />
      <Box flex="1" minW="0" width="full">
        <DashboardToolbar
          heading={selection.advertiserName || `Advertiser ${selection.advertiserId}`}
          subheading={layout.status === 'ready' ? pageSubtitle(layout.layout) : undefined}
          selection={selection}
          onSelection={setSelection}
          onReload={() => setReloadToken((n) => n + 1)}
          actions={parts.actions?.(view)}
          logo={advertiserLogo}
          note={
            <DataThrough
              advertiserId={selection.advertiserId}
              campaigns={environment.selection.campaigns}
              tactic={selection.tab}
              reloadToken={reloadToken}
              pending={campaigns.isPending}
            />
          }
          picker={
            showPicker && tabCampaigns.length > 0 ? (
              <CampaignPicker
                key={`${selection.tab}-${tabCampaigns.length}`}
                campaigns={tabCampaigns}
                chosen={selection.campaigns}
                onApply={(ids) => setSelection({ ...selection, campaigns: ids })}
              />
            ) : null
          }
        />
        {selection.viewCampaigns !== null ? (
          <HStack mb="3">
            <Text fontSize="sm" as="div">
              Showing one campaign:{' '}
              {shownCampaigns[0] && parts.campaignName
                ? parts.campaignName(view, shownCampaigns[0])
                : (chosen[0]?.FriendlyName ?? selection.viewCampaigns)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setSelection({ ...selection, viewCampaigns: null })}>
              Show all campaigns
            </Button>
          </HStack>
        ) : null}
        {products.error ? (
          <Alert.Root status="info" mb="3">
            <Alert.Indicator />
            <Alert.Title>
              {products.error.message === NO_ACTIVE_PRODUCTS ? NO_ACTIVE_PRODUCTS : products.error.message}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {campaigns.error ? (
          <Alert.Root status="error" mb="3">
            <Alert.Indicator />
            <Alert.Title>{campaigns.error.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        {editor != null ? (
          editor
        ) : selection.today ? (
          <LayoutRenderer layout={todayLayout(config?.todayViewFilters)} environment={environment} />
        ) : layout.status === 'ready' && !campaigns.isPending ? (
          <LayoutRenderer key={`${selection.tab}-${layout.version}`} layout={layout.layout} environment={environment} />
        ) : (
          <LayoutStatus state={layout} loading={campaigns.isPending} />
        )}
      </Box>
    </Flex>
  );
}
