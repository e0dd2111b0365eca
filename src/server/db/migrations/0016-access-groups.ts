import type { Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Access and advertiser groups, and grants that expire (issue 21 §3):
 * - `access_groups` (+ `access_group_rights`, `access_group_members`): a named bundle of rights within one agency; a
 *   member holds its rights in that agency, so editing the group changes every member's rights at once.
 * - `advertiser_groups` (+ `advertiser_group_members`): a named set of advertisers of one agency; a user granted the
 *   group (`user_advertiser_groups`) sees every advertiser in it, including ones added later.
 * - `expires_at` (ISO-8601 UTC text, null = no end) on a membership, a direct advertiser grant and a group grant:
 *   past it the loaders ignore the row, so access ends by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('user_agencies').addColumn('expires_at', 'text').execute();
  await s.alterTable('user_advertisers').addColumn('expires_at', 'text').execute();

  await s
    .createTable('access_groups')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('access_groups_agency_name', ['agency_id', 'name'])
    .execute();
  await s
    .createTable('access_group_rights')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('access_groups.id'))
    .addColumn('right_code', 'text', (c) => c.notNull().references('rights.code'))
    .addPrimaryKeyConstraint('access_group_rights_pk', ['group_id', 'right_code'])
    .execute();
  await s
    .createTable('access_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('access_groups.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('access_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await s.createIndex('access_group_members_user').on('access_group_members').column('user_id').execute();

  await s
    .createTable('advertiser_groups')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('advertiser_groups_agency_name', ['agency_id', 'name'])
    .execute();
  await s
    .createTable('advertiser_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('advertiser_groups.id'))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id'))
    .addPrimaryKeyConstraint('advertiser_group_members_pk', ['group_id', 'advertiser_id'])
    .execute();
  await s
    .createTable('user_advertiser_groups')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('advertiser_groups.id'))
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('user_advertiser_groups_pk', ['user_id', 'group_id'])
    .execute();
  await s.createIndex('user_advertiser_groups_group').on('user_advertiser_groups').column('group_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_advertiser_groups',
    'advertiser_group_members',
    'advertiser_groups',
    'access_group_members',
    'access_group_rights',
    'access_groups',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('user_advertisers').dropColumn('expires_at').execute();
  await db.schema.alterTable('user_agencies').dropColumn('expires_at').execute();
}
