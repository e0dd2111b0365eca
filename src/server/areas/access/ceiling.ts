/**
 * The delegation ceiling (issue 21 §3): nobody grants a right, role, membership, advertiser or group they do not
 * hold themselves; superusers aside. "Hold" is read from the same loaders every guard and data call uses: a
 * permission from the caller's permissions, a right in an agency from its permissions or its AgencyRight there
 * (direct ∪ access groups), an advertiser from the caller's tenancy scope in that advertiser's agency.
 */
import { hasPermissions } from '../../../domain/permissions';
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { canSeeAdvertiser, visibleAgencyIds, type Scope } from '../../kernel/tenancy';

/** What the caller holds, read lazily per agency. */
export class Ceiling {
  private readonly sessions = new Map<number, Promise<{ user: SessionUser; scope: Scope } | null>>();

  constructor(
    private readonly ctx: ServiceContext,
    readonly caller: SessionUser,
  ) {}

  get isSuperuser(): boolean {
    return this.caller.is_superuser;
  }

  /** The agencies the caller manages: all for a superuser, else those it is a member of. */
  get agencies(): number[] | 'all' {
    return visibleAgencyIds(this.caller);
  }

  /** Whether the caller manages the agency (anything of another agency answers 404, as if absent). */
  manages(agencyId: number): boolean {
    const agencies = this.agencies;
    return agencies === 'all' || agencies.includes(agencyId);
  }

  /** The caller as a session in one agency (its widest place there), with its scope; null when not a member. */
  private inAgency(agencyId: number): Promise<{ user: SessionUser; scope: Scope } | null> {
    let session = this.sessions.get(agencyId);
    if (!session) {
      session = (async () => {
        const user = await this.ctx.users.load(this.caller.user_id, { agency_id: agencyId });
        if (!user || user.active_agency_id !== agencyId) return null;
        return { user, scope: await this.ctx.users.scopeOf(user) };
      })();
      this.sessions.set(agencyId, session);
    }
    return session;
  }

  holdsPermission(right: string): boolean {
    return this.isSuperuser || this.caller.permissions.some((held) => held.toLowerCase() === right.toLowerCase());
  }

  holdsRole(role: string): boolean {
    return this.isSuperuser || this.caller.roles.includes(role);
  }

  async holdsRight(right: string, agencyId: number): Promise<boolean> {
    if (this.holdsPermission(right)) return true;
    const session = await this.inAgency(agencyId);
    return !!session && hasPermissions(session.user, [right]);
  }

  async seesAdvertiser(advertiserId: number, agencyId: number): Promise<boolean> {
    if (this.isSuperuser) return true;
    const session = await this.inAgency(agencyId);
    return !!session && canSeeAdvertiser(this.ctx.db, session.scope, session.user, advertiserId);
  }

  /** Whether the caller's own place in the agency covers a membership confined to `subAgencyId` / `stationId`. */
  async coversMembership(
    agencyId: number,
    place: { subAgencyId: number | null; stationId: number | null; stationSubAgencyId: number | null },
  ): Promise<boolean> {
    if (this.isSuperuser) return true;
    const session = await this.inAgency(agencyId);
    if (!session) return false;
    const { scope } = session;
    switch (scope.kind) {
      case 'all':
      case 'agency':
        return true;
      case 'subAgency':
        return place.subAgencyId === scope.subAgencyId || place.stationSubAgencyId === scope.subAgencyId;
      case 'station':
        return place.stationId === scope.stationId;
      default:
        return false;
    }
  }
}

/** 403 with the ceiling's text. */
export function overCeiling(key: ConstructorParameters<typeof AppError>[1], params: Record<string, string>): AppError {
  return new AppError(403, key, { params });
}
