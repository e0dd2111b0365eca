/**
 * The rows of a campaign clone (issue 23, cloneCampaignToAdvertiser) and their removal on undo. A clone "as
 * template" copies the campaign's settings, its notes and its geofences; "with history" also copies its delivery
 * facts under the new id and the target advertiser. Kysely only; the rules live in move-service.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { FACT_MEASURES } from '../../db/fact-measures';
import { readManagedCampaigns } from '../../kernel/campaigns';
import { deleteDimRollups } from '../../services/dim-rollups';
import { CAMPAIGN_FACETS } from './facets';
import type { ManagedRow } from './managed';

/**
 * The next campaign id: one past the highest id in use and the highest one a clone's audit entry names, so an
 * undone (deleted) clone's id is never given to another campaign and its history never mixes with a new one's.
 */
export async function nextCampaignId(db: Db): Promise<number> {
  const [{ top }, audited] = await Promise.all([
    readManagedCampaigns(db)
      .select((eb) => eb.fn.max('id').as('top'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select(sql<number | string | null>`max(cast(object_id as integer))`.as('top'))
      .where('area', '=', 'campaigns')
      .where('object_type', '=', CAMPAIGN_FACETS.clone)
      .executeTakeFirst(),
  ]);
  return Math.max(Number(top ?? 0), Number(audited?.top ?? 0)) + 1;
}

/** What a clone is made of. */
export interface CloneSpec {
  id: number;
  source: ManagedRow;
  advertiserId: number;
  name: string;
  withHistory: boolean;
  now: number;
}

/** Inserts the clone and copies what comes with it. */
export async function insertClone(db: Db, spec: CloneSpec): Promise<void> {
  const { source } = spec;
  await db
    .insertInto('campaigns')
    .values({
      id: spec.id,
      advertiser_id: spec.advertiserId,
      // An order belongs to one advertiser: the link is kept only within the same advertiser.
      order_id: spec.advertiserId === source.advertiser_id ? source.order_id : null,
      name: spec.name,
      friendly_name: null,
      campaign_type: source.campaign_type,
      analytics_type: source.analytics_type,
      feed_source: source.feed_source,
      impression_goal: source.impression_goal,
      hide_spend: source.hide_spend,
      start_date: source.start_date,
      end_date: source.end_date,
      status: source.status,
      spend_type: source.spend_type,
      spend_rate: source.spend_rate,
      created_at: spec.now,
      audience: source.audience,
      cloned_from: source.id,
      updated_at: spec.now,
    })
    .execute();
  await copyNotes(db, spec);
  await copyGeofences(db, spec);
  if (spec.withHistory) await copyFacts(db, spec);
}

async function copyNotes(db: Db, spec: CloneSpec): Promise<void> {
  const notes = await db.selectFrom('campaign_notes').selectAll().where('campaign_id', '=', spec.source.id).execute();
  for (const { id: _id, version: _version, ...note } of notes) {
    await db
      .insertInto('campaign_notes')
      .values({ ...note, campaign_id: spec.id, advertiser_id: spec.advertiserId })
      .execute();
  }
}

async function copyGeofences(db: Db, spec: CloneSpec): Promise<void> {
  const fences = await db.selectFrom('geofences').selectAll().where('campaign_id', '=', spec.source.id).execute();
  for (const { id: _id, ...fence } of fences) {
    await db
      .insertInto('geofences')
      .values({ ...fence, campaign_id: spec.id, advertiser_id: spec.advertiserId })
      .execute();
  }
}

/** Every fact row of the source under the clone's id and advertiser (and its breakdown rollups), by insert-selects. */
async function copyFacts(db: Db, spec: CloneSpec): Promise<void> {
  const id = sql<number>`${sql.lit(spec.id)}`;
  const advertiser = sql<number>`${sql.lit(spec.advertiserId)}`;
  await db
    .insertInto('fact_daily')
    .columns(['campaign_id', 'day', 'advertiser_id', ...FACT_MEASURES])
    .expression(
      db
        .selectFrom('fact_daily')
        .select([id.as('campaign_id'), 'day', advertiser.as('advertiser_id'), ...FACT_MEASURES])
        .where('campaign_id', '=', spec.source.id),
    )
    .execute();
  await db
    .insertInto('fact_dim_daily')
    .columns(['campaign_id', 'dim', 'day', 'key', 'advertiser_id', ...FACT_MEASURES])
    .expression(
      db
        .selectFrom('fact_dim_daily')
        .select([id.as('campaign_id'), 'dim', 'day', 'key', advertiser.as('advertiser_id'), ...FACT_MEASURES])
        .where('campaign_id', '=', spec.source.id),
    )
    .execute();
  // The clone's breakdown rows are the source's, so its week and month rollups are the source's too.
  await db
    .insertInto('fact_dim_period')
    .columns(['campaign_id', 'dim', 'grain', 'period', 'key', ...FACT_MEASURES])
    .expression(
      db
        .selectFrom('fact_dim_period')
        .select([id.as('campaign_id'), 'dim', 'grain', 'period', 'key', ...FACT_MEASURES])
        .where('campaign_id', '=', spec.source.id),
    )
    .execute();
}

/** Deletes a clone and everything that names it (the undo of a clone). */
export async function deleteClone(db: Db, campaignId: number): Promise<void> {
  await deleteDimRollups(db, campaignId);
  await db.deleteFrom('fact_dim_daily').where('campaign_id', '=', campaignId).execute();
  await db.deleteFrom('fact_daily').where('campaign_id', '=', campaignId).execute();
  await db.deleteFrom('campaign_notes').where('campaign_id', '=', campaignId).execute();
  await db.deleteFrom('geofences').where('campaign_id', '=', campaignId).execute();
  await db.deleteFrom('campaign_moves').where('campaign_id', '=', campaignId).execute();
  await db.deleteFrom('campaigns').where('id', '=', campaignId).execute();
}
