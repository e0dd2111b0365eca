import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { runDataMethod } from '../../data/methods/methods';
import { tabToTypes } from '../../domain/tactics';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { LayoutStatus } from '../../renderer/LayoutStatus';
import { moduleRegistry } from '../../registry/module-registry';
import { campaignsForTab } from '../../state/selection';
import { useBreakpoint } from '../../renderer/use-breakpoint';
import { DataThrough } from '../../ui/DataThrough';
import { SharedHeader } from './SharedHeader';
import { SharedNotes } from './SharedNotes';
import type { SharedDashboard, SharedRange } from '../../data/shared-payload';

/**
 * One shared dashboard, drawn by the renderer as the advertiser screen draws it, for the link's advertiser, tab
 * and campaigns, seen as an advertiser would (client spend). No sidebar, campaign options or share menu.
 */
export function SharedDashboardView({ dashboard }: { dashboard: SharedDashboard }): ReactElement {
  const [range, setRange] = useState<SharedRange>(dashboard.range);
  const breakpoint = useBreakpoint();
  const tooltips = useTooltipCatalog();
  const { layout } = dashboard;
  useEffect(() => {
    // Fetch the code of every kind the layout names at once, rather than frame by frame.
    if (!layout.ok) return;
    for (const section of layout.layout.components)
      for (const module of section.modules)
        moduleRegistry
          .get(module.name)
          ?.load()
          .catch(() => undefined);
  }, [layout]);

  const { order } = dashboard;
  const chosen = useMemo(
    () =>
      // An order's summary shows the order's campaigns, of every type.
      order
        ? dashboard.campaigns.filter((c) => dashboard.selectedCampaigns.includes(c.id))
        : campaignsForTab(dashboard.campaigns, {
            advertiserId: dashboard.advertiser.id,
            advertiserName: dashboard.advertiser.name,
            tab: dashboard.tab,
            daterange: range.daterange,
            campaigns: dashboard.selectedCampaigns,
            viewCampaigns: dashboard.viewCampaigns,
            today: false,
          }),
    [dashboard, order, range.daterange],
  );
  const types = order ? [] : tabToTypes(dashboard.tab);
  const environment: RendererEnvironment = {
    registry: moduleRegistry,
    runData: runDataMethod,
    tooltips,
    selection: {
      advertiserId: dashboard.advertiser.id,
      tab: dashboard.tab,
      daterange: range.daterange,
      ...(range.startdate ? { startDate: range.startdate } : {}),
      ...(range.enddate ? { endDate: range.enddate } : {}),
      campaigns: chosen.map((c) => ({ id: c.id, type: c.CampaignType })),
      campaignTypes: types,
      ...(order ? { orderId: String(order.id) } : {}),
    },
    conditions: {
      tab: dashboard.tab,
      campaignTypes: types,
      breakpoint,
      viewer: 'advertiser',
      singleCampaign: dashboard.viewCampaigns !== null,
      print: false,
    },
    reloadToken: 0,
  };

  return (
    <Box>
      <SharedHeader
        advertiserName={dashboard.advertiser.name}
        orderName={order?.name}
        advertiserLogo={dashboard.advertiser.logo}
        agencyPartner={dashboard.agencyPartner}
        range={range}
        days={{ startdate: dashboard.startdate, enddate: dashboard.enddate }}
        editable={dashboard.allDateAccess}
        onRange={setRange}
        note={
          <DataThrough
            advertiserId={dashboard.advertiser.id}
            campaigns={environment.selection.campaigns}
            tactic={order ? undefined : dashboard.tab}
          />
        }
      />
      {layout.ok ? (
        <LayoutRenderer layout={layout.layout} environment={environment} />
      ) : (
        <LayoutStatus state={{ status: 'invalid', issues: layout.issues }} loading={false} />
      )}
      <SharedNotes notes={dashboard.notes} />
    </Box>
  );
}
