/**
 * A user's access (issue 21 §3, §4): permissions, roles, memberships (confined to a sub-agency or station, with an
 * optional end), access groups, advertiser grants and advertiser groups; and the explanation of any yes or no.
 * An agency admin sees and changes only what lies in its own agencies (anything else answers 404 and is kept as
 * it is); every grant passes the delegation ceiling (ceiling.ts); every write is audited (area 'access') in its
 * transaction and clears the session caches (`invalidateAccess`).
 */
import type { UserAccess, UserAccessInput } from '../../../domain/access-admin';
import { canEditUser } from '../../../domain/permissions';
import { roleLabel } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditArea } from '../../audit/audit-log';
import { bumpUsersGeneration } from '../../auth/users-generation';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { Ceiling, overCeiling } from './ceiling';
import { explainAdvertiser, explainRight, type AccessSources, type Explanation } from './explain';
import { accessSources, findAdvertiser, findTargetUser, type TargetUser } from './queries';
import { checkedGrants, type CheckedGrants } from './validate';
import { writeAccess } from './write-access';

/**
 * Forgets every cached user, rights and scope after a change to anyone's access, so the next call of every user
 * sees it. The one place the access area invalidates; it is where a cross-instance generation bump belongs.
 */
export function invalidateAccess(ctx: ServiceContext): void {
  ctx.users.invalidate();
}

/** One write in one transaction with its audit entry; a failure that is not the caller's is 'Error occurred'. */
export async function writing<T>(ctx: ServiceContext, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    // The users generation moves with the change, so every instance drops its cached rights and scopes.
    const result = await ctx.db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      await bumpUsersGeneration(trx);
      return answer;
    });
    invalidateAccess(ctx);
    return result;
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    const failure = new AppError(500, 'errorOccurred');
    failure.cause = error;
    throw failure;
  }
}

