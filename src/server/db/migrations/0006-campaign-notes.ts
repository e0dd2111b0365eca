import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Campaign notes (000 §3). One row per note on one campaign; `advertiser_id` is the campaign's advertiser, kept
 * on the note so every read is narrowed by advertiser first (tenancy) and the share payload reads by range.
 *
 * - `note_date`: the yyyy-MM-dd day the note is about (marked on the daily charts); the service defaults it to
 *   the day written in the agency's time zone.
 * - `client_visible`: 0/1; only visible notes reach advertiser users, shared links and exports.
 * - Times are ISO-8601 text; authors are the user's id and the name at the time (no foreign key: a note outlives
 *   its author's account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_notes')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('note_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('client_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'integer', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('last_modified_at', 'text', (c) => c.notNull())
    .addColumn('last_modified_by_id', 'integer', (c) => c.notNull())
    .addColumn('last_modified_by_name', 'text', (c) => c.notNull())
    .addCheckConstraint('campaign_notes_client_visible', sql`client_visible in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('campaign_notes_advertiser')
    .on('campaign_notes')
    .columns(['advertiser_id', 'campaign_id', 'note_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_notes').ifExists().execute();
}
