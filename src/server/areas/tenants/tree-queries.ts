/** The tenant tree's Kysely queries for sub-agencies and stations; no rules here (the services decide). */
import { sql } from 'kysely';
import { USER_STATUS } from '../../../domain/rights';
import { ALL_ROWS, NO_ROWS } from '../../db/conditions';
import type { Db } from '../../db/database';
import { likePattern } from '../../kernel/listing';
import { count, textOrder, type StationRecord, type SubAgencyRecord, type TreeFilter } from './queries';

const SUB_AGENCY_COLUMNS = ['id', 'agency_id', 'name', 'status', 'updated_at', 'allowed_email_domains'] as const;
const STATION_COLUMNS = [
  'stations.id',
  'stations.agency_id',
  'stations.sub_agency_id',
  'stations.name',
  'stations.call_sign',
  'stations.status',
  'stations.updated_at',
  'stations.allowed_email_domains',
] as const;

export function findSubAgency(db: Db, id: number): Promise<SubAgencyRecord | undefined> {
  return db.selectFrom('sub_agencies').select(SUB_AGENCY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function subAgenciesOf(db: Db, agencyId: number): Promise<SubAgencyRecord[]> {
  return db.selectFrom('sub_agencies').select(SUB_AGENCY_COLUMNS).where('agency_id', '=', agencyId).execute();
}

export type SubAgencySort = 'name' | 'id';

/** One page of an agency's sub-agencies in the filter, by name or id, and the total. */
export async function subAgencyPage(
  db: Db,
  agencyId: number,
  filter: TreeFilter,
  name: string,
  sort: SubAgencySort,
  desc: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: SubAgencyRecord[]; total: number }> {
  let query = db.selectFrom('sub_agencies').where('sub_agencies.agency_id', '=', agencyId);
  if (filter.kind === 'subAgency') query = query.where('sub_agencies.id', '=', filter.id);
  if (filter.kind === 'station')
    query = query.where('sub_agencies.id', 'in', (eb) =>
      eb.selectFrom('stations').select('stations.sub_agency_id').where('stations.id', '=', filter.id),
    );
  if (name) query = query.where(sql<boolean>`lower(sub_agencies.name) like ${likePattern(name)} escape '\\'`);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const dir = desc ? 'desc' : 'asc';
  const rows = await query
    .select(SUB_AGENCY_COLUMNS.map((column) => `sub_agencies.${column}` as const))
    .orderBy(sort === 'name' ? textOrder(db, 'sub_agencies.name') : sql.ref('sub_agencies.id'), dir)
    .orderBy('sub_agencies.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

/** Per sub-agency: its stations, advertisers and users. */
export async function subAgencyCounts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { stations: number; advertisers: number; users: number }>> {
  const result = new Map(ids.map((id) => [id, { stations: 0, advertisers: 0, users: 0 }]));
  if (ids.length === 0) return result;
  const [stations, advertisers, users] = await Promise.all([
    groupCount(db, 'stations', 'sub_agency_id', ids),
    groupCount(db, 'advertisers', 'sub_agency_id', ids),
    userCount(db, 'sub_agency_id', ids),
  ]);
  for (const [id, counts] of result) {
    counts.stations = stations.get(id) ?? 0;
    counts.advertisers = advertisers.get(id) ?? 0;
    counts.users = users.get(id) ?? 0;
  }
  return result;
}

async function groupCount(
  db: Db,
  table: 'stations' | 'advertisers',
  column: 'sub_agency_id' | 'station_id',
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(table)
    .select([sql<number>`${sql.ref(column)}`.as('key'), (eb) => eb.fn.countAll().as('n')])
    .where(sql<boolean>`${sql.ref(column)} in (${sql.join([...ids])})`)
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [Number(row.key), count(row.n)]));
}

async function userCount(
  db: Db,
  column: 'sub_agency_id' | 'station_id',
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .select([
      sql<number>`${sql.ref(`user_agencies.${column}`)}`.as('key'),
      sql<number>`count(distinct user_agencies.user_id)`.as('n'),
    ])
    .where(`user_agencies.${column}`, 'in', ids)
    .where('users.status', '<>', USER_STATUS.Deleted)
    .groupBy(`user_agencies.${column}`)
    .execute();
  return new Map(rows.map((row) => [Number(row.key), count(row.n)]));
}

export async function insertSubAgency(db: Db, row: SubAgencyRecord): Promise<void> {
  await db.insertInto('sub_agencies').values(row).execute();
}

export async function updateSubAgency(db: Db, id: number, change: Partial<SubAgencyRecord>): Promise<void> {
  await db.updateTable('sub_agencies').set(change).where('id', '=', id).execute();
}

export type StationRow = StationRecord & { sub_agency_name: string | null };

export function findStation(db: Db, id: number): Promise<StationRow | undefined> {
  return stationQuery(db).where('stations.id', '=', id).executeTakeFirst();
}

function stationQuery(db: Db) {
  return db
    .selectFrom('stations')
    .leftJoin('sub_agencies', 'sub_agencies.id', 'stations.sub_agency_id')
    .select([...STATION_COLUMNS, 'sub_agencies.name as sub_agency_name']);
}

/** The stations of some sub-agencies (and, with `filter`, only the one a station user sees). */
export function stationsOf(db: Db, subAgencyIds: readonly number[], filter: TreeFilter): Promise<StationRow[]> {
  if (subAgencyIds.length === 0) return Promise.resolve([]);
  let query = stationQuery(db).where('stations.sub_agency_id', 'in', subAgencyIds);
  if (filter.kind === 'station') query = query.where('stations.id', '=', filter.id);
  return query.orderBy(textOrder(db, 'stations.name')).orderBy('stations.id').execute();
}

/** The stations of an agency, for the agency's answer. */
export function agencyStations(db: Db, agencyId: number): Promise<StationRow[]> {
  return stationQuery(db)
    .where('stations.agency_id', '=', agencyId)
    .orderBy(textOrder(db, 'stations.name'))
    .orderBy('stations.id')
    .execute();
}

export type StationSort = 'name' | 'callSign' | 'advertisers';

/** One page of an agency's stations (`subAgency` null: those without one) and the total. */
export async function stationPage(
  db: Db,
  agencyId: number,
  filter: TreeFilter,
  subAgency: number | null | undefined,
  search: string,
  sort: StationSort,
  desc: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: StationRow[]; total: number }> {
  let query = db
    .selectFrom('stations')
    .leftJoin('sub_agencies', 'sub_agencies.id', 'stations.sub_agency_id')
    .where('stations.agency_id', '=', agencyId)
    .where(
      filter.kind === 'all'
        ? ALL_ROWS
        : filter.kind === 'subAgency'
          ? sql<boolean>`stations.sub_agency_id = ${filter.id}`
          : filter.kind === 'station'
            ? sql<boolean>`stations.id = ${filter.id}`
            : NO_ROWS,
    );
  if (subAgency === null) query = query.where('stations.sub_agency_id', 'is', null);
  else if (subAgency !== undefined) query = query.where('stations.sub_agency_id', '=', subAgency);
  if (search) {
    const pattern = likePattern(search);
    query = query.where(
      sql<boolean>`(lower(stations.name) like ${pattern} escape '\\' or lower(stations.call_sign) like ${pattern} escape '\\')`,
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const dir = desc ? 'desc' : 'asc';
  const rows = await query
    .select([...STATION_COLUMNS, 'sub_agencies.name as sub_agency_name'])
    .select((eb) =>
      eb
        .selectFrom('advertisers')
        .select(eb.fn.countAll().as('n'))
        .whereRef('advertisers.station_id', '=', 'stations.id')
        .as('advertiser_count'),
    )
    .orderBy(
      sort === 'name'
        ? textOrder(db, 'stations.name')
        : sort === 'callSign'
          ? textOrder(db, 'stations.call_sign')
          : sql.ref('advertiser_count'),
      dir,
    )
    .orderBy('stations.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(({ advertiser_count: _count, ...row }) => row), total: Number(total) };
}

/** Per station: its advertisers and users. */
export async function stationCounts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { advertisers: number; users: number }>> {
  const result = new Map(ids.map((id) => [id, { advertisers: 0, users: 0 }]));
  if (ids.length === 0) return result;
  const [advertisers, users] = await Promise.all([
    groupCount(db, 'advertisers', 'station_id', ids),
    userCount(db, 'station_id', ids),
  ]);
  for (const [id, counts] of result) {
    counts.advertisers = advertisers.get(id) ?? 0;
    counts.users = users.get(id) ?? 0;
  }
  return result;
}

export async function insertStation(db: Db, row: StationRecord): Promise<void> {
  await db.insertInto('stations').values(row).execute();
}

/** Changes a station; a new sub-agency carries over to the station's advertisers and members. */
export async function updateStation(db: Db, id: number, change: Partial<StationRecord>): Promise<void> {
  await db.updateTable('stations').set(change).where('id', '=', id).execute();
  if (change.sub_agency_id !== undefined) {
    const sub_agency_id = change.sub_agency_id;
    await db.updateTable('advertisers').set({ sub_agency_id }).where('station_id', '=', id).execute();
    await db.updateTable('user_agencies').set({ sub_agency_id }).where('station_id', '=', id).execute();
  }
}

/** Removes a sub-agency; only deleted users can still name it (live ones block the delete), and they let go. */
export async function deleteSubAgency(db: Db, id: number): Promise<void> {
  await db.updateTable('user_agencies').set({ sub_agency_id: null }).where('sub_agency_id', '=', id).execute();
  await db.deleteFrom('sub_agencies').where('id', '=', id).execute();
}

/** Removes a station; only deleted users can still name it (live ones block the delete), and they let go. */
export async function deleteStation(db: Db, id: number): Promise<void> {
  await db.updateTable('user_agencies').set({ station_id: null }).where('station_id', '=', id).execute();
  await db.deleteFrom('stations').where('id', '=', id).execute();
}
