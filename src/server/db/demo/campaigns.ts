import type { DateTime } from 'luxon';
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { ALL_CAMPAIGN_TYPES } from '../../../domain/tactics';
import type { Insertable } from 'kysely';
import type { CampaignsTable } from '../schema';
import { CAMPAIGN_THEMES } from './names';
import type { Prng } from './prng';

/** Every campaign status, in the spec's order. */
export const STATUSES = CAMPAIGN_STATUSES.map((s) => s.status);
const FEEDS: Record<string, readonly string[]> = { default: ['DV360', 'TTD', 'Xandr', 'Beeswax'] };

/** Products an agency sells. */
export function productsFor(agencyId: number, rng: Prng): string[] {
  // The two demo agencies sell everything; the others a believable subset.
  if (agencyId <= 2) return [...ALL_CAMPAIGN_TYPES];
  return ALL_CAMPAIGN_TYPES.filter((t) => ['OTT', 'PREROLL', 'DISPLAY'].includes(t) || rng.chance(0.5));
}

/** A campaign status, mostly Live or Completed. */
export function weightedStatus(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.45) return 'Live';
  if (roll < 0.7) return 'Completed';
  return rng.pick(STATUSES);
}

/** What a campaign is built from. */
export interface CampaignSeed {
  id: number;
  advertiserId: number;
  orderId: number;
  type: string;
  status: string;
}

/** Flight dates agree with the status: live spans today, completed ended, proposals start later. */
export function buildCampaign(rng: Prng, today: DateTime, now: number, seed: CampaignSeed): Insertable<CampaignsTable> {
  let start: DateTime;
  let end: DateTime;
  if (seed.status === 'Completed') {
    end = today.minus({ days: rng.int(1, 200) });
    start = end.minus({ days: rng.int(14, 120) });
  } else if (['Proposal', 'Reserved', 'Partially Reserved'].includes(seed.status)) {
    start = today.plus({ days: rng.int(3, 45) });
    end = start.plus({ days: rng.int(30, 120) });
  } else {
    start = today.minus({ days: rng.int(5, 150) });
    end = today.plus({ days: rng.int(5, 120) });
  }
  const feeds = FEEDS.default!;
  const feed = rng.chance(0.2) ? JSON.stringify([rng.pick(feeds), rng.pick(feeds)]) : JSON.stringify(rng.pick(feeds));
  const spendType = rng.pick(['CPM', 'CPM', 'FLAT', 'MARKUP']);
  const theme = rng.pick(CAMPAIGN_THEMES);
  return {
    id: seed.id,
    advertiser_id: seed.advertiserId,
    order_id: seed.orderId,
    name: `${theme} - ${seed.type} - ${start.toFormat('LLL yyyy')}`,
    friendly_name: rng.chance(0.3) ? `${theme} ${seed.type.toLowerCase()}` : null,
    campaign_type: seed.type,
    analytics_type: seed.type === 'GA' ? 'GA4' : null,
    feed_source: feed,
    impression_goal: ['SEM', 'GOOGLESEARCH', 'GA', 'CALLTRACKING', 'EMAILMARKETING'].includes(seed.type)
      ? null
      : rng.int(50, 2000) * 1000,
    hide_spend: rng.chance(0.1) ? 1 : 0,
    start_date: start.toISODate()!,
    end_date: end.toISODate()!,
    status: seed.status,
    spend_type: spendType,
    spend_rate: spendType === 'MARKUP' ? rng.int(10, 35) / 100 : spendType === 'CPM' ? rng.int(800, 3200) / 100 : 0,
    created_at: now,
  };
}
