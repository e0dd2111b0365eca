/**
 * The shared dashboard payload of 000 §3: everything a guest's page (a share link, or an export render) needs
 * to draw one dashboard without any other session call. Built for a grant, read as that grant's guest.
 */
import { DateTime } from 'luxon';
import { CUSTOM_RANGE } from '../../domain/constants';
import type { ThemeRecord } from '../../domain/theme';
import type { Grant } from '../auth/grants';
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import { clientVisibleNotes, type ClientVisibleNote } from './notes';
import { openAdvertiser, resolveRange } from '../kernel/access';
import { campaignList } from './performance/campaign-list';
import { grantCampaigns } from '../kernel/campaigns';
import { openOrder } from '../kernel/order-access';
import { loadFacts, totalsByType } from './performance/totals';

export interface DashboardPayload {
  advertiser: { id: number; name: string; logo: string | null };
  theme: ThemeRecord;
  aid: number;
  layout: Record<string, unknown> & { sections: unknown[] };
  adData: Record<string, unknown>;
  Campaign: unknown[];
  daterange: string;
  startdate: string;
  enddate: string;
  baseDate: string;
  campaigndaterange: string;
  campaignstartdate: string | null;
  campaignenddate: string | null;
  CampTypes: string[];
  StateList: string[];
  tab: string;
  viewCampaigns: number | null;
  selectedCampaigns: number[];
  allDateAccess: boolean;
  summaryView: boolean;
  advertiserName: string;
  advertiserLogo: string | null;
  agencyPartner: string;
  etoken: string;
  /** Client-visible notes of the period (agency-internal notes never appear). */
  notes: ClientVisibleNote[];
  /** The order an order summary's grant opens, and its name; null for every other dashboard. */
  orderId: number | null;
  orderName: string | null;
}

/** Builds the payload for a grant; `etoken` is the guest token the page sends with its data calls. */
export async function dashboardPayload(
  ctx: ServiceContext,
  grant: Grant,
  etoken: string,
  options: { viewCampaignId: number | null; summaryView: boolean },
): Promise<DashboardPayload> {
  const guest = ctx.users.guest(grant, '');
  const access = await openAdvertiser(ctx, guest, grant.advertiserId);
  const [advertiser, layout, list, campaigns, order] = await Promise.all([
    ctx.db
      .selectFrom('advertisers')
      .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
      .select(['advertisers.name', 'advertisers.logo_url', 'agencies.name as agency_name', 'agencies.theme_code'])
      .where('advertisers.id', '=', grant.advertiserId)
      .executeTakeFirstOrThrow(),
    ctx.layouts.resolve(guest, grant.tab, grant.advertiserId),
    campaignList(ctx, access, grant.campaignIds),
    // The link's campaigns still shown: one hidden, archived or made internal since drops out (issue 23); one
    // moved away with the link kept stays (kernel/campaigns.ts `keptFor`).
    grantCampaigns(ctx.db, grant.advertiserId, grant.campaignIds, { view: access.view, keptFor: grant.advertiserId }),
    grant.orderId === null ? null : openOrder(ctx, guest, grant.advertiserId, grant.orderId),
  ]);
  if (!layout) throw new AppError(404, 'missingLayouts');
  const range = resolveRange(ctx, access, {
    daterange: grant.daterange,
    startDate: grant.startDate ?? undefined,
    endDate: grant.endDate ?? undefined,
  });
  const shownIds = campaigns.map((c) => c.id);
  const [theme, facts, notes] = await Promise.all([
    ctx.themes.get(advertiser.theme_code),
    loadFacts(ctx.db, campaigns, range),
    clientVisibleNotes(ctx.db, grant.advertiserId, shownIds, range.startDate, range.endDate),
  ]);
  const document = layout.document as Record<string, unknown>;
  const components = Array.isArray(document.components) ? (document.components as unknown[]) : [];
  return {
    advertiser: { id: grant.advertiserId, name: advertiser.name, logo: advertiser.logo_url },
    theme,
    aid: grant.advertiserId,
    layout: { ...document, sections: components },
    adData: totalsByType(campaigns, facts, access.view),
    Campaign: (list.Campaign as unknown[]) ?? [],
    daterange: range.name,
    startdate: range.startDate,
    enddate: range.endDate,
    baseDate: DateTime.fromMillis(ctx.now()).setZone(access.timeZone).toISODate() ?? range.endDate,
    campaigndaterange: CUSTOM_RANGE,
    campaignstartdate: (list.StartDate as string | null) ?? null,
    campaignenddate: (list.EndDate as string | null) ?? null,
    CampTypes: (list.CampTypes as string[]) ?? [],
    StateList: (list.StateList as string[]) ?? [],
    tab: grant.tab,
    viewCampaigns: options.viewCampaignId,
    selectedCampaigns: shownIds,
    allDateAccess: grant.editableRange,
    summaryView: options.summaryView,
    advertiserName: advertiser.name,
    advertiserLogo: advertiser.logo_url,
    agencyPartner: advertiser.agency_name,
    etoken,
    notes,
    orderId: order?.orderId ?? null,
    orderName: order?.orderName ?? null,
  };
}
