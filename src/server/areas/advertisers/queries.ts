/** The advertiser area's Kysely reads and writes; no rules here (the services decide). */
import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { DEMO_ADVERTISER_ID } from '../../../domain/constants';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { readCampaigns } from '../../kernel/campaigns';
import { visibleAdvertisers, type Scope } from '../../kernel/tenancy';
import { clientFilter, type ClientFilters } from './client-filters';
import type { ClientRecord, Dependents, InfoRecord } from './rows';
import type { ClientSort } from './schemas';

/** A page's window and order. */
export interface Window<K extends string> {
  limit: number;
  offset: number;
  sort: K;
  desc: boolean;
}

const CLIENT_COLUMNS = [
  'advertisers.id',
  'advertisers.name',
  'advertisers.industry',
  'advertisers.agency_id',
  'advertisers.sub_agency_id',
  'advertisers.station_id',
  'advertisers.logo_url',
  'agencies.name as agency_name',
  'agencies.theme_code',
  'sub_agencies.name as sub_agency_name',
  'stations.name as station_name',
  'advertisers.status',
] as const;

const INFO_COLUMNS = [
  ...CLIENT_COLUMNS,
  'advertisers.address',
  'advertisers.city',
  'advertisers.state',
  'advertisers.zip',
  'advertisers.website',
  'advertisers.phone',
  'advertisers.spend_type',
  'advertisers.markup',
  'advertisers.created_at',
  'advertisers.updated_at',
] as const;

const CLIENT_ORDER = {
  name: 'advertisers.name',
  id: 'advertisers.id',
  industry: 'advertisers.industry',
  agency: 'agencies.name',
  status: 'advertisers.status',
} as const satisfies Record<ClientSort, string>;

type Advertisers = SelectQueryBuilder<Database, 'advertisers', object>;

/** Advertisers with their agency, sub-agency and station. */
function joined(query: Advertisers) {
  return query
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .leftJoin('sub_agencies', 'sub_agencies.id', 'advertisers.sub_agency_id')
    .leftJoin('stations', 'stations.id', 'advertisers.station_id');
}

