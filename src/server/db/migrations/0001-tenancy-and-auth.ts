import type { Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/** Tenants, people, rights, campaigns and the sign-in tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('themes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('record', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('agencies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('theme_code', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('root_domain', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createTable('sub_agencies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('stations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('sub_agency_id', 'integer', (c) => c.references('sub_agencies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('call_sign', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('advertisers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('sub_agency_id', 'integer', (c) => c.references('sub_agencies.id'))
    .addColumn('station_id', 'integer', (c) => c.references('stations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('advertisers_agency').on('advertisers').columns(['agency_id', 'name']).execute();
  await s.createIndex('advertisers_sub_agency').on('advertisers').columns(['sub_agency_id']).execute();
  await s.createIndex('advertisers_station').on('advertisers').columns(['station_id']).execute();
  await s
    .createTable('products')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tactic_group', 'text', (c) => c.notNull())
    .addColumn('allow_single_campaign_view', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('agency_products')
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code'))
    .addPrimaryKeyConstraint('agency_products_pk', ['agency_id', 'product_code'])
    .execute();
  await s
    .createTable('rights')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('roles')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('users')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_superuser', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await s
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role_code', 'text', (c) => c.notNull().references('roles.code'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_code'])
    .execute();
  await s
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('right_code', 'text', (c) => c.notNull().references('rights.code'))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'right_code'])
    .execute();
  await s
    .createTable('user_agencies')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('sub_agency_id', 'integer', (c) => c.references('sub_agencies.id'))
    .addColumn('station_id', 'integer', (c) => c.references('stations.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_agencies_pk', ['user_id', 'agency_id'])
    .execute();
  await s
    .createTable('user_agency_rights')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('right_code', 'text', (c) => c.notNull().references('rights.code'))
    .addPrimaryKeyConstraint('user_agency_rights_pk', ['user_id', 'agency_id', 'right_code'])
    .execute();
  await s
    .createTable('user_advertisers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id'))
    .addPrimaryKeyConstraint('user_advertisers_pk', ['user_id', 'advertiser_id'])
    .execute();
  await s
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('orders_advertiser').on('orders').column('advertiser_id').execute();
  await s
    .createTable('campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('friendly_name', 'text')
    .addColumn('campaign_type', 'text', (c) => c.notNull())
    .addColumn('analytics_type', 'text')
    .addColumn('feed_source', 'text', (c) => c.notNull())
    .addColumn('impression_goal', 'bigint')
    .addColumn('hide_spend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('spend_type', 'text', (c) => c.notNull())
    .addColumn('spend_rate', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('campaigns_advertiser').on('campaigns').columns(['advertiser_id', 'campaign_type']).execute();
  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('agency_id', 'integer')
    .addColumn('sub_agency_id', 'integer')
    .addColumn('station_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await s
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .execute();
  await s.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();
  await s
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await s
    .createTable('partner_token_uses')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createTable('login_attempts')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('login_attempts_key').on('login_attempts').columns(['key', 'at']).execute();
  await s
    .createTable('recent_pages')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'recent_pages',
    'login_attempts',
    'partner_token_uses',
    'login_tokens',
    'refresh_tokens',
    'sessions',
    'campaigns',
    'orders',
    'user_advertisers',
    'user_agency_rights',
    'user_agencies',
    'user_permissions',
    'user_roles',
    'users',
    'roles',
    'rights',
    'agency_products',
    'products',
    'advertisers',
    'stations',
    'sub_agencies',
    'agencies',
    'themes',
    'settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
