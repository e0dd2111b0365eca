import type { Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Dashboard share links (000 §2 shared-link entry, 001 §7 getShareDashboardLink). A link opens one advertiser's
 * tab with a fixed campaign selection and date range. `short_id` is the path of `/s/{shortId}` (96 random bits);
 * the `?t=` token is kept only as its SHA-256 (`token_hash`), the password only as a scrypt hash. Rotation
 * replaces both and bumps `generation`, which guest access tokens carry, so older guest sessions end at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('short_id', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('tab', 'text', (c) => c.notNull())
    // JSON array of campaign ids the guest may see.
    .addColumn('campaign_ids', 'text', (c) => c.notNull())
    .addColumn('view_campaign_id', 'integer')
    .addColumn('summary_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daterange', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('editable_range', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('last_opened_at', 'bigint')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('share_links_agency').on('share_links').columns(['agency_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_links').ifExists().execute();
}