/** One page of the client search within the caller's scope, and its total. */
export async function clientPage(
  db: Db,
  scope: Scope,
  user: SessionUser,
  filters: ClientFilters,
  window: Window<ClientSort>,
): Promise<{ rows: ClientRecord[]; total: number }> {
  const base = visibleAdvertisers(db, scope, user).where(clientFilter(filters));
  const [rows, total] = await Promise.all([
    joined(base)
      .select(CLIENT_COLUMNS)
      .orderBy(CLIENT_ORDER[window.sort], window.desc ? 'desc' : 'asc')
      .orderBy('advertisers.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The advertisers of one agency the caller may see, by name. */
export function agencyClients(db: Db, scope: Scope, user: SessionUser, agencyId: number): Promise<ClientRecord[]> {
  return joined(visibleAdvertisers(db, scope, user).where('advertisers.agency_id', '=', agencyId))
    .select(CLIENT_COLUMNS)
    .orderBy('advertisers.name')
    .orderBy('advertisers.id')
    .execute();
}

/** One advertiser with its details, if the scope shows it. */
export function findAdvertiser(db: Db, scope: Scope, user: SessionUser, id: number): Promise<InfoRecord | undefined> {
  return joined(visibleAdvertisers(db, scope, user).where('advertisers.id', '=', id))
    .select(INFO_COLUMNS)
    .executeTakeFirst();
}

/** One advertiser with its details, whoever asks (after a write, and for reverts). */
export function advertiserById(db: Db, id: number): Promise<InfoRecord | undefined> {
  return joined(db.selectFrom('advertisers').where('advertisers.id', '=', id))
    .select(INFO_COLUMNS)
    .executeTakeFirst();
}

/** getAdvertiserInfo's `stations`: the advertiser's station. */
export function stationsById(db: Db, id: number): Promise<{ id: number; name: string; call_sign: string }[]> {
  return db.selectFrom('stations').select(['id', 'name', 'call_sign']).where('id', '=', id).execute();
}

/** getAdvertiserInfo's `subagencies`: the advertiser's sub-agency. */
export function subAgenciesById(db: Db, id: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('sub_agencies').select(['id', 'name']).where('id', '=', id).execute();
}

/** Campaign counts per advertiser (absent: none). */
export async function campaignCounts(db: Db, advertiserIds: readonly number[]): Promise<Map<number, number>> {
  if (advertiserIds.length === 0) return new Map();
  const rows = await readCampaigns(db)
    .select((eb) => ['campaigns.advertiser_id', eb.fn.countAll<string>().as('n')])
    .where('campaigns.advertiser_id', 'in', advertiserIds)
    .groupBy('campaigns.advertiser_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.advertiser_id), Number(row.n)]));
}

/** An agency, sub-agency or station as a placement check needs it. */
export interface TenantRow {
  id: number;
  agency_id: number;
  name: string;
  status: number;
  sub_agency_id: number | null;
}

export function agencyRow(db: Db, id: number): Promise<TenantRow | undefined> {
  return db
    .selectFrom('agencies')
    .select(['id', 'id as agency_id', 'name', 'status', sql<null>`null`.as('sub_agency_id')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function subAgencyRow(db: Db, id: number): Promise<TenantRow | undefined> {
  return db
    .selectFrom('sub_agencies')
    .select(['id', 'agency_id', 'name', 'status', sql<null>`null`.as('sub_agency_id')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function stationRow(db: Db, id: number): Promise<TenantRow | undefined> {
  return db
    .selectFrom('stations')
    .select(['id', 'agency_id', 'name', 'status', 'sub_agency_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The agency's spend defaults for a new advertiser. */
export function agencyDefaults(
  db: Db,
  agencyId: number,
): Promise<{ default_spend_type: string | null; default_markup: number | null } | undefined> {
  return db
    .selectFrom('agencies')
    .select(['default_spend_type', 'default_markup'])
    .where('id', '=', agencyId)
    .executeTakeFirst();
}

/**
 * Advertiser ids are not auto-numbered: the next one after the largest, in the 8-digit range, and after the
 * largest the audit log ever named, so a deleted advertiser's id (in links, shares and its history) is never reused.
 * The demo advertiser's fixed id (88888888) is left out, so new advertisers keep counting from the real ones.
 */
export async function nextAdvertiserId(db: Db): Promise<number> {
  const [{ top }, audited] = await Promise.all([
    db
      .selectFrom('advertisers')
      .select((eb) => eb.fn.max('id').as('top'))
      .where('id', '!=', DEMO_ADVERTISER_ID)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select(sql<number | string | null>`max(cast(object_id as integer))`.as('top'))
      .where('area', '=', 'advertisers')
      .where('object_type', '=', 'advertiser')
      .where('object_id', '!=', String(DEMO_ADVERTISER_ID))
      .executeTakeFirst(),
  ]);
  return Math.max(Number(top ?? 0) + 1, Number(audited?.top ?? 0) + 1, FIRST_ADVERTISER_ID);
}

/** The smallest id of the 8-digit advertiser range. */
export const FIRST_ADVERTISER_ID = 10000001;

export async function insertAdvertiser(db: Db, values: Insertable<Database['advertisers']>): Promise<void> {
  await db.insertInto('advertisers').values(values).execute();
}

export async function updateAdvertiser(db: Db, id: number, values: Updateable<Database['advertisers']>): Promise<void> {
  await db.updateTable('advertisers').set(values).where('id', '=', id).execute();
}

/** What still depends on an advertiser (contacts do not: they go with it). */
export async function dependentsOf(db: Db, id: number): Promise<Dependents> {
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const [campaigns, orders, userGrants, groupMemberships] = await Promise.all([
    count(
      readCampaigns(db)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('campaigns.advertiser_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('advertiser_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('user_advertisers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('advertiser_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('advertiser_group_members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('advertiser_id', '=', id)
        .executeTakeFirst(),
    ),
  ]);
  return { campaigns, orders, userGrants, groupMemberships };
}

/** Removes an advertiser and its contacts. */
export async function deleteAdvertiser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('advertiser_contacts').where('advertiser_id', '=', id).execute();
  await db.deleteFrom('advertisers').where('id', '=', id).execute();
}
