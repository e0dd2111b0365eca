/**
 * The users area's rules (issue 21 §2). A caller manages the users of the agencies it manages (a superuser all,
 * superusers included; anyone else the agencies where SCREEN_USER_MGMT applies, without superusers): any other user
 * answers 404 as if absent. Writes follow the edit-user verdict (domain/user-edit.ts), answer 403 with its text, and
 * are audited (area 'users', object 'user') in their transaction, which also bumps the users generation so every
 * instance's user caches let go. Deactivating or deleting a user ends its sessions at once.
 */
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS, USER_STATUS, type UserStatus } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import type { TenancyUsers, UserInvitation, UserRow } from '../../../domain/user-admin';
import { PATTERNS } from '../../../domain/validation';
import { userCreateVerdict, userEditVerdict } from '../../../domain/user-edit';
import { VIEW_AS_SECONDS, type ViewAsInfo } from '../../../domain/view-as';
import type { SignedIn } from '../../services/sign-in';
import type { AuditActor } from '../../audit/audit-log';
import { UNUSABLE_HASH } from '../../auth/passwords';
import { bumpUsersGeneration } from '../../auth/users-generation';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import {
  agencyExists,
  agencyUsers,
  findUser,
  insertUser,
  membershipsOf,
  rolesOf,
  setStatus,
  stationIn,
  subAgencyIn,
  updateProfile,
  userPage,
  userWithEmail,
  type UserFilters,
  type UserRecord,
  type UserScope,
} from './queries';
import { editorOf, editTargetOf, rowOf, snapshotOf, type Target } from './rows';
import type { UserSort } from './schemas';

/** POST /api/admin/users. */
export interface NewUser {
  email: string;
  fullName: string;
  agencyId: number;
  subAgencyId?: number | null;
  stationId?: number | null;
  roles?: readonly string[];
}

/** PATCH /api/admin/users/{id}. */
export interface UserChange {
  email?: string;
  fullName?: string;
}

/** An e-mail address trimmed and in lower case (as sign-in compares it); 400 naming the field when malformed. */
function normalEmail(email: string): string {
  const trimmed = email.trim();
  if (!PATTERNS.email.test(trimmed)) throw new AppError(400, 'userEmailInvalid', { details: { field: 'email' } });
  return trimmed.toLowerCase();
}

