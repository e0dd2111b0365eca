/** The tenant tree's Kysely queries for agencies, and the records of the tree; no rules here (the services decide). */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { USER_STATUS } from '../../../domain/rights';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migrations/helpers';
import { likePattern } from '../../kernel/listing';

export interface AgencyRecord {
  id: number;
  name: string;
  theme_code: string;
  time_zone: string;
  root_domain: string | null;
  created_at: number;
  mail_from_name: string | null;
  mail_from_address: string | null;
  status: number;
  updated_at: number | null;
  allowed_email_domains: string | null;
  default_spend_type: string | null;
  default_markup: number | null;
}

export interface SubAgencyRecord {
  id: number;
  agency_id: number;
  name: string;
  status: number;
  updated_at: number | null;
  allowed_email_domains: string | null;
}

export interface StationRecord {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  name: string;
  call_sign: string;
  status: number;
  updated_at: number | null;
  allowed_email_domains: string | null;
}

/** Which part of the tree a list shows: every row, or those of one sub-agency or one station. */
export type TreeFilter = { kind: 'all' } | { kind: 'subAgency'; id: number } | { kind: 'station'; id: number };

const AGENCY_COLUMNS = [
  'id',
  'name',
  'theme_code',
  'time_zone',
  'root_domain',
  'created_at',
  'mail_from_name',
  'mail_from_address',
  'status',
  'updated_at',
  'allowed_email_domains',
  'default_spend_type',
  'default_markup',
] as const;

/** Text compared by code point on both engines (PostgreSQL's collation would interleave case and punctuation). */
export function textOrder(db: Db, column: string): RawBuilder<unknown> {
  return isPostgres(db as Kysely<unknown>)
    ? sql`lower(${sql.ref(column)}) collate "C"`
    : sql`lower(${sql.ref(column)})`;
}

/** A count as the engines answer it (a string on PostgreSQL). */
export const count = (value: unknown): number => Number(value ?? 0);

/** The live users with a membership in each agency of the outer query. */
const AGENCY_USERS = sql<number>`(select count(distinct ua.user_id) from user_agencies ua
  inner join users u on u.id = ua.user_id
  where ua.agency_id = agencies.id and u.status <> ${USER_STATUS.Deleted})`;

