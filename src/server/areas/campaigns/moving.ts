/**
 * The rows a campaign move carries from one advertiser to another (issue 23, moveCampaign): the campaign, its
 * delivery facts (`fact_daily`, `fact_dim_daily`), its notes and its geofences, plus the `campaign_moves` record
 * and the old advertiser's share links. Kysely only; the rules live in move-service.ts.
 */
import type { Db } from '../../db/database';

/** A share link the move took the campaign out of; `revoked` when the link was left without a campaign. */
export interface RemovedLink {
  id: number;
  revoked: boolean;
}

/** Re-homes the campaign and every row that names its advertiser beside it. */
export async function moveCampaignRows(db: Db, campaignId: number, to: number, now: number): Promise<void> {
  await db.updateTable('campaigns').set({ advertiser_id: to, updated_at: now }).where('id', '=', campaignId).execute();
  await db.updateTable('fact_daily').set({ advertiser_id: to }).where('campaign_id', '=', campaignId).execute();
  await db.updateTable('fact_dim_daily').set({ advertiser_id: to }).where('campaign_id', '=', campaignId).execute();
  await db.updateTable('campaign_notes').set({ advertiser_id: to }).where('campaign_id', '=', campaignId).execute();
  await db.updateTable('geofences').set({ advertiser_id: to }).where('campaign_id', '=', campaignId).execute();
}

/** Records a move; answers its id. */
export async function recordMove(
  db: Db,
  move: { campaignId: number; from: number; to: number; keep: boolean; at: number; by: string },
): Promise<number> {
  const row = await db
    .insertInto('campaign_moves')
    .values({
      campaign_id: move.campaignId,
      from_advertiser_id: move.from,
      to_advertiser_id: move.to,
      keep_share_links: move.keep ? 1 : 0,
      moved_at: move.at,
      moved_by: move.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Marks a move as taken back (its kept share links stop showing the campaign). */
export async function markMoveUndone(db: Db, moveId: number, at: number): Promise<void> {
  await db.updateTable('campaign_moves').set({ undone_at: at }).where('id', '=', moveId).execute();
}

function idsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Live links of the advertiser that show the campaign. */
async function linksShowing(db: Db, advertiserId: number, campaignId: number) {
  const rows = await db
    .selectFrom('share_links')
    .select(['id', 'campaign_ids', 'revoked_at'])
    .where('advertiser_id', '=', advertiserId)
    .execute();
  return rows.filter((row) => idsOf(row.campaign_ids).includes(campaignId));
}

/**
 * Takes the campaign out of the advertiser's share links; a link left with no campaign is revoked (its guests
 * would otherwise see an empty dashboard). Answers what was changed, for the undo.
 */
export async function removeFromLinks(
  db: Db,
  advertiserId: number,
  campaignId: number,
  now: number,
): Promise<RemovedLink[]> {
  const removed: RemovedLink[] = [];
  for (const link of await linksShowing(db, advertiserId, campaignId)) {
    const rest = idsOf(link.campaign_ids).filter((id) => id !== campaignId);
    const revoked = rest.length === 0 && link.revoked_at === null;
    await db
      .updateTable('share_links')
      .set({ campaign_ids: JSON.stringify(rest), ...(revoked ? { revoked_at: now } : {}) })
      .where('id', '=', link.id)
      .execute();
    removed.push({ id: link.id, revoked });
  }
  return removed;
}

/** Puts the campaign back into the links a move took it out of, and brings back the links it revoked. */
export async function restoreLinks(db: Db, campaignId: number, links: readonly RemovedLink[]): Promise<void> {
  for (const link of links) {
    const row = await db
      .selectFrom('share_links')
      .select(['campaign_ids'])
      .where('id', '=', link.id)
      .executeTakeFirst();
    if (!row) continue;
    const ids = [...new Set([...idsOf(row.campaign_ids), campaignId])].sort((a, b) => a - b);
    await db
      .updateTable('share_links')
      .set({ campaign_ids: JSON.stringify(ids), ...(link.revoked ? { revoked_at: null } : {}) })
      .where('id', '=', link.id)
      .execute();
  }
}