export class UserService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly invitations: UserInvitations = NO_INVITATIONS,
  ) {}

  /** One page of Manage Users. */
  async list(caller: SessionUser, window: ListWindow<UserSort>, filters: UserFilters): Promise<Page<UserRow>> {
    const scope = this.scopeOf(caller);
    const { rows, total } = await userPage(this.ctx.db, scope, window, filters);
    return page(await this.rows(caller, scope, rows), total, window.limit, window.offset);
  }

  async get(caller: SessionUser, id: number): Promise<UserRow> {
    const scope = this.scopeOf(caller);
    const record = await findUser(this.ctx.db, scope, id);
    if (!record) throw new AppError(404, 'userNotFound');
    return (await this.rows(caller, scope, [record]))[0]!;
  }

  /** A new active user without a usable password (the invitation sets one); 409 when the e-mail is taken. */
  async create(caller: SessionUser, input: NewUser): Promise<UserRow> {
    const scope = this.scopeOf(caller);
    const email = normalEmail(input.email);
    const fullName = input.fullName.trim();
    const roles = [...new Set(input.roles ?? [])];
    const membership = {
      agency_id: input.agencyId,
      sub_agency_id: input.subAgencyId ?? null,
      station_id: input.stationId ?? null,
    };
    const verdict = userCreateVerdict(editorOf(caller), email, roles);
    const id = await this.writing(async (trx) => {
      await this.checkPlacement(trx, scope, membership);
      if (!verdict.allowed) throw new AppError(403, verdict.reason);
      await this.checkEmailFree(trx, email);
      const created = await insertUser(
        trx,
        {
          email,
          full_name: fullName,
          password_hash: UNUSABLE_HASH,
          is_superuser: 0,
          status: USER_STATUS.Active,
          created_at: this.ctx.now(),
        },
        membership,
        roles,
      );
      if (created === undefined) throw emailTaken(email, false);
      const after = await this.target(trx, { agencies: 'all', superusers: true }, created);
      await this.audited(trx, caller, null, 'create', after);
      // The invitation is written with the user: both or neither. Its e-mail leaves once the user is committed.
      await this.invitations.invite(created, actorOf(caller), trx, membership.agency_id);
      return created;
    });
    await this.invitations.sendQueued();
    return this.get(caller, id);
  }

  /** A new e-mail or name. */
  async update(caller: SessionUser, id: number, change: UserChange): Promise<UserRow> {
    await this.changing(caller, id, 'update', async (trx, before) => {
      const email = change.email === undefined ? before.record.email : normalEmail(change.email);
      if (email !== before.record.email) await this.checkEmailFree(trx, email);
      const fullName = change.fullName === undefined ? before.record.full_name : change.fullName.trim();
      await updateProfile(trx, id, { email, full_name: fullName });
    });
    return this.get(caller, id);
  }

  /** Status Deactivated: the user cannot sign in and its sessions end now. */
  async deactivate(caller: SessionUser, id: number): Promise<UserRow> {
    await this.changeStatus(caller, id, USER_STATUS.Deactivated, 'deactivate');
    return this.get(caller, id);
  }

  async reactivate(caller: SessionUser, id: number): Promise<UserRow> {
    await this.changeStatus(caller, id, USER_STATUS.Active, 'reactivate');
    return this.get(caller, id);
  }

  /** Status Deleted: gone from every list and call, its sessions ended; its rows and audit entries stay. */
  async remove(caller: SessionUser, id: number): Promise<void> {
    await this.changeStatus(caller, id, USER_STATUS.Deleted, 'delete');
  }

  /**
   * POST /api/admin/users/{id}/view-as (issue 21 §4): a read-only session for a user the caller may edit (404
   * outside its tenancy, 403 by the edit-user verdict), never itself nor an inactive user; VIEW_AS_SECONDS long,
   * in the caller's active agency when the user belongs to it. Audited `viewAsStart` with the session.
   */
  async viewAs(caller: SessionUser, id: number): Promise<SignedIn & { viewAs: ViewAsInfo }> {
    const scope = this.scopeOf(caller);
    const target = await this.target(this.ctx.db, scope, id);
    const verdict = userEditVerdict(editorOf(caller), editTargetOf(scope, target));
    if (!verdict.allowed) throw new AppError(403, verdict.reason);
    if (target.record.id === caller.user_id) throw new AppError(403, 'viewAsSelf');
    const user =
      target.record.status === USER_STATUS.Active
        ? await this.ctx.users.load(id, { agency_id: caller.active_agency_id })
        : null;
    if (!user) throw new AppError(403, 'viewAsInactive');
    const scopeOfVisit = {
      agency_id: user.active_agency_id,
      sub_agency_id: user.active_sub_agency_id,
      station_id: user.active_station_id,
    };
    const opened = await this.ctx.db.transaction().execute(async (trx) => {
      const created = await this.ctx.sessions.create(id, scopeOfVisit, {
        viewAsBy: caller.user_id,
        seconds: VIEW_AS_SECONDS,
        executor: trx,
      });
      await this.ctx.audit.write(trx, {
        actor: actorOf(caller),
        agencyId: scopeOfVisit.agency_id,
        area: 'users',
        objectType: 'user',
        objectId: id,
        objectLabel: `${target.record.full_name} (${target.record.email})`,
        action: 'viewAsStart',
        after: { endsAt: new Date(created.expiresAt).toISOString() },
      });
      return created;
    });
    const accessToken = await this.ctx.tokens.sign(
      { userId: id, sessionId: opened.session.id, ...scopeOfVisit, viewAsBy: caller.user_id },
      this.ctx.now(),
    );
    return {
      auth: true,
      user: { ...user, accessToken, refreshToken: opened.refreshToken },
      viewAs: {
        byEmail: caller.email,
        byName: caller.full_name,
        startedAt: new Date(opened.createdAt).toISOString(),
        endsAt: new Date(opened.expiresAt).toISOString(),
      },
    };
  }

  /** GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}]: the users of one managed agency, by name. */
  async byTenancy(caller: SessionUser, agencyId: number, limit: number, search: string): Promise<TenancyUsers> {
    const scope = this.scopeOf(caller);
    if (scope.agencies !== 'all' && !scope.agencies.includes(agencyId)) throw new AppError(404, 'agencyNotFound');
    if (scope.agencies === 'all' && !(await agencyExists(this.ctx.db, agencyId)))
      throw new AppError(404, 'agencyNotFound');
    const { rows, total } = await agencyUsers(this.ctx.db, scope, agencyId, limit, search.trim());
    return {
      users: rows.map((r) => ({
        user_id: r.id,
        email: r.email,
        full_name: r.full_name,
        status: r.status as UserStatus,
      })),
      total,
    };
  }

  /**
   * The agencies a caller manages: a superuser all; SCREEN_USER_MGMT as a permission (everywhere) every agency it
   * belongs to; as an agency right, the active agency only (the one the guard checked it in).
   */
  scopeOf(caller: SessionUser): UserScope {
    if (caller.is_superuser) return { agencies: 'all', superusers: true };
    const everywhere = hasPermissions({ ...caller, AgencyRight: [] }, [RIGHTS.SCREEN_USER_MGMT]);
    if (everywhere) return { agencies: caller.AvailableAgencies.map((a) => a.id), superusers: false };
    const active = caller.active_agency_id;
    return {
      agencies: active !== null && hasPermissions(caller, [RIGHTS.SCREEN_USER_MGMT]) ? [active] : [],
      superusers: false,
    };
  }

  private async changeStatus(
    caller: SessionUser,
    id: number,
    status: UserStatus,
    action: 'deactivate' | 'reactivate' | 'delete',
  ): Promise<void> {
    await this.changing(caller, id, action, async (trx, before) => {
      if (status !== USER_STATUS.Active && before.record.id === caller.user_id)
        throw new AppError(403, 'userSelfStatus');
      if (before.record.status === status) return false;
      await setStatus(trx, id, status);
      if (status !== USER_STATUS.Active) await this.ctx.sessions.revokeAllOf(trx, id);
      return true;
    });
    this.ctx.sessions.forgetAll();
  }

  /**
   * One audited change of a user the caller may see (else 404) and edit (else 403): `work` changes it in the
   * transaction and answers false when nothing changed (then nothing is written).
   */
  private async changing(
    caller: SessionUser,
    id: number,
    action: string,
    work: (trx: Db, before: Target) => Promise<boolean | void>,
  ): Promise<void> {
    const scope = this.scopeOf(caller);
    await this.writing(async (trx) => {
      const before = await this.target(trx, scope, id);
      const verdict = userEditVerdict(editorOf(caller), editTargetOf(scope, before));
      if (!verdict.allowed) throw new AppError(403, verdict.reason);
      if ((await work(trx, before)) === false) return;
      // A deleted user is out of every read: its entry has no `after`.
      const after = action === 'delete' ? null : await this.target(trx, { agencies: 'all', superusers: true }, id);
      await this.audited(trx, caller, before, action, after);
    });
  }

  private async target(db: Db, scope: UserScope, id: number): Promise<Target> {
    const record = await findUser(db, scope, id);
    if (!record) throw new AppError(404, 'userNotFound');
    const [roles, memberships] = await Promise.all([rolesOf(db, [id]), membershipsOf(db, [id])]);
    return { record, roles: roles.get(id) ?? [], memberships: memberships.get(id) ?? [] };
  }

  /** The agency is one the caller manages (404 otherwise); the sub-agency and station belong to it (400). */
  private async checkPlacement(
    db: Db,
    scope: UserScope,
    where: { agency_id: number; sub_agency_id: number | null; station_id: number | null },
  ): Promise<void> {
    const managed = scope.agencies === 'all' || scope.agencies.includes(where.agency_id);
    if (!managed || !(await agencyExists(db, where.agency_id))) throw new AppError(404, 'agencyNotFound');
    if (where.sub_agency_id !== null && !(await subAgencyIn(db, where.agency_id, where.sub_agency_id)))
      throw new AppError(400, 'userSubAgencyOutside', { details: { field: 'subAgencyId' } });
    if (where.station_id !== null && !(await stationIn(db, where.agency_id, where.sub_agency_id, where.station_id)))
      throw new AppError(400, 'userStationOutside', { details: { field: 'stationId' } });
  }

  private async checkEmailFree(db: Db, email: string): Promise<void> {
    const holder = await userWithEmail(db, email);
    if (holder) throw emailTaken(email, holder.status === USER_STATUS.Deleted);
  }

  /** The rows of the answer. */
  private async rows(caller: SessionUser, scope: UserScope, records: UserRecord[]): Promise<UserRow[]> {
    const ids = records.map((r) => r.id);
    const [roles, memberships, invitations] = await Promise.all([
      rolesOf(this.ctx.db, ids),
      membershipsOf(this.ctx.db, ids),
      this.invitations.invitationStates(ids),
    ]);
    return records.map((record) =>
      rowOf(
        caller,
        scope,
        { record, roles: roles.get(record.id) ?? [], memberships: memberships.get(record.id) ?? [] },
        invitations.get(record.id) ?? null,
      ),
    );
  }

  private async audited(
    trx: Db,
    caller: SessionUser,
    before: Target | null,
    action: string,
    after: Target | null,
  ): Promise<void> {
    const subject = (after ?? before)!;
    await bumpUsersGeneration(trx);
    await this.ctx.audit.write(trx, {
      actor: actorOf(caller),
      agencyId: subject.memberships[0]?.agency_id ?? null,
      area: 'users',
      objectType: 'user',
      objectId: subject.record.id,
      objectLabel: `${subject.record.full_name} (${subject.record.email})`,
      action,
      // Absent rather than null: nothing before a creation, nothing after a deletion.
      before: before ? snapshotOf(before) : undefined,
      after: after ? snapshotOf(after) : undefined,
    });
  }

  /**
   * One write in one transaction; afterwards this instance's user caches let go (the others see the generation).
   * A failure that is not the caller's is the spec's 'Error occurred, please try again'.
   */
  private async writing<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
      const failure = new AppError(500, 'errorOccurred');
      failure.cause = error;
      throw failure;
    } finally {
      this.ctx.users.invalidate();
    }
  }
}

/** What the users area needs of invitations (areas/passwords): one sent with every new user, and the open ones. */
export interface UserInvitations {
  invite(userId: number, actor: AuditActor, trx: Db, agencyId: number): Promise<unknown>;
  /** Sends the e-mails that committed transactions queued. */
  sendQueued(): Promise<unknown>;
  invitationStates(userIds: readonly number[]): Promise<Map<number, UserInvitation>>;
}

/** Without the passwords area (unit use): no invitation is sent or listed. */
const NO_INVITATIONS: UserInvitations = {
  invite: async () => undefined,
  sendQueued: async () => undefined,
  invitationStates: async () => new Map(),
};

function actorOf(caller: SessionUser): AuditActor {
  return { id: caller.user_id, email: caller.email };
}

function emailTaken(email: string, deleted: boolean): AppError {
  return new AppError(409, deleted ? 'userEmailDeleted' : 'userEmailExists', {
    params: { email },
    details: { field: 'email' },
  });
}
