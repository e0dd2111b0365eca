/** The campaigns list of an advertiser (000 §3 "Campaign list item", "Campaign list response"). */
import { DateTime } from 'luxon';
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { CUSTOM_RANGE } from '../../../domain/constants';
import { DATE_PRESET_LABELS } from '../../../domain/date-range-labels';
import { DATE_PRESETS, resolveDateRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import type { AdvertiserAccess } from '../../kernel/access';
import { advertiserCampaigns, feedSourceOf, type CampaignRow } from '../../kernel/campaigns';

/** One selectable range: a preset resolved for today, or a campaign's flight (sent as `customRange`). */
export interface DateRangeOption {
  key: string;
  label: string;
  daterange: string;
  startDate: string;
  endDate: string;
}

/** Key of a campaign's flight range in `DateRanges`; the list item's `DateRange` holds it. */
export const campaignRangeKey = (id: number): string => `campaign-${id}`;

/** One campaign list item, with status, name and the product's AllowSingleCampaignView. */
export function campaignListItem(campaign: CampaignRow, allowSingleCampaignView: boolean): Record<string, unknown> {
  return {
    id: campaign.id,
    CampaignId: campaign.id,
    CampaignType: campaign.campaign_type,
    AnalyticsType: campaign.analytics_type,
    FeedSource: feedSourceOf(campaign),
    ImpressionGoal: campaign.impression_goal,
    HideSpend: campaign.hide_spend === 1,
    FriendlyName: campaign.friendly_name ?? campaign.name,
    name: campaign.name,
    status: campaign.status,
    StartDate: campaign.start_date,
    EndDate: campaign.end_date,
    DateRange: campaignRangeKey(campaign.id),
    PropertyId: campaign.advertiser_id,
    OrderId: campaign.order_id,
    AllowSingleCampaignView: allowSingleCampaignView,
  };
}

/**
 * StartDate, EndDate, Campaign, DateRanges, CampTypes and StateList of one advertiser; with `onlyIds`, of those of
 * its campaigns alone (a share link's).
 */
export async function campaignList(
  ctx: ServiceContext,
  access: AdvertiserAccess,
  onlyIds?: readonly number[],
): Promise<Record<string, unknown>> {
  const [all, products] = await Promise.all([
    // A share link's list (`onlyIds`) keeps the campaigns moved away with their links kept (kernel/campaigns.ts).
    advertiserCampaigns(ctx.db, access.advertiserId, { view: access.view, keptFor: onlyIds && access.advertiserId }),
    ctx.db.selectFrom('products').select(['code', 'allow_single_campaign_view']).execute(),
  ]);
  const campaigns = onlyIds ? all.filter((c) => onlyIds.includes(c.id)) : all;
  const single = new Set(products.filter((p) => p.allow_single_campaign_view === 1).map((p) => p.code));
  const now = DateTime.fromMillis(ctx.now());
  const presets: DateRangeOption[] = DATE_PRESETS.flatMap((name) => {
    const range = resolveDateRange(name, { timeZone: access.timeZone, now });
    return range ? [{ key: name, label: DATE_PRESET_LABELS[name], daterange: name, ...dates(range) }] : [];
  });
  const flights: DateRangeOption[] = campaigns.map((c) => ({
    key: campaignRangeKey(c.id),
    label: c.friendly_name ?? c.name,
    daterange: CUSTOM_RANGE,
    startDate: c.start_date,
    endDate: c.end_date,
  }));
  const present = new Set(campaigns.map((c) => c.status));
  return {
    StartDate: campaigns.length ? campaigns.map((c) => c.start_date).sort()[0] : null,
    EndDate: campaigns.length
      ? campaigns
          .map((c) => c.end_date)
          .sort()
          .at(-1)
      : null,
    Campaign: campaigns.map((c) => campaignListItem(c, single.has(c.campaign_type))),
    DateRanges: [...presets, ...flights],
    CampTypes: [...new Set(campaigns.map((c) => c.campaign_type))].sort(),
    StateList: ['All', ...CAMPAIGN_STATUSES.map((s) => s.status).filter((status) => present.has(status))],
  };
}

const dates = (range: { startDate: string; endDate: string }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
});
