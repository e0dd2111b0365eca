import { RIGHTS_CACHE_S, SHARED_GUEST, USER_CACHE_S } from '../../domain/constants';
import { RIGHTS, USER_STATUS } from '../../domain/rights';
import type { AvailableAgency, SessionUser } from '../../domain/user';
import type { Db } from '../db/database';
import { TtlCache } from '../services/ttl-cache';
import type { Grant } from './grants';
import { earliest, timedScopeOf, type Scope, type TimedScope } from '../kernel/tenancy';
import { currentUsersGeneration } from './users-generation';

/**
 * How long a caller's tenancy scope is reused (ms). Every data call needs it and it cost up to two queries;
 * a changed membership or advertiser grant therefore takes effect within this time (at once in the instance that
 * made the change, which clears its caches). A grant that ends by itself (`expires_at`) is never kept past its
 * end: every cached entry lives at most until the earliest end of the grants it rests on.
 */
export const SCOPE_CACHE_MS = 2_000;

/**
 * How long the users generation read from the database is trusted (ms): a change to a user made through another
 * instance reaches this one's caches within this time (through this instance: at once, `invalidate`).
 */
export const USERS_GENERATION_CHECK_MS = 1_000;

/** The agency, sub-agency and station a session works in. */
export interface ActiveScope {
  agency_id: number | null;
  sub_agency_id: number | null;
  station_id: number | null;
}

interface UserRecord {
  id: number;
  email: string;
  full_name: string;
  is_superuser: boolean;
  roles: string[];
  permissions: string[];
  agencies: AvailableAgency[];
  /** Per agency: the sub-agency or station the user is confined to, if any. */
  confinement: Map<number, { sub_agency_id: number | null; station_id: number | null }>;
  /** When the record changes by itself: the earliest end of its memberships (ms), or null. */
  until: number | null;
}

/** A user's rights in one agency and the moment they change by itself (a membership's end). */
interface AgencyRights {
  agencyRight: string[];
  products: string[];
  until: number | null;
}

/** Loads users with the spec's cache lifetimes: user 300 s, rights 60 s. */
export class SessionUserLoader {
  private readonly users: TtlCache<UserRecord | null>;
  private readonly rights: TtlCache<AgencyRights>;
  private readonly scopes: TtlCache<TimedScope>;
  /** The grant of each guest user built by `guest` (share links, export renders). */
  private readonly grants = new WeakMap<SessionUser, Grant>();

