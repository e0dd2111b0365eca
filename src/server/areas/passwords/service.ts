/**
 * Invitations and password links (issue 21). A link carries 32 random bytes (base64url); only their SHA-256 is
 * stored. It works once, for 72 hours; a new link of the same purpose revokes the user's open one, and setting a
 * password revokes every other open link and ends the user's sessions. Admin calls are scoped like the users area:
 * a superuser reaches every user, anyone else the users of their agencies (another agency's user answers 404), and
 * the edit-user rule of 000 §6 refuses the rest with 403. Invitations sent, resent and revoked are audited (area
 * `users`, object type `invitation`) in the change's transaction.
 */
import { canEditUser } from '../../../domain/permissions';
import { passwordProblem } from '../../../domain/password-rules';
import { USER_STATUS } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor } from '../../audit/audit-log';
import { hashPassword } from '../../auth/passwords';
import { randomToken, sha256 } from '../../auth/secrets';
import { LoginThrottle, type ThrottleLimits } from '../../auth/throttle';
import type { Db } from '../../db/database';
import type { UserTokenPurpose } from '../../db/schema';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { MailService } from '../../mail/service';
import { LINK_HOURS } from '../../mail/templates';
import {
  findToken,
  findUser,
  findUserByEmail,
  insertToken,
  membershipsOf,
  openInvitations,
  revokeOpenTokens,
  revokeSessions,
  setPasswordHash,
  useToken,
  type LinkUser,
} from './queries';

/** How long a link works (ms). */
export const LINK_TTL_MS = LINK_HOURS * 3_600_000;

/**
 * Forgot-password requests: three per address and twenty per client address in fifteen minutes (counted apart
 * from sign-in failures).
 */
export const FORGOT_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 3, perAddress: 20 };

/** An open invitation as the admin screens show it. */
export interface InvitationState {
  state: 'pending';
  sentAt: string;
  expiresAt: string;
}

/** What a link's page shows before the password is chosen. */
export interface LinkInfo {
  purpose: UserTokenPurpose;
  email: string;
  fullName: string;
  expiresAt: string;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export class PasswordLinkService {
  private readonly forgotThrottle: LoginThrottle;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly mail: MailService,
    forgotLimits: ThrottleLimits = FORGOT_LIMITS,
  ) {
    this.forgotThrottle = new LoginThrottle(ctx.db, forgotLimits, ctx.now);
  }

  /**
   * Sends (or resends) an invitation to a user, without the admin checks (the users area calls it when it creates a
   * user, inside its transaction `trx`: the e-mail is then sent by the outbox loop once that commits, or at once by
   * `ctx.mail.flush()`). Without `trx` it runs in its own transaction and sends at once.
   */
  async invite(userId: number, actor: AuditActor, trx?: Db, agencyId?: number | null): Promise<InvitationState> {
    if (trx) return (await this.writeInvitation(trx, userId, actor, agencyId)).state;
    const { state, outboxId } = await this.ctx.db
      .transaction()
      .execute((own) => this.writeInvitation(own, userId, actor, agencyId));
    await this.mail.tryNow(outboxId);
    return state;
  }

  /** POST /api/admin/users/{id}/invitation. */
  async inviteAs(caller: SessionUser, userId: number): Promise<InvitationState> {
    const { agencyId } = await this.reachable(caller, userId);
    return this.invite(userId, actorOf(caller), undefined, agencyId);
  }