/** The audit entry of an access change. */
export async function auditAccess(
  ctx: ServiceContext,
  trx: Db,
  entry: {
    actor: AuditActor;
    agencyId: number | null;
    area: AuditArea;
    objectType: string;
    objectId: number;
    label: string;
    action: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await ctx.audit.write(trx, {
    actor: entry.actor,
    agencyId: entry.agencyId,
    area: entry.area,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectLabel: entry.label,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}

export class AccessService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The user's access within the caller's agencies. */
  async get(caller: SessionUser, userId: number): Promise<UserAccess> {
    const ceiling = new Ceiling(this.ctx, caller);
    const target = await this.openUser(ceiling, userId);
    return accessView(await accessSources(this.ctx.db, target), ceiling);
  }

  /** Replaces the user's access within the caller's agencies (everything elsewhere is kept). */
  async replace(caller: SessionUser, userId: number, input: UserAccessInput): Promise<UserAccess> {
    const ceiling = new Ceiling(this.ctx, caller);
    const target = await this.openUser(ceiling, userId);
    if (!caller.is_superuser && !canEditUser(caller, target))
      throw new AppError(403, 'accessCannotEdit', { params: { user: target.fullName || target.email } });
    const sources = await accessSources(this.ctx.db, target);
    const grants = await checkedGrants(this.ctx.db, ceiling, input);
    await this.checkCeiling(ceiling, sources, grants);
    const before = accessView(sources, ceiling);
    return writing(this.ctx, async (trx) => {
      await writeAccess(trx, target.id, ceiling.agencies, sources, grants);
      const after = accessView(await accessSources(trx, target), ceiling);
      await auditAccess(this.ctx, trx, {
        actor: { id: caller.user_id, email: caller.email },
        agencyId: caller.is_superuser ? null : caller.active_agency_id,
        area: 'access',
        objectType: 'user',
        objectId: target.id,
        label: target.email,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  }

  /** Whether the user sees an advertiser or holds a right, with every path that grants it. */
  async explain(
    caller: SessionUser,
    userId: number,
    query: { advertiserId?: number; right?: string; agencyId?: number },
  ): Promise<Explanation> {
    if ((query.advertiserId === undefined) === (query.right === undefined))
      throw new AppError(400, 'accessExplainQuery');
    const ceiling = new Ceiling(this.ctx, caller);
    const target = await this.openUser(ceiling, userId);
    const sources = withinAgencies(await accessSources(this.ctx.db, target), ceiling);
    const now = this.ctx.now();
    if (query.advertiserId !== undefined) {
      const advertiser = await findAdvertiser(this.ctx.db, query.advertiserId);
      if (!advertiser || !ceiling.manages(advertiser.agencyId)) throw new AppError(404, 'advertiserNotFound');
      return explainAdvertiser(sources, advertiser, now);
    }
    if (query.agencyId !== undefined && !ceiling.manages(query.agencyId)) throw new AppError(404, 'agencyNotFound');
    return explainRight(sources, query.right!, query.agencyId ?? null, now);
  }

  /** A user the caller may manage: a superuser any, anyone else users with a membership in its agencies. */
  private async openUser(ceiling: Ceiling, userId: number): Promise<TargetUser> {
    const target = await findTargetUser(this.ctx.db, userId);
    if (!target || (!ceiling.isSuperuser && !target.agencyIds.some((id) => ceiling.manages(id))))
      throw new AppError(404, 'userNotFound');
    return target;
  }

  /** 403 naming the first thing granted that the caller does not hold; additions and extended ends only. */
  private async checkCeiling(ceiling: Ceiling, current: AccessSources, grants: CheckedGrants): Promise<void> {
    if (ceiling.isSuperuser) return;
    for (const right of grants.permissions)
      if (!current.permissions.includes(right) && !ceiling.holdsPermission(right))
        throw overCeiling('ceilingPermission', { right });
    for (const role of grants.roles)
      if (!current.roles.includes(role) && !ceiling.holdsRole(role))
        throw overCeiling('ceilingRole', { role: roleLabel(role) });
    for (const m of grants.memberships) {
      const was = current.memberships.find((c) => c.agencyId === m.agencyId);
      const moved = !was || was.subAgencyId !== m.subAgencyId || was.stationId !== m.stationId;
      if ((moved || extends_(was?.expiresAt, m.expiresAt)) && !(await ceiling.coversMembership(m.agencyId, m)))
        throw overCeiling('ceilingMembership', { agency: m.agencyName });
      for (const right of m.rights) {
        const held = current.agencyRights.some((r) => r.agencyId === m.agencyId && r.right === right);
        if (!held && !(await ceiling.holdsRight(right, m.agencyId)))
          throw overCeiling('ceilingAgencyRight', { right, agency: m.agencyName });
      }
    }
    for (const group of grants.accessGroups) {
      if (current.accessGroups.some((g) => g.id === group.id)) continue;
      for (const right of group.rights)
        if (!(await ceiling.holdsRight(right, group.agencyId)))
          throw overCeiling('ceilingAccessGroup', { group: group.name, right, agency: group.agencyName });
    }
    for (const grant of grants.advertisers) {
      const was = current.advertisers.find((a) => a.advertiserId === grant.advertiserId);
      if (extends_(was === undefined ? undefined : was.expiresAt, grant.expiresAt))
        if (!(await ceiling.seesAdvertiser(grant.advertiserId, grant.agencyId)))
          throw overCeiling('ceilingAdvertiser', { advertiser: grant.name });
    }
    for (const group of grants.advertiserGroups) {
      const was = current.advertiserGroups.find((g) => g.id === group.id);
      if (!extends_(was === undefined ? undefined : was.expiresAt, group.expiresAt)) continue;
      for (const advertiser of group.advertisers)
        if (!(await ceiling.seesAdvertiser(advertiser.id, group.agencyId)))
          throw overCeiling('ceilingAdvertiserGroup', { group: group.name, advertiser: advertiser.name });
    }
  }
}

/** Whether a grant is new (`before` undefined) or now ends later than it did (null: never). */
function extends_(before: string | null | undefined, after: string | null): boolean {
  if (before === undefined) return true;
  if (before === null) return false;
  return after === null || after > before;
}

/** The sources narrowed to the caller's agencies (a superuser sees all). */
function withinAgencies(sources: AccessSources, ceiling: Ceiling): AccessSources {
  if (ceiling.isSuperuser) return sources;
  const mine = <T extends { agencyId: number }>(rows: readonly T[]): T[] =>
    rows.filter((row) => ceiling.manages(row.agencyId));
  return {
    ...sources,
    memberships: mine(sources.memberships),
    agencyRights: mine(sources.agencyRights),
    accessGroups: mine(sources.accessGroups),
    advertisers: mine(sources.advertisers),
    advertiserGroups: mine(sources.advertiserGroups),
  };
}

/** The `UserAccess` answer: the user's grants within the caller's agencies. */
export function accessView(all: AccessSources, ceiling: Ceiling): UserAccess {
  const sources = withinAgencies(all, ceiling);
  return {
    userId: sources.user.id,
    isSuperuser: sources.user.isSuperuser,
    permissions: [...sources.permissions].sort(),
    roles: [...sources.roles].sort(),
    memberships: sources.memberships.map((m) => ({
      ...m,
      rights: sources.agencyRights.filter((r) => r.agencyId === m.agencyId).map((r) => r.right),
    })),
    accessGroups: sources.accessGroups.map(({ id, name, agencyId }) => ({ id, name, agencyId })),
    advertisers: sources.advertisers.map((a) => ({ ...a })),
    advertiserGroups: sources.advertiserGroups.map(({ id, name, agencyId, expiresAt }) => ({
      id,
      name,
      agencyId,
      expiresAt,
    })),
  };
}
