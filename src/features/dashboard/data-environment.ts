/**
 * The data side of an advertiser dashboard's renderer environment (what its modules ask for, and under which
 * conditions their overrides apply), as pure functions: the screen and the start-up prefetch build it the same
 * way, so the prefetched requests are the ones the frames then look for.
 */
import type { DataSelection } from '../../data/methods/types';
import { tabToTypes } from '../../domain/tactics';
import type { SessionUser } from '../../domain/user';
import type { Breakpoint } from '../../registry/types';
import type { RenderConditions } from '../../renderer/resolve';
import type { DashboardSelection } from '../../state/selection';

/** Who looks at the dashboard: advertiser users (client role, not superusers) see the advertiser variants. */
export function viewerOf(user: SessionUser | null): 'advertiser' | 'agency' {
  return user && user.roles.includes('client') && !user.is_superuser ? 'advertiser' : 'agency';
}

/** The selection the data methods receive: the URL's advertiser, period and tab, and the chosen campaigns. */
export function dataSelection(
  advertiserId: number,
  selection: DashboardSelection,
  chosen: readonly { id: number; CampaignType: string }[],
): DataSelection {
  return {
    advertiserId,
    tab: selection.tab,
    daterange: selection.daterange,
    ...(selection.startdate ? { startDate: selection.startdate } : {}),
    ...(selection.enddate ? { endDate: selection.enddate } : {}),
    campaigns: chosen.map((c) => ({ id: c.id, type: c.CampaignType })),
    campaignTypes: tabToTypes(selection.tab),
  };
}

/** The conditions the layout's overrides test. */
export function renderConditions(
  selection: DashboardSelection,
  breakpoint: Breakpoint,
  viewer: 'advertiser' | 'agency',
): RenderConditions {
  return {
    tab: selection.tab,
    campaignTypes: tabToTypes(selection.tab),
    breakpoint,
    viewer,
    singleCampaign: selection.viewCampaigns !== null,
    print: false,
  };
}