  /** The users generation the caches were filled under, and when (performance.now()) it was last read. */
  private generation = { value: 0, checkedAt: -Infinity };
  private checking: Promise<void> | null = null;
  /** Goes up each time the cached users, rights and scopes are dropped: tenancy decisions kept elsewhere key on it. */
  epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.users = new TtlCache(USER_CACHE_S * 1000, 5_000, now);
    this.rights = new TtlCache(RIGHTS_CACHE_S * 1000, 5_000, now);
    this.scopes = new TtlCache(SCOPE_CACHE_MS, 5_000, now);
  }

  /** How long an entry that changes by itself at `until` may be kept: never past that moment. */
  private readonly ttlUntil = (until: number | null | undefined): number =>
    until == null ? Number.POSITIVE_INFINITY : Math.max(0, until - this.now());

  /** Forgets every cached user, rights and scope (called after any change to users or their access). */
  clear(): void {
    this.epoch += 1;
    this.users.clear();
    this.rights.clear();
    this.scopes.clear();
  }

  /**
   * After a change to users through this instance (its transaction committed): the caches go now and the
   * generation is read again before the next cached user is served.
   */
  invalidate(): void {
    this.clear();
    this.generation.checkedAt = -Infinity;
  }

  /**
   * Drops every cached user, right and scope when the users generation moved since it was last read; reads it at
   * most once per USERS_GENERATION_CHECK_MS (concurrent callers share the read).
   */
  private async fresh(): Promise<void> {
    if (performance.now() - this.generation.checkedAt < USERS_GENERATION_CHECK_MS) return;
    this.checking ??= (async () => {
      try {
        const value = await currentUsersGeneration(this.db);
        if (value !== this.generation.value) this.clear();
        this.generation = { value, checkedAt: performance.now() };
      } finally {
        this.checking = null;
      }
    })();
    await this.checking;
  }

  /** The user's tenancy scope (`scopeOf`), reused for SCOPE_CACHE_MS per user and active agency, sub-agency and station. */
  scopeOf(user: SessionUser): Promise<Scope> {
    const grant = this.grants.get(user);
    if (grant)
      return Promise.resolve({ kind: 'advertisers', agencyId: grant.agencyId, advertiserIds: [grant.advertiserId] });
    // Everything `scopeOf` reads from the user is in the key, so two differently placed sessions never share one.
    const key = [
      user.user_id,
      user.is_superuser,
      user.active_agency_id,
      user.active_sub_agency_id,
      user.active_station_id,
      user.roles.includes('client'),
    ].join('|');
    return this.fresh()
      .then(() =>
        this.scopes.getOrLoad(
          key,
          () => timedScopeOf(this.db, user, this.now()),
          (timed) => this.ttlUntil(timed.until),
        ),
      )
      .then((timed) => timed.scope);
  }

  /**
   * The user a grant acts as: 'Shared Guest' with no rights, whose scope is the grant's one advertiser (an
   * export render reads like an advertiser user unless its requester sees agency spend; the view is the grant's).
   */
  guest(grant: Grant, themeCode: string): SessionUser {
    const user: SessionUser = {
      email: '',
      full_name: SHARED_GUEST,
      user_id: 0,
      is_superuser: false,
      // The scope below already limits a guest to one advertiser, which may be the demo one.
      permissions: [RIGHTS.SHOW_DEMO_ADVERTISER],
      AgencyRight: [],
      roles: [],
      products: [],
      portalTheme: themeCode,
      active_agency_id: grant.agencyId,
      active_sub_agency_id: null,
      active_station_id: null,
      active_agency_name: null,
      AvailableAgencies: [],
    };
    this.grants.set(user, grant);
    return user;
  }

  /** The grant a guest user acts under; undefined for signed-in users. */
  grantOf(user: SessionUser): Grant | undefined {
    return this.grants.get(user);
  }

  /** The session user, or null when the account is missing or not active. */
  async load(userId: number, requested: Partial<ActiveScope>): Promise<SessionUser | null> {
    await this.fresh();
    const record = await this.loadCachedRecord(userId);
    if (!record) return null;
    const active = resolveActiveScope(record, requested);
    const agency = record.agencies.find((a) => a.id === active.agency_id) ?? null;
    const { agencyRight, products } = await this.rights.getOrLoad(
      `${userId}:${active.agency_id ?? ''}`,
      () => this.loadRights(userId, active.agency_id),
      (rights) => this.ttlUntil(rights.until),
    );
    return {
      email: record.email,
      full_name: record.full_name,
      user_id: record.id,
      is_superuser: record.is_superuser,
      permissions: record.permissions,
      AgencyRight: agencyRight,
      roles: record.roles,
      products,
      portalTheme: agency?.theme_code ?? 'agency',
      active_agency_id: active.agency_id,
      active_sub_agency_id: active.sub_agency_id,
      active_station_id: active.station_id,
      active_agency_name: agency?.name ?? null,
      AvailableAgencies: record.agencies,
    };
  }

  /** The scope the user would work in for a request, or null when the account cannot sign in. */
  async resolveScope(userId: number, requested: Partial<ActiveScope>): Promise<ActiveScope | null> {
    await this.fresh();
    const record = await this.loadCachedRecord(userId);
    return record ? resolveActiveScope(record, requested) : null;
  }

  private loadCachedRecord(userId: number): Promise<UserRecord | null> {
    return this.users.getOrLoad(
      String(userId),
      () => this.loadRecord(userId),
      (record) => this.ttlUntil(record?.until),
    );
  }

  private async loadRecord(userId: number): Promise<UserRecord | null> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('status', '=', USER_STATUS.Active)
      .executeTakeFirst();
    if (!user) return null;
    const [roles, permissions, memberships] = await Promise.all([
      this.db.selectFrom('user_roles').select('role_code').where('user_id', '=', userId).execute(),
      this.db.selectFrom('user_permissions').select('right_code').where('user_id', '=', userId).execute(),
      this.db
        .selectFrom('user_agencies')
        .select(['agency_id', 'sub_agency_id', 'station_id', 'expires_at'])
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(this.now()).toISOString())]))
        .orderBy('position')
        .execute(),
    ]);
    const isSuperuser = user.is_superuser === 1;
    const confinement = new Map(memberships.map((m) => [m.agency_id, m]));
    const agencyIds = isSuperuser ? null : memberships.map((m) => m.agency_id);
    return {
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      is_superuser: isSuperuser,
      roles: roles.map((r) => r.role_code),
      permissions: permissions.map((p) => p.right_code),
      agencies: await this.loadAgencies(agencyIds, confinement),
      confinement,
      until: earliest(memberships.map((m) => m.expires_at)),
    };
  }

  /** Agencies in membership order (all agencies for superusers), narrowed to what the user is confined to. */
  private async loadAgencies(
    agencyIds: number[] | null,
    confinement: UserRecord['confinement'],
  ): Promise<AvailableAgency[]> {
    if (agencyIds && agencyIds.length === 0) return [];
    let agencyQuery = this.db.selectFrom('agencies').select(['id', 'name', 'theme_code']).orderBy('name');
    if (agencyIds) agencyQuery = agencyQuery.where('id', 'in', agencyIds);
    const agencies = await agencyQuery.execute();
    const ids = agencies.map((a) => a.id);
    if (ids.length === 0) return [];
    const [subAgencies, stations] = await Promise.all([
      this.db
        .selectFrom('sub_agencies')
        .select(['id', 'name', 'agency_id'])
        .where('agency_id', 'in', ids)
        .orderBy('name')
        .execute(),
      this.db
        .selectFrom('stations')
        .select(['id', 'name', 'agency_id', 'sub_agency_id'])
        .where('agency_id', 'in', ids)
        .orderBy('name')
        .execute(),
    ]);
    const list = agencies.map((agency) => {
      const limit = confinement.get(agency.id);
      const station = limit?.station_id ?? null;
      const sub = limit?.sub_agency_id ?? null;
      return {
        ...agency,
        sub_agencies: subAgencies
          .filter((s) => s.agency_id === agency.id && station === null && (sub === null || s.id === sub))
          .map(({ id, name }) => ({ id, name })),
        stations: stations
          .filter((s) => s.agency_id === agency.id && (station === null || s.id === station))
          .filter((s) => station !== null || sub === null || s.sub_agency_id === sub)
          .map(({ id, name, sub_agency_id }) => ({ id, name, sub_agency_id })),
      };
    });
    if (!agencyIds) return list;
    return agencyIds.flatMap((id) => list.filter((a) => a.id === id));
  }

  /**
   * The user's AgencyRight in one agency: the rights granted directly there ∪ those of the access groups of that
   * agency the user is in, while the membership lasts (a right without a membership row is kept as before).
   */
  private async loadRights(userId: number, agencyId: number | null): Promise<AgencyRights> {
    if (agencyId === null) return { agencyRight: [], products: [], until: null };
    const at = new Date(this.now()).toISOString();
    const [membership, direct, grouped, products] = await Promise.all([
      this.db
        .selectFrom('user_agencies')
        .select('expires_at')
        .where('user_id', '=', userId)
        .where('agency_id', '=', agencyId)
        .executeTakeFirst(),
      this.db
        .selectFrom('user_agency_rights')
        .select('right_code')
        .where('user_id', '=', userId)
        .where('agency_id', '=', agencyId)
        .execute(),
      this.db
        .selectFrom('access_group_members')
        .innerJoin('access_groups', 'access_groups.id', 'access_group_members.group_id')
        .innerJoin('access_group_rights', 'access_group_rights.group_id', 'access_groups.id')
        .select('access_group_rights.right_code')
        .where('access_group_members.user_id', '=', userId)
        .where('access_groups.agency_id', '=', agencyId)
        .execute(),
      this.db
        .selectFrom('agency_products')
        .select('product_code')
        .where('agency_id', '=', agencyId)
        .orderBy('product_code')
        .execute(),
    ]);
    const productCodes = products.map((p) => p.product_code);
    const ends = membership?.expires_at ?? null;
    if (ends !== null && ends <= at) return { agencyRight: [], products: productCodes, until: null };
    const rights = [...new Set([...direct, ...grouped].map((r) => r.right_code))];
    return { agencyRight: rights, products: productCodes, until: earliest([ends]) };
  }
}

/**
 * Picks the active scope: the requested agency when available (else the first), and within it the requested
 * sub-agency or station when allowed. A user confined to a station or sub-agency always gets that one.
 */
function resolveActiveScope(record: UserRecord, requested: Partial<ActiveScope>): ActiveScope {
  const agency = record.agencies.find((a) => a.id === requested.agency_id) ?? record.agencies[0];
  if (!agency) return { agency_id: null, sub_agency_id: null, station_id: null };
  const limit = record.confinement.get(agency.id);
  if (limit?.station_id != null) {
    const station = agency.stations.find((s) => s.id === limit.station_id);
    return { agency_id: agency.id, sub_agency_id: station?.sub_agency_id ?? null, station_id: limit.station_id };
  }
  const station = agency.stations.find((s) => s.id === requested.station_id);
  if (station) return { agency_id: agency.id, sub_agency_id: station.sub_agency_id, station_id: station.id };
  if (limit?.sub_agency_id != null)
    return { agency_id: agency.id, sub_agency_id: limit.sub_agency_id, station_id: null };
  const sub = agency.sub_agencies.find((s) => s.id === requested.sub_agency_id);
  return { agency_id: agency.id, sub_agency_id: sub?.id ?? null, station_id: null };
}
