import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Tenant admin (issue 22):
 * - `status` on agencies, sub-agencies, stations and advertisers: 1 active, 0 inactive (deactivated, kept with its
 *   data; see docs/decisions.md "Issue 22").
 * - `allowed_email_domains` on agencies, sub-agencies and stations: a JSON array of domains report recipients may
 *   have (null: inherit the parent's list; at the agency, any domain). A child may only narrow its parent's list.
 * - agency defaults for new advertisers: `default_spend_type` (CPM, MARKUP or FLAT) and `default_markup`.
 * - advertiser info: postal address, website, phone, and the spend type and markup it was created with.
 * - `advertiser_contacts`: the contacts of an advertiser (000 §5, 001 §3), optionally linked to a portal user.
 * Times are epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  for (const table of ['agencies', 'sub_agencies', 'stations', 'advertisers']) {
    await s
      .alterTable(table)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await s.alterTable(table).addColumn('updated_at', 'bigint').execute();
  }
  for (const table of ['agencies', 'sub_agencies', 'stations']) {
    await s.alterTable(table).addColumn('allowed_email_domains', 'text').execute();
  }
  await s.alterTable('agencies').addColumn('default_spend_type', 'text').execute();
  await s.alterTable('agencies').addColumn('default_markup', 'double precision').execute();
  for (const column of ['address', 'city', 'state', 'zip', 'website', 'phone', 'spend_type']) {
    await s.alterTable('advertisers').addColumn(column, 'text').execute();
  }
  await s.alterTable('advertisers').addColumn('markup', 'double precision').execute();

  await s
    .createTable('advertiser_contacts')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id'))
    .addColumn('contact_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('phone_kind', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text')
    .addColumn('company', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addCheckConstraint(
      'advertiser_contacts_type',
      sql`contact_type in ('media_company', 'decision_maker', 'technical', 'marketing')`,
    )
    .addCheckConstraint('advertiser_contacts_phone_kind', sql`phone_kind in ('Work', 'Home', 'Mobile', 'Other')`)
    .execute();
  await s.createIndex('advertiser_contacts_advertiser').on('advertiser_contacts').column('advertiser_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.dropTable('advertiser_contacts').execute();
  await s.alterTable('advertisers').dropColumn('markup').execute();
  for (const column of ['address', 'city', 'state', 'zip', 'website', 'phone', 'spend_type']) {
    await s.alterTable('advertisers').dropColumn(column).execute();
  }
  await s.alterTable('agencies').dropColumn('default_markup').execute();
  await s.alterTable('agencies').dropColumn('default_spend_type').execute();
  for (const table of ['agencies', 'sub_agencies', 'stations']) {
    await s.alterTable(table).dropColumn('allowed_email_domains').execute();
  }
  for (const table of ['agencies', 'sub_agencies', 'stations', 'advertisers']) {
    await s.alterTable(table).dropColumn('updated_at').execute();
    await s.alterTable(table).dropColumn('status').execute();
  }
}
