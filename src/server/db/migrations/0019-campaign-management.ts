import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Campaign management (issue 23):
 * - `hidden_at`/`hidden_by` and `archived_at`/`archived_by` on campaigns: set while the campaign is hidden or
 *   archived; the kernel's one campaign read path leaves such campaigns out of every read for a caller.
 *   `archive_batch` groups the campaigns one archive action took (a tactic, a year), so they restore together.
 * - `audience`: who sees the campaign ('all' users of the advertiser, or 'staff': agency staff only, an internal
 *   campaign client users and guests never see).
 * - `cloned_from`: the campaign a clone was made from; `updated_at`: the last management change (epoch ms).
 * - `campaign_moves`: every move of a campaign between advertisers, and whether the old advertiser's share links
 *   keep showing it (`keep_share_links`, the agency's choice at the move; see docs/decisions.md "Issue 23").
 *   `undone_at` is set when the move is taken back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('campaigns').addColumn('hidden_at', 'bigint').execute();
  await s.alterTable('campaigns').addColumn('hidden_by', 'text').execute();
  await s.alterTable('campaigns').addColumn('archived_at', 'bigint').execute();
  await s.alterTable('campaigns').addColumn('archived_by', 'text').execute();
  await s.alterTable('campaigns').addColumn('archive_batch', 'text').execute();
  await s
    .alterTable('campaigns')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  await s.alterTable('campaigns').addColumn('cloned_from', 'integer').execute();
  await s.alterTable('campaigns').addColumn('updated_at', 'bigint').execute();
  await s.createIndex('campaigns_hidden').on('campaigns').column('hidden_at').execute();
  await s.createIndex('campaigns_archived').on('campaigns').column('archived_at').execute();

  await s
    .createTable('campaign_moves')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('from_advertiser_id', 'integer', (c) => c.notNull())
    .addColumn('to_advertiser_id', 'integer', (c) => c.notNull())
    .addColumn('keep_share_links', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('moved_at', 'bigint', (c) => c.notNull())
    .addColumn('moved_by', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'bigint')
    .addCheckConstraint('campaign_moves_keep', sql`keep_share_links in (0, 1)`)
    .execute();
  await s.createIndex('campaign_moves_campaign').on('campaign_moves').column('campaign_id').execute();
  await s.createIndex('campaign_moves_from').on('campaign_moves').column('from_advertiser_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.dropTable('campaign_moves').execute();
  await s.dropIndex('campaigns_archived').execute();
  await s.dropIndex('campaigns_hidden').execute();
  for (const column of [
    'updated_at',
    'cloned_from',
    'audience',
    'archive_batch',
    'archived_by',
    'archived_at',
    'hidden_by',
    'hidden_at',
  ]) {
    await s.alterTable('campaigns').dropColumn(column).execute();
  }
}
