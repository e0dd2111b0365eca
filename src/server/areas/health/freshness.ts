/**
 * Data freshness per source (issue 27): for each source behind an advertiser's campaigns (a connector, or the feed
 * a campaign's data is imported from), the day its data runs through and its last successful sync, judged against
 * the source's thresholds (src/domain/freshness.ts), and the worst status rolled up advertiser → agency → system.
 *
 * A campaign expects data from its flight start until its data reaches its flight end (ended flights for a week
 * more: their last days still arrive). A campaign whose data reached its end is complete and never stale.
 */
import { CONNECTORS } from '../../../../connectors';
import type { ConnectorId } from '../../../domain/connectors';
import {
  DEFAULT_FRESHNESS,
  judgeFreshness,
  thresholdsFor,
  worstStatus,
  type FreshnessStatus,
  type FreshnessThresholds,
  type SourceFreshness,
} from '../../../domain/freshness';

export type { SourceFreshness };
import type { Db } from '../../db/database';
import { feedDates, feedsOf } from './feed-dates';
import { campaignsExpectingData, liveLinks, type FreshCampaign, type FreshLink } from './freshness-queries';

/** Ended flights are watched this many days more. */
export const ENDED_GRACE_DAYS = 7;

export interface AdvertiserFreshness {
  advertiserId: number;
  name: string;
  status: FreshnessStatus;
  sources: SourceFreshness[];
}

export interface AgencyFreshness {
  agencyId: number;
  name: string;
  status: FreshnessStatus;
  sources: SourceFreshness[];
  advertisers: AdvertiserFreshness[];
}

/** One campaign's verdict for one of its sources. */
export interface CampaignFreshness {
  campaign: FreshCampaign;
  source: string;
  label: string;
  dataThrough: string | null;
  lastSyncAt: number | null;
  status: FreshnessStatus;
  lateHours: number;
  thresholds: FreshnessThresholds;
  complete: boolean;
}

const DAY = 86_400_000;
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayBefore = (iso: string): string => isoOf(Date.parse(`${iso}T00:00:00Z`) - DAY);

function isConnector(source: string): source is ConnectorId {
  return Object.prototype.hasOwnProperty.call(CONNECTORS, source);
}

/** A campaign's sources: its own link, else an account link covering its type, else its feeds. */
function sourcesOf(campaign: FreshCampaign, links: readonly FreshLink[]): { source: string; link: FreshLink | null }[] {
  const own = links.filter((link) => link.campaignId === campaign.id);
  if (own.length > 0) return own.map((link) => ({ source: link.source, link }));
  const covering = links.filter(
    (link) =>
      link.campaignId === null &&
      isConnector(link.source) &&
      CONNECTORS[link.source].campaignTypes.includes(campaign.type),
  );
  if (covering.length > 0) return covering.map((link) => ({ source: link.source, link }));
  return feedsOf(campaign.feedSource).map((feed) => ({ source: feed, link: null }));
}

/**
 * Every campaign × source verdict in a scope at `now`. A linked source's clocks are its link's (the day its syncs
 * loaded through, its last successful sync); a feed's is the day the feed runs through (feed-dates.ts). A campaign
 * whose source runs through its flight end is complete.
 */
export async function campaignFreshness(
  db: Db,
  scope: Parameters<typeof campaignsExpectingData>[1],
  now: number,
): Promise<CampaignFreshness[]> {
  const campaigns = await campaignsExpectingData(db, scope, isoOf(now), ENDED_GRACE_DAYS);
  if (campaigns.length === 0) return [];
  const [feeds, links] = await Promise.all([
    feedDates(db, now, ENDED_GRACE_DAYS),
    liveLinks(
      db,
      campaigns.map((c) => c.advertiserId),
    ),
  ]);
  const linksOf = new Map<number, FreshLink[]>();
  for (const link of links) linksOf.set(link.advertiserId, [...(linksOf.get(link.advertiserId) ?? []), link]);
  const verdicts: CampaignFreshness[] = [];
  for (const campaign of campaigns) {
    for (const { source, link } of sourcesOf(campaign, linksOf.get(campaign.advertiserId) ?? [])) {
      const connector = isConnector(source) ? CONNECTORS[source] : null;
      const thresholds = thresholdsFor(campaign.type, connector?.freshness ?? DEFAULT_FRESHNESS);
      const dataThrough = link ? link.dataThrough : (feeds.get(source) ?? null);
      const complete = dataThrough !== null && dataThrough >= campaign.end;
      // A source with no data yet is judged from the day before the flight started.
      const verdict = judgeFreshness(
        { dataThrough: dataThrough ?? dayBefore(campaign.start), lastSyncAt: link?.lastSyncAt ?? null, syncs: !!link },
        thresholds,
        now,
      );
      verdicts.push({
        campaign,
        source,
        label: connector?.title ?? source,
        dataThrough,
        lastSyncAt: link?.lastSyncAt ?? null,
        status: complete ? 'ok' : verdict.status,
        lateHours: complete ? 0 : Math.round(verdict.dataLateHours),
        thresholds,
        complete,
      });
    }
  }
  return verdicts;
}

