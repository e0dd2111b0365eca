/** Shared fixtures of the campaign move and clone API tests (issue 23): callers, calls and reads of the rows. */
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/database';
import type { TestServer } from './harness';
import { RANGE } from './performance-helpers';

export const SUPER = 'super@sightline.test';
export const ADMIN = 'agency.admin@sightline.test';
export const DASH = 'dash.admin@sightline.test';
export const STAFF = 'agency.staff@sightline.test';
export const OTHER = 'other.agency@sightline.test';
/** Agency A's second advertiser. */
export const HARBOR = 10000002;
/** An advertiser of agency B. */
export const FOOD_BANK = 10000109;

export interface Caller {
  token(email: string): Promise<string>;
  post(email: string | null, url: string, body: unknown): Promise<LightMyRequestResponse>;
}

/** Signs each demo user in once and calls as them. */
export function callerFor(server: () => TestServer): Caller {
  const tokens = new Map<string, string>();
  const token = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server().login(email)).accessToken);
    return tokens.get(email)!;
  };
  return {
    token,
    post: async (email, url, body) => server().post(url, body, email ? await token(email) : undefined),
  };
}

/** A campaign row as the tests check it. */
export async function campaignRow(db: Db, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Rows of a table naming the campaign, per advertiser. */
export async function rowsByAdvertiser(
  db: Db,
  table: 'fact_daily' | 'fact_dim_daily' | 'geofences' | 'campaign_notes',
  campaignId: number,
): Promise<Record<number, number>> {
  const { rows } = await sql<{ advertiser_id: number; n: number }>`
    select advertiser_id, count(*) as n from ${sql.table(table)} where campaign_id = ${campaignId}
    group by advertiser_id`.execute(db);
  return Object.fromEntries(rows.map((r) => [Number(r.advertiser_id), Number(r.n)]));
}

/** All-time impressions of a campaign's fact rows. */
export async function impressionsOf(db: Db, campaignId: number): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`
    select sum(impressions) as n from fact_daily where campaign_id = ${campaignId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The campaign-management audit rows about an object, oldest first. */
export async function auditRows(db: Db, objectId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', 'campaigns')
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    objectType: row.object_type,
    action: row.action,
    agencyId: row.agency_id,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    reverts: row.reverts === null ? null : Number(row.reverts),
  }));
}

/** The summary call's total of one type for an advertiser (undefined when the type has none). */
export async function typeTotal(
  server: TestServer,
  token: string,
  advertiserId: number,
  type: string,
): Promise<{ Impressions: number } | undefined> {
  const response = await server.post(
    '/api/advertiser/performance/summary',
    { advertiserId, ...RANGE, reload: true },
    token,
  );
  return (response.json() as Record<string, { Impressions: number } | undefined>)[`${type}Total`];
}

/** Campaign ids in an advertiser's campaign list (`reload` false: as the cache answers it). */
export async function listedIds(
  server: TestServer,
  token: string,
  advertiserId: number,
  reload = true,
): Promise<number[]> {
  const response = await server.get(`/api/advertiser/campaigns/${advertiserId}${reload ? '?reload=true' : ''}`, token);
  return ((response.json() as { Campaign?: { CampaignId: number }[] }).Campaign ?? []).map((c) => c.CampaignId);
}
