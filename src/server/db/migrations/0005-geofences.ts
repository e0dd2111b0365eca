import type { Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Advertiser polygons (geofences). One row per fenced place of an advertiser, optionally tied to the campaign
 * that targets it: `name` and `address` are the GeoFenceName and AddressName the geofence breakdown reports
 * (`fact_dim_daily` key `GeoFenceName|AddressName`). A fence is a point with `radius_m` (metres), or a GeoJSON
 * Polygon in `polygon` (text, lon/lat degrees); `lat`/`lon` are its centre either way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('geofences')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('radius_m', 'double precision')
    .addColumn('polygon', 'text')
    .execute();
  await db.schema.createIndex('geofences_advertiser').on('geofences').columns(['advertiser_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('geofences').ifExists().execute();
}
