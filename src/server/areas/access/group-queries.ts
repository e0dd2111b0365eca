/** Kysely queries of access groups and advertiser groups; no rules here (access-group-service.ts and advertiser-group-service.ts decide). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern, type ListWindow } from '../../kernel/listing';
import type { GroupSort } from './schemas';

type Executor = Kysely<Database>;
type GroupTable = 'access_groups' | 'advertiser_groups';

/** A group row with its agency's name. */
export interface GroupRecord {
  id: number;
  agencyId: number;
  agencyName: string;
  name: string;
  updatedAt: string;
}

/** The group table under the alias `g` (both group tables have the same columns). */
const aliased = (table: GroupTable) => `${table} as g` as 'access_groups as g';

const GROUP_COLUMNS = [
  'g.id as id',
  'agencies.id as agencyId',
  'agencies.name as agencyName',
  'g.name as name',
  'g.updated_at as updatedAt',
] as const;

/** One page of groups of `agencyIds` ('all' for a superuser), searched by name. */
export async function groupPage(
  db: Executor,
  table: GroupTable,
  agencyIds: number[] | 'all',
  window: ListWindow<GroupSort>,
): Promise<{ rows: GroupRecord[]; total: number }> {
  if (agencyIds !== 'all' && agencyIds.length === 0) return { rows: [], total: 0 };
  let query = db.selectFrom(aliased(table)).innerJoin('agencies', 'agencies.id', 'g.agency_id');
  if (agencyIds !== 'all') query = query.where('agencies.id', 'in', agencyIds);
  if (window.search) query = query.where(sql<boolean>`lower(g.name) like ${likePattern(window.search)} escape '\\'`);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(GROUP_COLUMNS)
    .orderBy(window.sort === 'name' ? 'g.name' : 'g.updated_at', window.dir)
    .orderBy('g.id', 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(total) };
}

/** One group by id, or undefined. */
export async function findGroup(db: Executor, table: GroupTable, id: number): Promise<GroupRecord | undefined> {
  const row = await db
    .selectFrom(aliased(table))
    .innerJoin('agencies', 'agencies.id', 'g.agency_id')
    .select(GROUP_COLUMNS)
    .where('g.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Whether another group of the agency has this name (case-insensitive). */
export async function nameTaken(
  db: Executor,
  table: GroupTable,
  agencyId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom(table as 'access_groups')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function insertGroup(
  db: Executor,
  table: GroupTable,
  values: { agency_id: number; name: string; at: string; by: string },
): Promise<number> {
  const row = await db
    .insertInto(table as 'access_groups')
    .values({
      agency_id: values.agency_id,
      name: values.name,
      created_at: values.at,
      updated_at: values.at,
      updated_by: values.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function renameGroup(
  db: Executor,
  table: GroupTable,
  id: number,
  values: { name: string; at: string; by: string },
): Promise<void> {
  await db
    .updateTable(table as 'access_groups')
    .set({ name: values.name, updated_at: values.at, updated_by: values.by })
    .where('id', '=', id)
    .execute();
}

/** The rights of access groups, by group. */
export async function accessGroupRights(db: Executor, groupIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  const rows = await db
    .selectFrom('access_group_rights')
    .select(['group_id', 'right_code'])
    .where('group_id', 'in', [...groupIds])
    .orderBy('right_code')
    .execute();
  for (const row of rows) map.get(row.group_id)?.push(row.right_code);
  return map;
}

/** How many members each group has. */
export async function memberCounts(
  db: Executor,
  table: 'access_group_members' | 'advertiser_group_members',
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  const map = new Map<number, number>(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return map;
  const rows = await db
    .selectFrom(table)
    .select(['group_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('group_id', 'in', [...groupIds])
    .groupBy('group_id')
    .execute();
  for (const row of rows) map.set(row.group_id, Number(row.n));
  return map;
}

/** The members of an access group, by name. */
export function accessGroupMembers(db: Executor, groupId: number) {
  return db
    .selectFrom('access_group_members')
    .innerJoin('users', 'users.id', 'access_group_members.user_id')
    .select(['users.id as userId', 'users.email', 'users.full_name as fullName'])
    .where('access_group_members.group_id', '=', groupId)
    .orderBy('users.full_name')
    .orderBy('users.id')
    .execute();
}

/** The advertisers of an advertiser group, by name. */
export function advertiserGroupAdvertisers(db: Executor, groupId: number) {
  return db
    .selectFrom('advertiser_group_members')
    .innerJoin('advertisers', 'advertisers.id', 'advertiser_group_members.advertiser_id')
    .select(['advertisers.id as advertiserId', 'advertisers.name'])
    .where('advertiser_group_members.group_id', '=', groupId)
    .orderBy('advertisers.name')
    .orderBy('advertisers.id')
    .execute();
}

/** Replaces an access group's rights. */
export async function setAccessGroupRights(db: Executor, groupId: number, rights: readonly string[]): Promise<void> {
  await db.deleteFrom('access_group_rights').where('group_id', '=', groupId).execute();
  if (rights.length)
    await db
      .insertInto('access_group_rights')
      .values(rights.map((right_code) => ({ group_id: groupId, right_code })))
      .execute();
}

/** Replaces an access group's members. */
export async function setAccessGroupMembers(db: Executor, groupId: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('access_group_members').where('group_id', '=', groupId).execute();
  if (userIds.length)
    await db
      .insertInto('access_group_members')
      .values(userIds.map((user_id) => ({ group_id: groupId, user_id })))
      .execute();
}

/** Replaces an advertiser group's advertisers. */
export async function setGroupAdvertisers(
  db: Executor,
  groupId: number,
  advertiserIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('advertiser_group_members').where('group_id', '=', groupId).execute();
  if (advertiserIds.length)
    await db
      .insertInto('advertiser_group_members')
      .values(advertiserIds.map((advertiser_id) => ({ group_id: groupId, advertiser_id })))
      .execute();
}

/** Removes an access group with its rights and memberships. */
export async function deleteAccessGroup(db: Executor, groupId: number): Promise<void> {
  await db.deleteFrom('access_group_members').where('group_id', '=', groupId).execute();
  await db.deleteFrom('access_group_rights').where('group_id', '=', groupId).execute();
  await db.deleteFrom('access_groups').where('id', '=', groupId).execute();
}

/** Removes an advertiser group with its advertisers and the grants of it. */
export async function deleteAdvertiserGroup(db: Executor, groupId: number): Promise<void> {
  await db.deleteFrom('user_advertiser_groups').where('group_id', '=', groupId).execute();
  await db.deleteFrom('advertiser_group_members').where('group_id', '=', groupId).execute();
  await db.deleteFrom('advertiser_groups').where('id', '=', groupId).execute();
}

/** The users of `userIds` that have a membership row in the agency (others are outside it). */
export async function usersInAgency(db: Executor, agencyId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .select('users.id')
    .where('user_agencies.agency_id', '=', agencyId)
    .where('users.status', '!=', 0)
    .where('users.id', 'in', [...userIds])
    .execute();
  return rows.map((r) => r.id);
}
