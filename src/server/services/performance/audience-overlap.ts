/**
 * Audience overlap (000 §4 "venn diagram"): the audience of each campaign type the advertiser ran and of each
 * pair of them, from `audience_overlap` (one row per type set, types sorted and comma-separated).
 */
import { tacticDisplayName } from '../../../domain/tactics';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../kernel/campaigns';

/** The audience of one campaign type. */
export interface AudienceSet {
  CampaignType: string;
  Tactic: string;
  Reach: number;
}

/** The audience two campaign types share. */
export interface AudienceOverlap {
  Types: [string, string];
  Reach: number;
}

/** Sets and pairwise overlaps of the types of `campaigns`. */
export interface AudienceOverlapAnswer {
  Sets: AudienceSet[];
  Overlaps: AudienceOverlap[];
}

/**
 * Sets for the types of `campaigns` that have an audience, sorted by type, and the overlaps of every pair of
 * those types, sorted by the first type then the second. Larger type sets (triples) are not part of the answer.
 */
export async function audienceOverlap(
  db: Db,
  advertiserId: number,
  campaigns: readonly CampaignRow[],
): Promise<AudienceOverlapAnswer> {
  const wanted = new Set(campaigns.map((c) => c.campaign_type));
  if (wanted.size === 0) return { Sets: [], Overlaps: [] };
  const rows = await db
    .selectFrom('audience_overlap')
    .select(['types', 'size'])
    .where('advertiser_id', '=', advertiserId)
    .execute();
  const sets: AudienceSet[] = [];
  const overlaps: AudienceOverlap[] = [];
  for (const row of rows) {
    const types = row.types.split(',');
    if (!types.every((type) => wanted.has(type))) continue;
    if (types.length === 1) {
      sets.push({ CampaignType: types[0]!, Tactic: tacticDisplayName(types[0]!), Reach: Number(row.size) });
    } else if (types.length === 2) {
      const pair = [...types].sort() as [string, string];
      overlaps.push({ Types: pair, Reach: Number(row.size) });
    }
  }
  sets.sort((a, b) => a.CampaignType.localeCompare(b.CampaignType));
  overlaps.sort((a, b) => a.Types[0].localeCompare(b.Types[0]) || a.Types[1].localeCompare(b.Types[1]));
  return { Sets: sets, Overlaps: overlaps };
}
