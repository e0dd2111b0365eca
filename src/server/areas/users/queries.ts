/** The users area's Kysely queries; no rules here (service.ts decides). Every read leaves deleted users out. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { USER_STATUS } from '../../../domain/rights';
import { ALL_ROWS, NO_ROWS } from '../../db/conditions';
import { isPostgres } from '../../db/migrations/helpers';
import type { Database } from '../../db/schema';
import { likePattern, type ListWindow } from '../../kernel/listing';
import type { UserSort } from './schemas';

type Executor = Kysely<Database>;

/** A stored user, without its password hash. */
export interface UserRecord {
  id: number;
  email: string;
  full_name: string;
  is_superuser: number;
  status: number;
  created_at: number;
  last_login_at: number | null;
}

/** One membership with the names the rows show. */
export interface MembershipRecord {
  user_id: number;
  agency_id: number;
  agency_name: string;
  sub_agency_id: number | null;
  sub_agency_name: string | null;
  station_id: number | null;
  station_name: string | null;
  /** ISO-8601 UTC end of the membership (access area), or null. */
  expires_at: string | null;
}

/** Whose users a caller sees: the agencies it manages, and whether superusers are listed. */
export interface UserScope {
  agencies: number[] | 'all';
  superusers: boolean;
}

/** The list's filters (issue 21 §2). */
export interface UserFilters {
  role?: string;
  status?: 'active' | 'deactivated';
  agencyId?: number;
  subAgencyId?: number;
  stationId?: number;
}

const COLUMNS = ['id', 'email', 'full_name', 'is_superuser', 'status', 'created_at', 'last_login_at'] as const;

type UsersExpr = ExpressionBuilder<Database, 'users'>;

/** A user in the scope: not deleted, a member of a managed agency, a superuser only for superusers. */
function inScope(scope: UserScope) {
  return (eb: UsersExpr) => {
    const conditions = [eb('users.status', '!=', USER_STATUS.Deleted)];
    if (!scope.superusers) conditions.push(eb('users.is_superuser', '=', 0));
    if (scope.agencies !== 'all') {
      if (scope.agencies.length === 0) return NO_ROWS;
      conditions.push(memberOf(eb, { agencyIds: scope.agencies }));
    }
    return eb.and(conditions);
  };
}

/** The user has a membership matching all the given parts. */
function memberOf(
  eb: UsersExpr,
  where: { agencyIds?: number[]; agencyId?: number; subAgencyId?: number; stationId?: number },
) {
  let sub = eb
    .selectFrom('user_agencies')
    .select('user_agencies.user_id')
    .whereRef('user_agencies.user_id', '=', 'users.id');
  if (where.agencyIds) sub = sub.where('user_agencies.agency_id', 'in', where.agencyIds);
  if (where.agencyId !== undefined) sub = sub.where('user_agencies.agency_id', '=', where.agencyId);
  if (where.subAgencyId !== undefined) sub = sub.where('user_agencies.sub_agency_id', '=', where.subAgencyId);
  if (where.stationId !== undefined) sub = sub.where('user_agencies.station_id', '=', where.stationId);
  return eb.exists(sub);
}

