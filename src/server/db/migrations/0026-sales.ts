import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * The sales tool (issue 28; 000 §3, §4). Times are epoch ms, flags 0/1.
 * - `sales_customers`: a prospect of one agency (and optionally a sub-agency and station), its flags, its live
 *   reservation (who, which organisation, until when: expired once `reserved_until` passes), the record it was
 *   cloned from, and the advertiser it became when sold.
 * - `sales_customer_contacts`: its contacts, the advertiser contact's shape (000 §5 form).
 * - `sales_calls`: every call a rep logged and every outcome the system wrote, with a do-not-call reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('sales_customers')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('sub_agency_id', 'integer')
    .addColumn('station_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sales_channel', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('is_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_dnc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dnc_reason', 'text')
    .addColumn('is_station_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_by', 'integer')
    .addColumn('reserved_org', 'text')
    .addColumn('reserved_until', 'bigint')
    .addColumn('cloned_from_id', 'integer')
    .addColumn('clone_reason', 'text')
    .addColumn('advertiser_id', 'integer')
    .addColumn('sold_at', 'bigint')
    .addColumn('sold_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addCheckConstraint(
      'sales_customers_channel',
      sql`sales_channel in ('DataSphere', 'Station', 'Shapiro Conference', 'OM')`,
    )
    .execute();
  await s.createIndex('sales_customers_agency').on('sales_customers').columns(['agency_id', 'name']).execute();
  await s.createIndex('sales_customers_station').on('sales_customers').columns(['station_id', 'name']).execute();

  await s
    .createTable('sales_customer_contacts')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('sales_customers.id').onDelete('cascade'))
    .addColumn('contact_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('phone_kind', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('company', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('sales_contacts_customer').on('sales_customer_contacts').column('customer_id').execute();

  await s
    .createTable('sales_calls')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('sales_customers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('notes', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('sales_calls_customer').on('sales_calls').columns(['customer_id', 'at']).execute();
  await s.createIndex('sales_calls_user').on('sales_calls').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sales_calls', 'sales_customer_contacts', 'sales_customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
