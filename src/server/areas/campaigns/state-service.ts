/**
 * The campaign state calls (issue 23, helper S1): hide and unhide, the hidden list, the editable data, the friendly
 * name, the spend terms, the audience (who sees it), and archive and restore. Each write runs in one transaction
 * with one audit entry per campaign it changes (facets.ts); changes to which campaigns count refresh the
 * advertiser's rollups, and other changes bump the data generation, so every instance's caches are stale at once.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { MessageKey } from '../../../domain/messages';
import type { SessionUser } from '../../../domain/user';
import { PATTERNS } from '../../../domain/validation';
import type { Db } from '../../db/database';
import type { CampaignAudience, CampaignsTable } from '../../db/schema';
import { openAdvertiser } from '../../kernel/access';
import { readManagedCampaigns } from '../../kernel/campaigns';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { likePattern } from '../../kernel/listing';
import { visibleAdvertisers } from '../../kernel/tenancy';
import { bumpDataGeneration } from '../../services/data-generation';
import { refreshRollups } from '../../services/rollups';
import { CAMPAIGN_FACETS, type CampaignFacet } from './facets';
import {
  labelOf,
  MANAGED_COLUMNS,
  managedCampaign,
  managedFrom,
  managedOf,
  type ManagedCampaign,
  type ManagedRow,
} from './managed';
import { STATUSES, type ARCHIVE_SCOPES, type SPEND_TYPES } from './state-schemas';

/** The editable fields of updateCampaignData by wire name, with their columns. */
export const DATA_COLUMNS = {
  name: 'name',
  friendlyName: 'friendly_name',
  startDate: 'start_date',
  endDate: 'end_date',
  impressionGoal: 'impression_goal',
  status: 'status',
} as const satisfies Record<string, keyof CampaignsTable>;

export type DataField = keyof typeof DATA_COLUMNS;
export type CampaignData = Partial<{
  name: string;
  friendlyName: string | null;
  startDate: string;
  endDate: string;
  impressionGoal: number | null;
  status: string;
}>;

export interface CampaignRefInput {
  advertiserId: number;
  campaignId: number;
}

export interface ListQuery {
  limit: number;
  offset: number;
  search?: string;
  advertiserId?: number;
}

export interface ArchiveInput {
  advertiserId: number;
  scope: (typeof ARCHIVE_SCOPES)[number];
  campaignId?: number;
  campaignType?: string;
  year?: number;
}

/** A write's answer. */
export interface CampaignWrite {
  success: true;
  campaign: ManagedCampaign;
  auditId: number;
}

/** The spend facet's state. */
export interface SpendState {
  SpendType: string;
  Rate: number;
  HideSpend: boolean;
}

export function spendStateOf(row: Pick<ManagedRow, 'spend_type' | 'spend_rate' | 'hide_spend'>): SpendState {
  return { SpendType: row.spend_type, Rate: Number(row.spend_rate), HideSpend: Number(row.hide_spend) === 1 };
}

/** A data field's current value by wire name. */
export function dataValueOf(row: ManagedRow, field: DataField): unknown {
  const value = row[DATA_COLUMNS[field]];
  return field === 'impressionGoal' && value != null ? Number(value) : value;
}

/** Runs a call; anything unexpected (not ours, not an outage) becomes 500 with the call's catalogued text. */
async function failingAs<T>(key: MessageKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    const failure = new AppError(500, key);
    failure.cause = error;
    throw failure;
  }
}

/** A name the calls accept (trimmed), or 400 naming the field. */
export function checkName(value: string, field: string): string {
  const name = value.trim();
  if (!PATTERNS.nameWithDigits.test(name)) throw new AppError(400, 'campaignNameInvalid', { params: { field } });
  return name;
}

function checkDate(value: string, field: string): string {
  if (!DateTime.fromFormat(value, 'yyyy-MM-dd').isValid) {
    throw new AppError(400, 'campaignDateInvalid', { params: { field } });
  }
  return value;
}

const contains = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

export class CampaignStateService {
  constructor(private readonly ctx: ServiceContext) {}

  /** POST /api/hideCampaign/. */
  hide(user: SessionUser, ref: CampaignRefInput): Promise<CampaignWrite> {
    return failingAs('errorOccured', () => this.setHidden(user, ref, true));
  }