/** The search and filters; a membership filter counts only memberships in the scope's agencies. */
function matching(scope: UserScope, search: string, filters: UserFilters) {
  return (eb: UsersExpr) => {
    const conditions = [];
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        eb.or([
          sql<boolean>`lower(users.full_name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(users.email) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (filters.role !== undefined)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role_code', '=', filters.role),
        ),
      );
    if (filters.status)
      conditions.push(
        eb('users.status', '=', filters.status === 'active' ? USER_STATUS.Active : USER_STATUS.Deactivated),
      );
    if (filters.agencyId !== undefined || filters.subAgencyId !== undefined || filters.stationId !== undefined)
      conditions.push(memberOf(eb, { ...filters, ...(scope.agencies === 'all' ? {} : { agencyIds: scope.agencies }) }));
    return conditions.length ? eb.and(conditions) : ALL_ROWS;
  };
}

/** The order of a sort: names case-insensitive by code point on both engines; never signed in sorts oldest. */
function orderOf(db: Executor, sort: UserSort) {
  const text = (expression: ReturnType<typeof sql>) =>
    isPostgres(db as Kysely<unknown>) ? sql`${expression} collate "C"` : expression;
  switch (sort) {
    case 'name':
      return text(sql`lower(users.full_name)`);
    case 'email':
      return text(sql`lower(users.email)`);
    case 'status':
      return sql`users.status`;
    case 'lastLogin':
      return sql`coalesce(users.last_login_at, 0)`;
    case 'created':
      return sql`users.created_at`;
  }
}

/** One page of the users in `scope` matching the search and filters, and their total. */
export async function userPage(
  db: Executor,
  scope: UserScope,
  window: ListWindow<UserSort>,
  filters: UserFilters,
): Promise<{ rows: UserRecord[]; total: number }> {
  const query = db
    .selectFrom('users')
    .where(inScope(scope))
    .where(matching(scope, window.search, filters));
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(COLUMNS.map((column) => `users.${column}` as const))
    .orderBy(orderOf(db, window.sort), window.dir)
    .orderBy('users.id', 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** One user in `scope`, or undefined (absent, deleted, or outside it). */
export function findUser(db: Executor, scope: UserScope, id: number): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS.map((column) => `users.${column}` as const))
    .where('users.id', '=', id)
    .where(inScope(scope))
    .executeTakeFirst();
}

/** The role codes of each user, in the order of the selectable roles' codes. */
export async function rolesOf(db: Executor, userIds: number[]): Promise<Map<number, string[]>> {
  const roles = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role_code'])
    .where('user_id', 'in', userIds)
    .orderBy('role_code')
    .execute();
  for (const row of rows) roles.get(row.user_id)?.push(row.role_code);
  return roles;
}

/** Every membership of each user, in membership order, with agency, sub-agency and station names. */
export async function membershipsOf(db: Executor, userIds: number[]): Promise<Map<number, MembershipRecord[]>> {
  const memberships = new Map<number, MembershipRecord[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return memberships;
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
    .leftJoin('sub_agencies', 'sub_agencies.id', 'user_agencies.sub_agency_id')
    .leftJoin('stations', 'stations.id', 'user_agencies.station_id')
    .select([
      'user_agencies.user_id',
      'user_agencies.agency_id',
      'agencies.name as agency_name',
      'user_agencies.sub_agency_id',
      'sub_agencies.name as sub_agency_name',
      'user_agencies.station_id',
      'stations.name as station_name',
      'user_agencies.expires_at',
    ])
    .where('user_agencies.user_id', 'in', userIds)
    .orderBy('user_agencies.position')
    .orderBy('user_agencies.agency_id')
    .execute();
  for (const row of rows) memberships.get(row.user_id)?.push(row);
  return memberships;
}

/** The user holding an e-mail address, whatever its status (deleted users keep theirs). */
export function userWithEmail(db: Executor, email: string): Promise<{ id: number; status: number } | undefined> {
  return db.selectFrom('users').select(['id', 'status']).where('email', '=', email).executeTakeFirst();
}

/** Whether a sub-agency belongs to the agency. */
export async function subAgencyIn(db: Executor, agencyId: number, subAgencyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sub_agencies')
    .select('id')
    .where('id', '=', subAgencyId)
    .where('agency_id', '=', agencyId)
    .executeTakeFirst();
  return !!row;
}

/** Whether a station belongs to the agency (and to the sub-agency, when one is given). */
export async function stationIn(
  db: Executor,
  agencyId: number,
  subAgencyId: number | null,
  stationId: number,
): Promise<boolean> {
  let query = db.selectFrom('stations').select('id').where('id', '=', stationId).where('agency_id', '=', agencyId);
  if (subAgencyId !== null) query = query.where('sub_agency_id', '=', subAgencyId);
  return !!(await query.executeTakeFirst());
}

export async function agencyExists(db: Executor, agencyId: number): Promise<boolean> {
  return !!(await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst());
}

/** A new user, member of one agency, with its roles; undefined when the e-mail is taken (a concurrent create). */
export async function insertUser(
  db: Executor,
  user: Omit<UserRecord, 'id' | 'last_login_at'> & { password_hash: string },
  membership: { agency_id: number; sub_agency_id: number | null; station_id: number | null },
  roles: readonly string[],
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('users')
    .values({ ...user, last_login_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const id = Number(inserted.id);
  await db
    .insertInto('user_agencies')
    .values({ user_id: id, ...membership, position: 0 })
    .execute();
  if (roles.length)
    await db
      .insertInto('user_roles')
      .values(roles.map((role_code) => ({ user_id: id, role_code })))
      .execute();
  return id;
}

export async function updateProfile(
  db: Executor,
  id: number,
  profile: { email: string; full_name: string },
): Promise<void> {
  await db.updateTable('users').set(profile).where('id', '=', id).execute();
}

export async function setStatus(db: Executor, id: number, status: number): Promise<void> {
  await db.updateTable('users').set({ status }).where('id', '=', id).execute();
}

/** The users of one agency for get-user-by-tenancy (001 §7): by name, at most `limit`, and their total. */
export async function agencyUsers(
  db: Executor,
  scope: UserScope,
  agencyId: number,
  limit: number,
  search: string,
): Promise<{ rows: UserRecord[]; total: number }> {
  return userPage(db, scope, { limit, offset: 0, sort: 'name', dir: 'asc', search }, { agencyId });
}
