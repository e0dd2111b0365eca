/** Per-campaign performance (ad, all-time ad, campaign ad and tactic summary blocks) beside the type totals. */
import { CUSTOM_RANGE } from '../../../domain/constants';
import { resolveDateRange } from '../../../domain/date-presets';
import type { PerformanceTotals } from '../../../domain/performance-totals';
import type { ServiceContext } from '../../kernel/context';
import type { AdvertiserAccess } from '../../kernel/access';
import type { CampaignRow } from '../../kernel/campaigns';
import { loadFacts, totalsByType, totalsOf } from './totals';
import type { ResolvedRange } from '../../../domain/date-presets';

/** What the blocks read: access, range and campaigns of an admitted request. */
export interface PerformanceRequest {
  access: AdvertiserAccess;
  range: ResolvedRange;
  campaigns: CampaignRow[];
}

const identity = (c: CampaignRow) => ({
  CampaignId: c.id,
  CampaignType: c.campaign_type,
  FriendlyName: c.friendly_name ?? c.name,
  status: c.status,
});

/** Every campaign's totals and each type's `<TYPE>Total`, all over the request's range. */
export async function campaignPerformance(
  ctx: ServiceContext,
  request: PerformanceRequest,
): Promise<Record<string, unknown>> {
  const { campaigns, range, access } = request;
  const facts = await loadFacts(ctx.db, campaigns, range);
  return {
    daterange: range.name,
    StartDate: range.startDate,
    EndDate: range.endDate,
    Campaigns: campaigns.map((c) => ({ ...identity(c), ...totalsOf([c], facts, access.view) })),
    ...totalsByType(campaigns, facts, access.view),
  };
}

/** A flight as a custom range (the zone is irrelevant: both ends are explicit dates). */
function flight(startDate: string, endDate: string): ResolvedRange {
  return resolveDateRange(CUSTOM_RANGE, { startDate, endDate, timeZone: 'UTC' })!;
}

/**
 * Campaign ad performance: each campaign over its own flight, and each type over the span of its campaigns'
 * flights, so a dashboard shows lifetime delivery without naming a range.
 */
export async function flightPerformance(
  ctx: ServiceContext,
  request: PerformanceRequest,
): Promise<Record<string, unknown>> {
  const { campaigns, access } = request;
  const perCampaign = await Promise.all(
    campaigns.map(async (c) => {
      const facts = await loadFacts(ctx.db, [c], flight(c.start_date, c.end_date));
      return { ...identity(c), ...totalsOf([c], facts, access.view) };
    }),
  );
  const types = [...new Set(campaigns.map((c) => c.campaign_type))].sort();
  const totals: Record<string, PerformanceTotals> = {};
  for (const type of types) {
    const group = campaigns.filter((c) => c.campaign_type === type);
    const start = group.map((c) => c.start_date).sort()[0]!;
    const end = group
      .map((c) => c.end_date)
      .sort()
      .at(-1)!;
    totals[`${type}Total`] = totalsOf(group, await loadFacts(ctx.db, group, flight(start, end)), access.view);
  }
  return { Campaigns: perCampaign, ...totals };
}