export function findAgency(db: Db, id: number): Promise<AgencyRecord | undefined> {
  return db.selectFrom('agencies').select(AGENCY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function agencyProducts(db: Db, agencyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('agency_products')
    .select('product_code')
    .where('agency_id', '=', agencyId)
    .orderBy('product_code')
    .execute();
  return rows.map((row) => row.product_code);
}

export type AgencyCounts = {
  subAgencies: number;
  stations: number;
  advertisers: number;
  users: number;
};

/** The agency search's sortable keys and their order expressions. */
export type AgencySort = 'name' | 'id' | 'advertisers' | 'created';

/** One page of agencies (`ids` 'all' for a superuser) with their counts, and the total. */
export async function agencyPage(
  db: Db,
  ids: number[] | 'all',
  name: string,
  sort: AgencySort,
  desc: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: (AgencyRecord & { counts: AgencyCounts })[]; total: number }> {
  let query = db.selectFrom('agencies');
  if (ids !== 'all') query = query.where('agencies.id', 'in', ids.length ? ids : [-1]);
  if (name) query = query.where(sql<boolean>`lower(agencies.name) like ${likePattern(name)} escape '\\'`);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const dir = desc ? 'desc' : 'asc';
  const rows = await query
    .select(AGENCY_COLUMNS.map((column) => `agencies.${column}` as const))
    .select((eb) => [
      eb
        .selectFrom('sub_agencies')
        .select(eb.fn.countAll().as('n'))
        .whereRef('sub_agencies.agency_id', '=', 'agencies.id')
        .as('sub_count'),
      eb
        .selectFrom('stations')
        .select(eb.fn.countAll().as('n'))
        .whereRef('stations.agency_id', '=', 'agencies.id')
        .as('station_count'),
      eb
        .selectFrom('advertisers')
        .select(eb.fn.countAll().as('n'))
        .whereRef('advertisers.agency_id', '=', 'agencies.id')
        .as('advertiser_count'),
      AGENCY_USERS.as('user_count'),
    ])
    .orderBy(
      sort === 'name'
        ? textOrder(db, 'agencies.name')
        : sort === 'id'
          ? sql.ref('agencies.id')
          : sort === 'advertisers'
            ? sql.ref('advertiser_count')
            : sql.ref('agencies.created_at'),
      dir,
    )
    .orderBy('agencies.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(total),
    rows: rows.map(({ sub_count, station_count, advertiser_count, user_count, ...agency }) => ({
      ...agency,
      counts: {
        subAgencies: count(sub_count),
        stations: count(station_count),
        advertisers: count(advertiser_count),
        users: count(user_count),
      },
    })),
  };
}

export async function agencyCounts(db: Db, agencyId: number): Promise<AgencyCounts & { groups: number }> {
  const [subAgencies, stations, advertisers, users, accessGroups, advertiserGroups] = await Promise.all([
    countRows(db, 'sub_agencies', agencyId),
    countRows(db, 'stations', agencyId),
    countRows(db, 'advertisers', agencyId),
    db
      .selectFrom('user_agencies')
      .innerJoin('users', 'users.id', 'user_agencies.user_id')
      .select(sql<number>`count(distinct user_agencies.user_id)`.as('n'))
      .where('user_agencies.agency_id', '=', agencyId)
      .where('users.status', '<>', USER_STATUS.Deleted)
      .executeTakeFirstOrThrow(),
    countRows(db, 'access_groups', agencyId),
    countRows(db, 'advertiser_groups', agencyId),
  ]);
  return {
    subAgencies,
    stations,
    advertisers,
    users: count(users.n),
    groups: accessGroups + advertiserGroups,
  };
}

async function countRows(
  db: Db,
  table: 'sub_agencies' | 'stations' | 'advertisers' | 'access_groups' | 'advertiser_groups',
  agencyId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('agency_id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return count(row.n);
}

/** The next id of a tenant table (ids are not auto-numbered there). */
const AUDIT_TYPE = { agencies: 'agency', sub_agencies: 'subAgency', stations: 'station' } as const;

/**
 * The next id of a table: after the largest in it and the largest the audit log ever named, so the id of a deleted
 * object is never given again (its links, shares and history keep meaning that object).
 */
export async function nextId(db: Db, table: 'agencies' | 'sub_agencies' | 'stations'): Promise<number> {
  const [row, audited] = await Promise.all([
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('top'))
      .executeTakeFirst(),
    db
      .selectFrom('audit_log')
      .select(sql<number | string | null>`max(cast(object_id as integer))`.as('top'))
      .where('area', '=', 'tenants')
      .where('object_type', '=', AUDIT_TYPE[table])
      .executeTakeFirst(),
  ]);
  return Math.max(count(row?.top), count(audited?.top)) + 1;
}

export async function themeExists(db: Db, code: string): Promise<boolean> {
  return !!(await db.selectFrom('themes').select('code').where('code', '=', code).executeTakeFirst());
}

/** The codes of `codes` the products table does not know. */
export async function unknownProducts(db: Db, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = await db.selectFrom('products').select('code').where('code', 'in', codes).execute();
  const found = new Set(known.map((row) => row.code));
  return codes.filter((code) => !found.has(code));
}

export async function rootDomainOwner(db: Db, domain: string, except: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('agencies')
    .select('id')
    .where(sql<boolean>`lower(root_domain) = ${domain.toLowerCase()}`)
    .where('id', '<>', except)
    .executeTakeFirst();
  return row?.id;
}

export async function replaceAgencyProducts(db: Db, agencyId: number, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('agency_products').where('agency_id', '=', agencyId).execute();
  if (codes.length)
    await db
      .insertInto('agency_products')
      .values(codes.map((product_code) => ({ agency_id: agencyId, product_code })))
      .execute();
}

/**
 * Removes an agency and the rows that only describe it (its products, disabled modules, share links, and the
 * memberships and rights of deleted users: live users block the delete).
 */
export async function deleteAgencyRows(db: Db, agencyId: number): Promise<void> {
  await db.deleteFrom('user_agency_rights').where('agency_id', '=', agencyId).execute();
  await db.deleteFrom('user_agencies').where('agency_id', '=', agencyId).execute();
  await db.deleteFrom('agency_products').where('agency_id', '=', agencyId).execute();
  await db.deleteFrom('agency_disabled_modules').where('agency_id', '=', agencyId).execute();
  await db.deleteFrom('share_links').where('agency_id', '=', agencyId).execute();
  await db.deleteFrom('agencies').where('id', '=', agencyId).execute();
}
