/**
 * Dashboard share links: create, list, revoke, rotate and open (000 §2 shared-link entry, §4 shared dashboard
 * load; 001 §7 getShareDashboardLink). Who may do what is written in docs/decisions.md "Share links".
 */
import { timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { CUSTOM_RANGE } from '../../domain/constants';
import { inferDateRange } from '../../domain/date-range';
import { KNOWN_TABS } from '../../domain/tactics';
import type { ShareSummary } from '../../domain/share';
import type { SessionUser } from '../../domain/user';
import { SHARE_SESSION_SECONDS, type Grant } from '../auth/grants';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/secrets';
import { visibleAdvertisers } from '../kernel/tenancy';
import type { ServiceContext } from '../kernel/context';
import type { ShareLinksTable } from '../db/schema';
import { AppError } from '../kernel/errors';
import { openAdvertiser, resolveRange } from '../kernel/access';
import { requestedCampaigns } from '../kernel/campaigns';
import { openOrder, orderCampaigns, type OrderAccess } from '../kernel/order-access';
import { meetsRequirement } from '../../domain/permissions';
import { AREA_RIGHTS } from '../../domain/rights';
import { recordUsage } from '../areas/usage/record';
import { endShareSessions, isShareLive } from './share-live';

/** What the share menu sends. */
export interface ShareInput {
  advertiserId: number;
  tab: string;
  /** The campaigns shown; all of the advertiser's when absent or empty. */
  campaignIds?: number[];
  viewCampaignId?: number | null;
  summaryView?: boolean;
  daterange?: string;
  startDate?: string;
  endDate?: string;
  editableRange?: boolean;
  /** Epoch ms; no expiry when absent. */
  expiresAt?: number | null;
  password?: string | null;
  /** The order a link of tab `ordersummary` opens (required there, refused on any other tab). */
  orderId?: number | null;
}

export type { ShareSummary };

/** A created (or rotated) link: the only time the `?t=` token is shown. */
export interface IssuedShare extends ShareSummary {
  token: string;
}

type ShareRow = Selectable<ShareLinksTable>;

/** Roles that see and manage every link of the agency they work in (superusers see all). */
const SHARE_ADMIN_ROLES = ['useradmin', 'dashadmin'];

/** The order summary's tab: its links name one order (`order_id`). */
const ORDER_TAB = 'ordersummary';

/** Tabs a link may open: every product tab, plus the summary and an order's summary. */
const SHAREABLE_TABS = new Set(['summary', ORDER_TAB, ...KNOWN_TABS]);

export class ShareService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(user: SessionUser, input: ShareInput): Promise<IssuedShare> {
    const ctx = this.ctx;
    if (!SHAREABLE_TABS.has(input.tab)) throw new AppError(400, 'shareUnknownTab');
    const orderId = input.orderId ?? null;
    if ((input.tab === ORDER_TAB) !== (orderId !== null)) throw new AppError(400, 'orderSummaryNeedsOrder');
    const access = await openAdvertiser(ctx, user, input.advertiserId);
    const order = orderId === null ? null : await this.openOrder(user, access.advertiserId, orderId);
    const ids = input.campaignIds?.length ? input.campaignIds : undefined;
    // A link's guests read with the client view: an internal campaign is never shared. An order's link shows the
    // order's campaigns.
    const campaigns = order
      ? await orderCampaigns(ctx, { ...order, view: 'client' })
      : await requestedCampaigns(
          ctx.db,
          access.advertiserId,
          ids?.map((id) => ({ id })),
          { view: 'client' },
        );
    const daterange = inferDateRange(input.daterange, input.startDate, input.endDate);
    resolveRange(ctx, access, { daterange, startDate: input.startDate, endDate: input.endDate });
    if (input.expiresAt != null && input.expiresAt <= ctx.now()) throw new AppError(400, 'shareBadExpiry');
    const password = input.password ?? null;
    if (password !== null && (password.length < 4 || password.length > 128))
      throw new AppError(400, 'shareBadPassword');
    const viewCampaign = input.viewCampaignId ?? null;
    if (viewCampaign !== null && !campaigns.some((c) => c.id === viewCampaign)) throw new AppError(403, 'noAccess');
    const token = randomToken(32);
    const row = await ctx.db
      .insertInto('share_links')
      .values({
        short_id: randomToken(12),
        token_hash: sha256(token),
        agency_id: access.agencyId,
        advertiser_id: access.advertiserId,
        tab: input.tab,
        campaign_ids: JSON.stringify(campaigns.map((c) => c.id).sort((a, b) => a - b)),
        view_campaign_id: viewCampaign,
        summary_view: input.summaryView ? 1 : 0,
        daterange,
        start_date: daterange === CUSTOM_RANGE ? (input.startDate ?? null) : null,
        end_date: daterange === CUSTOM_RANGE ? (input.endDate ?? null) : null,
        editable_range: input.editableRange ? 1 : 0,
        password_hash: password === null ? null : await hashPassword(password),
        expires_at: input.expiresAt ?? null,
        created_at: ctx.now(),
        created_by: user.user_id,
        created_by_name: user.full_name || user.email,
        order_id: order?.orderId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordUsage(ctx.db, {
      kind: 'share_create',
      agencyId: access.agencyId,
      userId: user.user_id,
      advertiserId: access.advertiserId,
      format: 'link',
      at: ctx.now(),
    });
    return { ...(await this.summaryOf(await this.row(row.id))), token };
  }

  /** An order link needs the orders right (403) and an order of the advertiser the creator may open (404). */
  private async openOrder(user: SessionUser, advertiserId: number, orderId: number): Promise<OrderAccess> {
    if (!meetsRequirement(user, AREA_RIGHTS.orders)) throw new AppError(403, 'noAccess');
    return openOrder(this.ctx, user, advertiserId, orderId);
  }

  /** Links the caller may manage, newest first: their own, or all of the agency for admins and superusers. */
  async list(user: SessionUser, advertiserId?: number): Promise<ShareSummary[]> {
    const scope = await this.ctx.users.scopeOf(user);
    let query = this.ctx.db
      .selectFrom('share_links')
      .innerJoin('advertisers', 'advertisers.id', 'share_links.advertiser_id')
      .where('advertisers.id', 'in', visibleAdvertisers(this.ctx.db, scope, user).select('advertisers.id'))
      .selectAll('share_links')
      .select('advertisers.name as advertiser_name')
      .orderBy('share_links.created_at', 'desc')
      .orderBy('share_links.id', 'desc');
    if (!this.isAdmin(user)) query = query.where('share_links.created_by', '=', user.user_id);
    if (advertiserId !== undefined) query = query.where('share_links.advertiser_id', '=', advertiserId);
    const rows = await query.limit(500).execute();
    return rows.map((row) => this.summary(row, row.advertiser_name));
  }

  /** Ends a link at once: its URLs and every guest session opened from it stop working. */
  async revoke(user: SessionUser, id: number): Promise<ShareSummary> {
    const row = await this.manageable(user, id);
    if (row.revoked_at === null)
      await endShareSessions(this.ctx, row.advertiser_id, (trx) =>
        trx.updateTable('share_links').set({ revoked_at: this.ctx.now() }).where('id', '=', id).execute(),
      );
    return this.summaryOf(await this.row(id));
  }

  /** New short id and token for a link; the old URLs and guest sessions die, settings and counters stay. */
  async rotate(user: SessionUser, id: number): Promise<IssuedShare> {
    const row = await this.manageable(user, id);
    if (row.revoked_at !== null) throw new AppError(409, 'shareRevokedCannotRotate');
    const token = randomToken(32);
    await endShareSessions(this.ctx, row.advertiser_id, (trx) =>
      trx
        .updateTable('share_links')
        .set({ short_id: randomToken(12), token_hash: sha256(token), generation: row.generation + 1 })
        .where('id', '=', id)
        .execute(),
    );
    return { ...(await this.summaryOf(await this.row(id))), token };
  }

  /**
   * Opens a link by short id or token for a guest at `address`: checks it is live and the password, records the
   * visit and returns the grant the guest session carries. Unknown and revoked links answer alike (404).
   */
  async open(
    ref: { shortId?: string; token?: string },
    password: string | undefined,
    address: string,
  ): Promise<{ grant: Grant; seconds: number; row: ShareRow }> {
    const ctx = this.ctx;
    // Counted as a failure from here on, so concurrent guesses cannot all pass; released when it was none.
    const decision = await ctx.throttle.attempt(`share:${address}`, address);
    if (!decision.allowed) throw new AppError(429, 'shareTooManyAttempts');
    const { attempt } = decision;
    let query = ctx.db.selectFrom('share_links').selectAll();
    query = ref.token
      ? query.where('token_hash', '=', sha256(ref.token))
      : query.where('short_id', '=', ref.shortId ?? '');
    const found = await query.executeTakeFirst();
    const row = found && this.matches(found, ref) ? found : undefined;
    if (!row || row.revoked_at !== null) throw new AppError(404, 'shareNotFound');
    const now = ctx.now();
    if (row.expires_at !== null && row.expires_at <= now) {
      await ctx.throttle.release(attempt);
      throw new AppError(410, 'shareExpired');
    }
    if (row.password_hash !== null) {
      if (!password) {
        await ctx.throttle.release(attempt);
        throw new AppError(401, 'sharePasswordRequired');
      }
      if (!(await verifyPassword(password, row.password_hash))) throw new AppError(401, 'shareWrongPassword');
    }
    await ctx.throttle.release(attempt);
    await ctx.db
      .updateTable('share_links')
      .set((eb) => ({ last_opened_at: now, open_count: eb('open_count', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    await recordUsage(ctx.db, {
      kind: 'share_open',
      agencyId: row.agency_id,
      advertiserId: row.advertiser_id,
      at: now,
    });
    const untilExpiry = row.expires_at === null ? Infinity : (row.expires_at - now) / 1000;
    return { grant: grantOf(row), seconds: Math.min(SHARE_SESSION_SECONDS, untilExpiry), row };
  }

  /** Whether a share grant still holds: its link is not revoked, expired or rotated since it was issued. */
  isLive(grant: Grant): Promise<boolean> {
    return isShareLive(this.ctx, grant);
  }

  private matches(row: ShareRow, ref: { shortId?: string; token?: string }): boolean {
    if (ref.token) return true;
    // The database compared already; a constant-time check keeps timing from telling near misses apart.
    const a = Buffer.from(row.short_id);
    const b = Buffer.from(ref.shortId ?? '');
    return a.length === b.length && timingSafeEqual(a, b);
  }

  private isAdmin(user: SessionUser): boolean {
    return user.is_superuser || user.roles.some((role) => SHARE_ADMIN_ROLES.includes(role));
  }

  /** A link the caller may manage, or 404 (never telling another tenant's link exists). */
  private async manageable(user: SessionUser, id: number): Promise<ShareRow> {
    const row = await this.row(id).catch(() => undefined);
    const mine = row && (row.created_by === user.user_id || this.isAdmin(user));
    const visible =
      row &&
      mine &&
      (await visibleAdvertisers(this.ctx.db, await this.ctx.users.scopeOf(user), user)
        .select('advertisers.id')
        .where('advertisers.id', '=', row.advertiser_id)
        .executeTakeFirst());
    if (!row || !visible) throw new AppError(404, 'shareLinkNotFound');
    return row;
  }

  private async row(id: number): Promise<ShareRow> {
    return this.ctx.db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  private async summaryOf(row: ShareRow): Promise<ShareSummary> {
    const advertiser = await this.ctx.db
      .selectFrom('advertisers')
      .select('name')
      .where('id', '=', row.advertiser_id)
      .executeTakeFirst();
    return this.summary(row, advertiser?.name ?? '');
  }

  private summary(row: ShareRow, advertiserName: string): ShareSummary {
    const now = this.ctx.now();
    const status =
      row.revoked_at !== null
        ? 'revoked'
        : row.expires_at !== null && Number(row.expires_at) <= now
          ? 'expired'
          : 'active';
    return {
      id: row.id,
      shortId: row.short_id,
      advertiserId: row.advertiser_id,
      advertiserName,
      tab: row.tab,
      daterange: row.daterange,
      startDate: row.start_date,
      endDate: row.end_date,
      editableRange: row.editable_range === 1,
      hasPassword: row.password_hash !== null,
      expiresAt: numberOrNull(row.expires_at),
      revokedAt: numberOrNull(row.revoked_at),
      createdAt: Number(row.created_at),
      createdBy: row.created_by_name,
      lastOpenedAt: numberOrNull(row.last_opened_at),
      openCount: Number(row.open_count),
      status,
      generation: Number(row.generation),
    };
  }
}

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

/** The grant a link gives its guests: client spend view, the link's advertiser, campaigns, tab and range. */
export function grantOf(row: ShareRow): Grant {
  return {
    kind: 'share',
    shareId: row.id,
    generation: row.generation,
    agencyId: row.agency_id,
    advertiserId: row.advertiser_id,
    campaignIds: JSON.parse(row.campaign_ids) as number[],
    tab: row.tab,
    daterange: row.daterange,
    startDate: row.start_date,
    endDate: row.end_date,
    editableRange: row.editable_range === 1,
    view: 'client',
    requestedBy: null,
    orderId: row.order_id ?? null,
  };
}