  /** POST /api/unhideCampaign/. */
  unhide(user: SessionUser, ref: CampaignRefInput): Promise<CampaignWrite> {
    return failingAs('errorOccurred', () => this.setHidden(user, ref, false));
  }

  /** GET /api/getHiddenCampaigns/: newest hidden first. */
  hidden(user: SessionUser, query: ListQuery): Promise<{ campaigns: ManagedCampaign[]; total: number }> {
    return failingAs('errorOccured', () => this.list(user, query, 'hidden'));
  }

  /** GET /api/admin/campaigns/archive: newest archived first. */
  archived(user: SessionUser, query: ListQuery): Promise<{ campaigns: ManagedCampaign[]; total: number }> {
    return failingAs('errorOccurred', () => this.list(user, query, 'archived'));
  }

  /** PUT /api/updateCampaignData/. */
  updateData(user: SessionUser, input: CampaignRefInput & { data: CampaignData }): Promise<CampaignWrite> {
    return failingAs('errorOccured', async () => {
      const fields = Object.keys(input.data).filter((key): key is DataField => key in DATA_COLUMNS);
      if (!fields.length) throw new AppError(400, 'campaignDataEmpty');
      const changes = dataChanges(input.data, fields);
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const row = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const start = (changes.start_date as string | undefined) ?? row.start_date;
        const end = (changes.end_date as string | undefined) ?? row.end_date;
        if (end < start) throw new AppError(400, 'campaignDatesOutOfOrder');
        const before = Object.fromEntries(fields.map((field) => [field, dataValueOf(row, field)]));
        await this.update(trx, row.id, changes);
        await bumpDataGeneration(trx);
        const updated = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const after = Object.fromEntries(fields.map((field) => [field, dataValueOf(updated, field)]));
        const auditId = await this.audited(trx, user, updated, CAMPAIGN_FACETS.data, 'update', before, after);
        return { success: true, campaign: managedOf(updated), auditId };
      });
    });
  }

  /** POST /api/setCampaignFriendlyName and POST /api/campaign/friendlyName. */
  rename(
    user: SessionUser,
    input: CampaignRefInput & { friendlyName: string },
  ): Promise<{ Attributes: Record<string, unknown>; auditId: number }> {
    return failingAs('errorOccurred', async () => {
      if (!input.friendlyName.trim()) throw new AppError(400, 'missingRequiredField');
      const friendlyName = checkName(input.friendlyName, 'friendlyName');
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const row = await managedCampaign(trx, input.advertiserId, input.campaignId);
        await this.update(trx, row.id, { friendly_name: friendlyName });
        await bumpDataGeneration(trx);
        const updated = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const auditId = await this.audited(
          trx,
          user,
          updated,
          CAMPAIGN_FACETS.name,
          'rename',
          { friendlyName: row.friendly_name },
          { friendlyName: updated.friendly_name },
        );
        const campaign = managedOf(updated);
        const { CampaignId, AdvertiserId, FriendlyName, UpdatedAt } = campaign;
        return { Attributes: { CampaignId, AdvertiserId, FriendlyName, UpdatedAt }, auditId };
      });
    });
  }

  /** POST /api/setCampaignSpendType: FLAT carries no rate (0); hideSpend left out keeps the current setting. */
  setSpend(
    user: SessionUser,
    input: CampaignRefInput & { spendType: (typeof SPEND_TYPES)[number]; rate: number; hideSpend?: boolean },
  ): Promise<{ SpendRate: SpendState; auditId: number }> {
    return failingAs('errorOccurred', async () => {
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const row = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const before = spendStateOf(row);
        const hideSpend = input.hideSpend ?? before.HideSpend;
        await this.update(trx, row.id, {
          spend_type: input.spendType,
          spend_rate: input.spendType === 'FLAT' ? 0 : input.rate,
          hide_spend: hideSpend ? 1 : 0,
        });
        await refreshRollups(trx, [row.advertiser_id]);
        const updated = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const after = spendStateOf(updated);
        const auditId = await this.audited(trx, user, updated, CAMPAIGN_FACETS.spend, 'spend', before, after);
        return { SpendRate: after, auditId };
      });
    });
  }

  /** PUT /api/admin/campaigns/permissions. */
  setAudience(user: SessionUser, input: CampaignRefInput & { audience: CampaignAudience }): Promise<CampaignWrite> {
    return failingAs('errorOccurred', async () => {
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const row = await managedCampaign(trx, input.advertiserId, input.campaignId);
        await this.update(trx, row.id, { audience: input.audience });
        await bumpDataGeneration(trx);
        const updated = await managedCampaign(trx, input.advertiserId, input.campaignId);
        const auditId = await this.audited(
          trx,
          user,
          updated,
          CAMPAIGN_FACETS.audience,
          'permissions',
          { audience: row.audience },
          { audience: updated.audience },
        );
        return { success: true, campaign: managedOf(updated), auditId };
      });
    });
  }

  /** POST /api/archiveCampaign: one campaign, a tactic (campaign type) or a year (end date), as one batch. */
  archive(
    user: SessionUser,
    input: ArchiveInput,
  ): Promise<{ success: true; archived: ManagedCampaign[]; batch: string; auditIds: number[] }> {
    return failingAs('errorOccurred', async () => {
      if (input.scope === 'campaign' && input.campaignId === undefined) {
        throw new AppError(400, 'campaignArchiveNeedsCampaign');
      }
      if (input.scope === 'tactic' && !input.campaignType) throw new AppError(400, 'campaignArchiveNeedsType');
      if (input.scope === 'year' && input.year === undefined) throw new AppError(400, 'campaignArchiveNeedsYear');
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const rows = await archivable(trx, input);
        if (!rows.length) throw new AppError(409, 'campaignNothingToArchive');
        const batch = randomUUID();
        const now = this.ctx.now();
        await trx
          .updateTable('campaigns')
          .set({ archived_at: now, archived_by: user.email, archive_batch: batch, updated_at: now })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        await refreshRollups(trx, [input.advertiserId]);
        const archived: ManagedCampaign[] = [];
        const auditIds: number[] = [];
        for (const row of rows) {
          const updated = await managedCampaign(trx, input.advertiserId, row.id);
          auditIds.push(
            await this.audited(
              trx,
              user,
              updated,
              CAMPAIGN_FACETS.archive,
              'archive',
              { archived: false, batch: null },
              { archived: true, batch },
            ),
          );
          archived.push(managedOf(updated));
        }
        return { success: true, archived, batch, auditIds };
      });
    });
  }

  /** POST /api/admin/campaigns/restore: each named campaign must be the advertiser's and archived. */
  restore(
    user: SessionUser,
    input: { advertiserId: number; campaignIds: number[] },
  ): Promise<{ success: true; restored: ManagedCampaign[]; auditIds: number[] }> {
    return failingAs('errorOccurred', async () => {
      await openAdvertiser(this.ctx, user, input.advertiserId);
      return this.write(async (trx) => {
        const restored: ManagedCampaign[] = [];
        const auditIds: number[] = [];
        for (const id of [...new Set(input.campaignIds)]) {
          const row = await managedCampaign(trx, input.advertiserId, id);
          if (row.archived_at == null) throw new AppError(409, 'campaignNotArchived', { params: { id } });
          await this.update(trx, id, { archived_at: null, archived_by: null, archive_batch: null });
          const updated = await managedCampaign(trx, input.advertiserId, id);
          auditIds.push(
            await this.audited(
              trx,
              user,
              updated,
              CAMPAIGN_FACETS.archive,
              'restore',
              { archived: true, batch: row.archive_batch },
              { archived: false, batch: null },
            ),
          );
          restored.push(managedOf(updated));
        }
        await refreshRollups(trx, [input.advertiserId]);
        return { success: true, restored, auditIds };
      });
    });
  }

  private async setHidden(user: SessionUser, ref: CampaignRefInput, hidden: boolean): Promise<CampaignWrite> {
    await openAdvertiser(this.ctx, user, ref.advertiserId);
    return this.write(async (trx) => {
      const row = await managedCampaign(trx, ref.advertiserId, ref.campaignId);
      if ((row.hidden_at != null) === hidden) {
        throw new AppError(409, hidden ? 'campaignAlreadyHidden' : 'campaignNotHidden');
      }
      const now = this.ctx.now();
      await this.update(trx, row.id, { hidden_at: hidden ? now : null, hidden_by: hidden ? user.email : null });
      await refreshRollups(trx, [row.advertiser_id]);
      const updated = await managedCampaign(trx, ref.advertiserId, ref.campaignId);
      const auditId = await this.audited(
        trx,
        user,
        updated,
        CAMPAIGN_FACETS.visibility,
        hidden ? 'hide' : 'unhide',
        { hidden: !hidden },
        { hidden },
      );
      return { success: true, campaign: managedOf(updated), auditId };
    });
  }

  private async list(
    user: SessionUser,
    query: ListQuery,
    which: 'hidden' | 'archived',
  ): Promise<{ campaigns: ManagedCampaign[]; total: number }> {
    if (query.advertiserId !== undefined) await openAdvertiser(this.ctx, user, query.advertiserId);
    const scope = await this.ctx.users.scopeOf(user);
    const db = this.ctx.db;
    const column = which === 'hidden' ? 'campaigns.hidden_at' : 'campaigns.archived_at';
    let rows = managedFrom(db)
      .where(column, 'is not', null)
      .where('campaigns.advertiser_id', 'in', visibleAdvertisers(db, scope, user).select('advertisers.id'));
    if (query.advertiserId !== undefined) rows = rows.where('campaigns.advertiser_id', '=', query.advertiserId);
    const search = query.search?.trim();
    if (search) {
      rows = rows.where((eb) =>
        eb.or([
          contains('campaigns.name', search),
          contains('campaigns.friendly_name', search),
          contains('advertisers.name', search),
        ]),
      );
    }
    const [page, total] = await Promise.all([
      rows
        .select(MANAGED_COLUMNS)
        .orderBy(column, 'desc')
        .orderBy('campaigns.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { campaigns: page.map(managedOf), total: Number(total.n) };
  }

  /**
   * One transaction; once it commits, this instance's response cache is cleared at once (other instances follow
   * the data generation the change bumped within their generation check).
   */
  private async write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await this.ctx.db.transaction().execute(work);
    this.ctx.cache.clear();
    return result;
  }

  private async update(trx: Db, id: number, changes: Record<string, unknown>): Promise<void> {
    await trx
      .updateTable('campaigns')
      .set({ ...changes, updated_at: this.ctx.now() })
      .where('id', '=', id)
      .execute();
  }

  private audited(
    trx: Db,
    user: SessionUser,
    row: ManagedRow,
    facet: CampaignFacet,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<number> {
    return this.ctx.audit.write(trx, {
      actor: { id: user.user_id, email: user.email },
      agencyId: Number(row.agency_id),
      area: 'campaigns',
      objectType: facet,
      objectId: Number(row.id),
      objectLabel: labelOf(row),
      action,
      before,
      after,
    });
  }
}

/** The columns an updateCampaignData body changes, checked (names, dates, status). */
function dataChanges(data: CampaignData, fields: DataField[]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    let value = data[field];
    if (field === 'name') value = checkName(String(value), 'name');
    if (field === 'friendlyName')
      value = value == null || !String(value).trim() ? null : checkName(String(value), 'friendlyName');
    if (field === 'startDate' || field === 'endDate') value = checkDate(String(value), field);
    if (field === 'status' && !STATUSES.includes(String(value) as (typeof STATUSES)[number])) {
      throw new AppError(400, 'campaignStatusUnknown', { params: { status: String(value) } });
    }
    changes[DATA_COLUMNS[field]] = value;
  }
  return changes;
}

/** The not yet archived campaigns an archive action takes (hidden ones too). */
async function archivable(db: Db, input: ArchiveInput): Promise<{ id: number }[]> {
  if (input.scope === 'campaign') {
    const row = await managedCampaign(db, input.advertiserId, input.campaignId!);
    return row.archived_at == null ? [{ id: Number(row.id) }] : [];
  }
  let query = readManagedCampaigns(db)
    .select('id')
    .where('advertiser_id', '=', input.advertiserId)
    .where('archived_at', 'is', null);
  if (input.campaignType) query = query.where('campaign_type', '=', input.campaignType.toUpperCase());
  if (input.scope === 'year') {
    query = query.where('end_date', '>=', `${input.year}-01-01`).where('end_date', '<=', `${input.year}-12-31`);
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id) }));
}
