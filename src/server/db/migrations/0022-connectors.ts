import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Connectors and account linking (issue 26). Times are epoch ms; days are yyyy-MM-dd text.
 * - `connector_credentials`: an agency's grant or key of one provider (src/domain/connectors.ts
 *   CREDENTIAL_PROVIDERS): OAuth grants (Google, Facebook, LinkedIn) with their tokens, Site Impact API keys, CallRail
 *   accounts. Secrets are encrypted (kernel/vault.ts) and never leave the server. One row per (agency, provider,
 *   external id); `status` needs_reauth stops every use of it until the agency grants again.
 * - `connector_accounts`: accounts an agency registered under a credential for its advertisers (LinkedIn agency
 *   accounts: accountId and name; the name is the key the calls address).
 * - `oauth_states`: one pending authorisation: the `state` nonce bound to the user, the agency and the PKCE verifier
 *   (encrypted); used once, expires after ten minutes.
 * - `account_links`: the account-linking record of an advertiser (001 §3): JSON sections and a Version.
 * - `connector_links`: one linked external object (account, property, order, site, campaign, page) of an
 *   advertiser for a source, the campaign its data lands in, and its sync facts (last success, data through,
 *   backfill complete). Unlinking keeps the row (`removed_at`), relinking revives it.
 * - `connector_syncs`: backfill, daily and re-sync jobs of a link over a day range, with progress; claimed under a
 *   lease like report runs.
 * - `feed_loads`: CSV loads through the feed tools (issue 26 §2), with the refused lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('connector_credentials')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('picture_url', 'text')
    .addColumn('scopes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('access_token_enc', 'text')
    .addColumn('refresh_token_enc', 'text')
    .addColumn('api_key_enc', 'text')
    .addColumn('access_expires_at', 'bigint')
    .addColumn('grant_expires_at', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('healthy'))
    .addColumn('status_reason', 'text')
    .addColumn('key_source', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('connector_credentials_status', sql`status in ('healthy', 'needs_reauth')`)
    .addCheckConstraint('connector_credentials_kind', sql`kind in ('oauth', 'api_key', 'account')`)
    .addUniqueConstraint('connector_credentials_external', ['agency_id', 'provider', 'external_id'])
    .execute();

  await s
    .createTable('connector_accounts')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('credential_id', 'integer', (c) => c.references('connector_credentials.id').onDelete('set null'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('connector_accounts_name', ['agency_id', 'provider', 'name'])
    .execute();

  await s
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('code_verifier_enc', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await s
    .createTable('account_links')
    .addColumn('advertiser_id', 'integer', (c) => c.primaryKey())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();

  await s
    .createTable('connector_links')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('object_kind', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('external_name', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('credential_id', 'integer', (c) => c.references('connector_credentials.id').onDelete('set null'))
    .addColumn('campaign_id', 'integer')
    .addColumn('campaign_type', 'text')
    .addColumn('connected_at', 'bigint', (c) => c.notNull())
    .addColumn('connected_by', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .addColumn('removed_by', 'text')
    .addColumn('backfill_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_at', 'bigint')
    .addColumn('data_through', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('connector_links_object', ['advertiser_id', 'source', 'object_kind', 'external_id'])
    .execute();
  await s.createIndex('connector_links_agency').on('connector_links').columns(['agency_id', 'source']).execute();
  await s.createIndex('connector_links_campaign').on('connector_links').columns(['campaign_id']).execute();

  await s
    .createTable('connector_syncs')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('connector_links.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('range_start', 'text', (c) => c.notNull())
    .addColumn('range_end', 'text', (c) => c.notNull())
    .addColumn('days_total', 'integer', (c) => c.notNull())
    .addColumn('days_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addCheckConstraint('connector_syncs_kind', sql`kind in ('backfill', 'daily', 'resync')`)
    .addCheckConstraint(
      'connector_syncs_status',
      sql`status in ('queued', 'running', 'done', 'failed', 'needs_reauth')`,
    )
    .execute();
  await s.createIndex('connector_syncs_due').on('connector_syncs').columns(['status', 'next_attempt_at']).execute();
  await s.createIndex('connector_syncs_link').on('connector_syncs').columns(['link_id', 'created_at']).execute();

  await s
    .createTable('feed_loads')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_loaded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refusals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addCheckConstraint('feed_loads_status', sql`status in ('loaded', 'refused')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'feed_loads',
    'connector_syncs',
    'connector_links',
    'account_links',
    'oauth_states',
    'connector_accounts',
    'connector_credentials',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