/** The verdicts of one source rolled into one: the earliest day still owed, the worst status, the latest sync. */
function rollSource(source: string, verdicts: readonly CampaignFreshness[]): SourceFreshness {
  const owed = verdicts.filter((v) => !v.complete);
  const days = (owed.length > 0 ? owed : verdicts).map((v) => v.dataThrough).filter((d): d is string => d !== null);
  const pick = owed.length > 0 ? (a: string, b: string) => (a < b ? a : b) : (a: string, b: string) => (a > b ? a : b);
  const syncs = verdicts.map((v) => v.lastSyncAt).filter((at): at is number => at !== null);
  const first = verdicts[0]!;
  return {
    source,
    label: first.label,
    dataThrough: days.length > 0 ? days.reduce(pick) : null,
    lastSyncAt: syncs.length > 0 ? new Date(Math.max(...syncs)).toISOString() : null,
    status: worstStatus(verdicts.map((v) => v.status)),
    lateHours: Math.max(0, ...verdicts.map((v) => v.lateHours)),
    thresholds: first.thresholds,
    campaigns: new Set(verdicts.map((v) => v.campaign.id)).size,
  };
}

/** Verdicts grouped by source, in label order. */
export function bySource(verdicts: readonly CampaignFreshness[]): SourceFreshness[] {
  const groups = new Map<string, CampaignFreshness[]>();
  for (const verdict of verdicts) groups.set(verdict.source, [...(groups.get(verdict.source) ?? []), verdict]);
  return [...groups].map(([source, group]) => rollSource(source, group)).sort((a, b) => a.label.localeCompare(b.label));
}

/** The sources behind an advertiser's dashboard (all its campaigns, or the ones in view). */
export async function freshnessOfAdvertiser(
  db: Db,
  advertiserId: number,
  campaignIds: readonly number[] | null,
  now: number,
): Promise<SourceFreshness[]> {
  const scope = campaignIds ? { advertiserIds: [advertiserId], campaignIds } : { advertiserIds: [advertiserId] };
  return bySource(await campaignFreshness(db, scope, now));
}

/** Freshness per agency and per advertiser, worst status rolled up; `agencyIds` null: every agency. */
export async function freshnessTree(
  db: Db,
  agencyIds: readonly number[] | null,
  now: number,
): Promise<AgencyFreshness[]> {
  const verdicts = await campaignFreshness(db, { agencyIds }, now);
  const agencies = new Map<number, CampaignFreshness[]>();
  for (const v of verdicts) agencies.set(v.campaign.agencyId, [...(agencies.get(v.campaign.agencyId) ?? []), v]);
  return [...agencies.values()]
    .map((group) => {
      const advertisers = new Map<number, CampaignFreshness[]>();
      for (const v of group) {
        advertisers.set(v.campaign.advertiserId, [...(advertisers.get(v.campaign.advertiserId) ?? []), v]);
      }
      const sources = bySource(group);
      return {
        agencyId: group[0]!.campaign.agencyId,
        name: group[0]!.campaign.agencyName,
        status: worstStatus(sources.map((s) => s.status)),
        sources,
        advertisers: [...advertisers.values()]
          .map((own) => {
            const ownSources = bySource(own);
            return {
              advertiserId: own[0]!.campaign.advertiserId,
              name: own[0]!.campaign.advertiserName,
              status: worstStatus(ownSources.map((s) => s.status)),
              sources: ownSources,
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The campaigns of the advertisers whose data is late (a source past its warning threshold), with the source's
 * verdict: delivery alerts on them are suppressed ("data late") instead of firing on missing days.
 */
export async function staleCampaigns(
  db: Db,
  advertiserIds: readonly number[],
  now: number,
): Promise<Map<number, CampaignFreshness>> {
  const stale = new Map<number, CampaignFreshness>();
  for (const verdict of await campaignFreshness(db, { advertiserIds }, now)) {
    if (verdict.status !== 'ok' && !stale.has(verdict.campaign.id)) stale.set(verdict.campaign.id, verdict);
  }
  return stale;
}
