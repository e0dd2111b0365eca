import type { Kysely } from 'kysely';

/**
 * Order share links (issue 24): `order_id` on a link of tab `ordersummary` names the one order of its advertiser
 * the link opens; its guests may make that order's read calls. Null for every other link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_links').addColumn('order_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('order_id').execute();
}
