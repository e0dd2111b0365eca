/**
 * What the alerts read of data freshness: per advertiser, each source behind its live campaigns with its status,
 * the day its data runs through and the campaigns behind it. Shaped like the lead's freshness service
 * (areas/health/freshness.ts `freshnessOfAdvertiser`, contract of issue 27); until that lands this reads the same two
 * clocks itself: a connector's last successful sync and data-through day (connector_links), a feed's last day of
 * facts, judged by `judgeFreshness` against the source manifest's thresholds (feeds: FEED_THRESHOLDS).
 */
import { CONNECTORS } from '../../../../connectors';
import type { ConnectorId } from '../../../domain/connectors';
import { judgeFreshness, type FreshnessStatus, type FreshnessThresholds } from '../../../domain/freshness';
import type { ServiceContext } from '../../kernel/context';
import { dayIso, lastDataDays } from '../../services/performance/facts';

/** Thresholds of a feed (not a connector): its data due a day after the day ends, failing a day later. */
export const FEED_THRESHOLDS: FreshnessThresholds = { warnHours: 24, errorHours: 48 };

export interface SourceState {
  source: string;
  label: string;
  dataThrough: string | null;
  status: FreshnessStatus;
  lateHours: number;
  campaignIds: number[];
}

/** A live campaign as the port needs it. */
export interface PortCampaign {
  id: number;
  feed_source: string;
}

const isConnector = (source: string): source is ConnectorId => Object.hasOwn(CONNECTORS, source);

/** The sources behind an advertiser's live campaigns at `now`. */
export async function sourcesOf(
  ctx: ServiceContext,
  campaigns: readonly PortCampaign[],
  now: number,
): Promise<SourceState[]> {
  if (campaigns.length === 0) return [];
  const ids = campaigns.map((c) => c.id);
  const links = await ctx.db
    .selectFrom('connector_links')
    .select(['campaign_id', 'source', 'last_sync_at', 'data_through'])
    .where('campaign_id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
  const linkOf = new Map(links.map((link) => [Number(link.campaign_id), link]));
  const lastDays = await lastDataDays(ctx.db, ids);
  const groups = new Map<string, { campaignIds: number[]; through: string | null; lastSyncAt: number | null }>();
  for (const campaign of campaigns) {
    const link = linkOf.get(campaign.id);
    const source = link?.source ?? campaign.feed_source;
    const group = groups.get(source) ?? { campaignIds: [], through: null, lastSyncAt: null };
    group.campaignIds.push(campaign.id);
    const through = link?.data_through ?? dayIso(lastDays.get(campaign.id) ?? null);
    if (through !== null && (group.through === null || through > group.through)) group.through = through;
    const synced = link?.last_sync_at ?? null;
    if (synced !== null) group.lastSyncAt = Math.max(group.lastSyncAt ?? 0, Number(synced));
    groups.set(source, group);
  }
  return [...groups].map(([source, group]) => {
    const connector = isConnector(source) ? CONNECTORS[source] : null;
    const thresholds = connector?.freshness ?? FEED_THRESHOLDS;
    // A feed has no sync clock of its own: only its data is judged.
    const lastSyncAt = connector ? group.lastSyncAt : now;
    const verdict = judgeFreshness({ dataThrough: group.through, lastSyncAt }, thresholds, now);
    return {
      source,
      label: connector?.title ?? source,
      dataThrough: group.through,
      status: verdict.status,
      lateHours: Math.round(verdict.dataLateHours),
      campaignIds: group.campaignIds,
    };
  });
}
