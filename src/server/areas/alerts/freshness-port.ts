/**
 * What the alerts read of data freshness, through the lead's freshness service (areas/health/freshness.ts): per
 * advertiser, each source behind its campaigns with its status (data_stale), and per campaign the earliest day its
 * sources run through and whether any of them is late (status past its warning threshold: delivery alerts on it are
 * suppressed, "data late").
 */
import type { FreshnessStatus } from '../../../domain/freshness';
import type { ServiceContext } from '../../kernel/context';
import { bySource, campaignFreshness } from '../health/freshness';

export interface SourceState {
  source: string;
  label: string;
  dataThrough: string | null;
  status: FreshnessStatus;
  lateHours: number;
}

export interface CampaignSources {
  /** The earliest day its sources run through (null: none has data yet). */
  dataThrough: string | null;
  /** A source of it is late. */
  stale: boolean;
}

export interface AgencyFreshnessView {
  sourcesOf(advertiserId: number): SourceState[];
  campaign(campaignId: number): CampaignSources | null;
}

/** The freshness of every campaign of an agency at `now`, read once per evaluation. */
export async function agencyFreshness(
  ctx: ServiceContext,
  agencyId: number,
  now: number,
): Promise<AgencyFreshnessView> {
  const verdicts = await campaignFreshness(ctx.db, { agencyIds: [agencyId] }, now);
  const campaigns = new Map<number, CampaignSources>();
  for (const verdict of verdicts) {
    const known = campaigns.get(verdict.campaign.id);
    const through = verdict.dataThrough;
    campaigns.set(verdict.campaign.id, {
      dataThrough:
        known === undefined
          ? through
          : known.dataThrough === null || through === null
            ? null
            : known.dataThrough < through
              ? known.dataThrough
              : through,
      stale: (known?.stale ?? false) || verdict.status !== 'ok',
    });
  }
  return {
    sourcesOf: (advertiserId) =>
      bySource(verdicts.filter((v) => v.campaign.advertiserId === advertiserId)).map((source) => ({
        source: source.source,
        label: source.label,
        dataThrough: source.dataThrough,
        status: source.status,
        lateHours: source.lateHours,
      })),
    campaign: (campaignId) => campaigns.get(campaignId) ?? null,
  };
}