  /** DELETE /api/admin/users/{id}/invitation: the open link stops working (nothing open: nothing to do). */
  async revokeAs(caller: SessionUser, userId: number): Promise<void> {
    const { user, agencyId } = await this.reachable(caller, userId);
    const now = this.ctx.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      const open = (await openInvitations(trx, [userId], now)).get(userId);
      if (!open) return;
      await revokeOpenTokens(trx, userId, now, 'invite');
      await this.ctx.audit.write(trx, {
        actor: actorOf(caller),
        agencyId,
        area: 'users',
        objectType: 'invitation',
        objectId: userId,
        objectLabel: user.full_name,
        action: 'invitationRevoked',
        before: stateOf(open),
      });
    });
  }

  /** The open invitation of each user (for the users area's rows; absent: none open). */
  async invitationStates(userIds: readonly number[]): Promise<Map<number, InvitationState>> {
    const open = await openInvitations(this.ctx.db, userIds, this.ctx.now());
    return new Map([...open].map(([id, row]) => [id, stateOf(row)]));
  }

  /**
   * POST /api/password/forgot: the same answer whether or not the address belongs to anyone; only an active user
   * gets an e-mail, branded by the agency of the host asked on when they belong to it, else their first agency.
   */
  async forgot(email: string, clientAddress: string, hostThemeCode: string | null): Promise<void> {
    const address = email.trim().toLowerCase();
    const decision = await this.forgotThrottle.attempt(`reset:${address}`, `reset:${clientAddress}`);
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.waitMs / 60_000));
      throw minutes === 1
        ? new AppError(429, 'passwordForgotPausedOneMinute')
        : new AppError(429, 'passwordForgotPausedMinutes', { params: { minutes } });
    }
    const user = await findUserByEmail(this.ctx.db, address);
    if (!user || user.status !== USER_STATUS.Active) return;
    const memberships = await membershipsOf(this.ctx.db, user.id);
    const agencyId =
      memberships.find((m) => hostThemeCode !== null && m.themeCode === hostThemeCode)?.agencyId ??
      memberships[0]?.agencyId ??
      null;
    const outboxId = await this.ctx.db.transaction().execute(async (trx) => {
      const now = this.ctx.now();
      await revokeOpenTokens(trx, user.id, now, 'reset');
      const token = await this.newToken(trx, user.id, 'reset', null);
      return this.mail.enqueue(trx, {
        agencyId,
        to: user.email,
        template: 'passwordReset',
        data: { fullName: user.full_name, email: user.email, linkPath: linkPath(token) },
      });
    });
    // Not awaited: an address with an account must not answer measurably later than one without.
    this.mail.deliverSoon(outboxId);
  }

  /** GET /api/password/token/{token}: whom the link is for; 410 with the reason when it cannot be used. */
  async lookup(token: string): Promise<LinkInfo> {
    const row = await this.usable(token);
    return { purpose: row.purpose, email: row.email, fullName: row.full_name, expiresAt: iso(row.expires_at) };
  }

  /** POST /api/password/set: checks the rules, uses the link once, sets the password and ends the user's sessions. */
  async setPassword(token: string, password: string): Promise<{ email: string }> {
    const row = await this.usable(token);
    const problem = passwordProblem(password, row.email);
    if (problem) throw new AppError(400, problem.key, { params: problem.params, details: { field: 'password' } });
    const hash = await hashPassword(password);
    await this.ctx.db.transaction().execute(async (trx) => {
      const now = this.ctx.now();
      if (!(await useToken(trx, row.id, now))) throw await this.refusal(trx, token);
      await setPasswordHash(trx, row.user_id, hash);
      await revokeOpenTokens(trx, row.user_id, now);
      await revokeSessions(trx, row.user_id, now);
      const memberships = await membershipsOf(trx, row.user_id);
      await this.ctx.audit.write(trx, {
        actor: { id: row.user_id, email: row.email },
        agencyId: memberships[0]?.agencyId ?? null,
        area: 'users',
        objectType: 'password',
        objectId: row.user_id,
        objectLabel: row.full_name,
        action: row.purpose === 'invite' ? 'invitationAccepted' : 'passwordReset',
      });
    });
    return { email: row.email };
  }

  private async writeInvitation(
    trx: Db,
    userId: number,
    actor: AuditActor,
    agencyId: number | null | undefined,
  ): Promise<{ state: InvitationState; outboxId: number }> {
    const user = await findUser(trx, userId);
    if (!user || user.status === USER_STATUS.Deleted) throw new AppError(404, 'userNotFound');
    if (user.status !== USER_STATUS.Active) throw new AppError(409, 'invitationUserDeactivated');
    const now = this.ctx.now();
    const brandAgency = agencyId === undefined ? ((await membershipsOf(trx, userId))[0]?.agencyId ?? null) : agencyId;
    const previous = (await openInvitations(trx, [userId], now)).get(userId);
    await revokeOpenTokens(trx, userId, now, 'invite');
    const token = await this.newToken(trx, userId, 'invite', actor.id);
    const inviter = actor.id === null ? undefined : await findUser(trx, actor.id);
    const outboxId = await this.mail.enqueue(trx, {
      agencyId: brandAgency,
      to: user.email,
      template: 'invitation',
      data: { fullName: user.full_name, inviterName: inviter?.full_name || actor.email, linkPath: linkPath(token) },
    });
    const state = stateOf({ createdAt: now, expiresAt: now + LINK_TTL_MS });
    await this.ctx.audit.write(trx, {
      actor,
      agencyId: brandAgency,
      area: 'users',
      objectType: 'invitation',
      objectId: userId,
      objectLabel: user.full_name,
      action: previous ? 'invitationResent' : 'invitationSent',
      before: previous ? stateOf(previous) : undefined,
      after: state,
    });
    return { state, outboxId };
  }

  private async newToken(
    trx: Db,
    userId: number,
    purpose: UserTokenPurpose,
    createdBy: number | null,
  ): Promise<string> {
    const token = randomToken(32);
    const now = this.ctx.now();
    await insertToken(trx, {
      user_id: userId,
      purpose,
      token_hash: sha256(token),
      created_at: now,
      expires_at: now + LINK_TTL_MS,
      created_by: createdBy,
    });
    return token;
  }

  /** The link's row when it can still be used; otherwise the 410 saying why. */
  private async usable(token: string) {
    const row = await findToken(this.ctx.db, sha256(token));
    const reason = row ? linkRefusal(row, this.ctx.now()) : 'passwordLinkUnknown';
    if (reason || !row) throw new AppError(410, reason ?? 'passwordLinkUnknown');
    return row;
  }

  private async refusal(db: Db, token: string): Promise<AppError> {
    const row = await findToken(db, sha256(token));
    return new AppError(410, (row && linkRefusal(row, this.ctx.now())) || 'passwordLinkUsed');
  }

  /** The target of an admin call, or 404 outside the caller's agencies, 403 under the edit-user rule. */
  private async reachable(caller: SessionUser, userId: number): Promise<{ user: LinkUser; agencyId: number | null }> {
    const user = await findUser(this.ctx.db, userId);
    if (!user || user.status === USER_STATUS.Deleted) throw new AppError(404, 'userNotFound');
    const memberships = await membershipsOf(this.ctx.db, userId);
    const mine = new Set(caller.AvailableAgencies.map((a) => a.id));
    if (!caller.is_superuser && !memberships.some((m) => mine.has(m.agencyId))) {
      throw new AppError(404, 'userNotFound');
    }
    const roles = await this.ctx.db
      .selectFrom('user_roles')
      .select('role_code')
      .where('user_id', '=', userId)
      .execute();
    const target = { email: user.email, roles: roles.map((r) => r.role_code) };
    if (!caller.is_superuser && !canEditUser(caller, target)) throw new AppError(403, 'noAccess');
    // The caller's own agency brands the e-mail when the user belongs to it; otherwise the user's first agency.
    const agencyId =
      memberships.find((m) => m.agencyId === caller.active_agency_id)?.agencyId ?? memberships[0]?.agencyId ?? null;
    return { user, agencyId };
  }
}

function actorOf(user: SessionUser): AuditActor {
  return { id: user.user_id, email: user.email };
}

function stateOf(open: { createdAt: number; expiresAt: number }): InvitationState {
  return { state: 'pending', sentAt: iso(open.createdAt), expiresAt: iso(open.expiresAt) };
}

function linkPath(token: string): string {
  return `/set-password?token=${token}`;
}

function linkRefusal(
  row: { used_at: number | null; revoked_at: number | null; expires_at: number; status: number },
  now: number,
): 'passwordLinkUsed' | 'passwordLinkRevoked' | 'passwordLinkExpired' | 'passwordLinkUnknown' | null {
  if (row.status !== USER_STATUS.Active) return 'passwordLinkUnknown';
  if (row.used_at !== null) return 'passwordLinkUsed';
  if (row.revoked_at !== null) return 'passwordLinkRevoked';
  if (row.expires_at <= now) return 'passwordLinkExpired';
  return null;
}
