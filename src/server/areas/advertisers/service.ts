/**
 * The advertiser (client) area's rules (001 §7, issue 22): the searches and reads the dashboards and
 * /linearadmin use, and the advertiser writes. Every write runs in one transaction with its audit entry (area
 * 'advertisers'); an info update can be reverted from the audit log.
 */
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { readableTime } from '../../kernel/readable-time';
import { scopeOf } from '../../kernel/tenancy';
import { isUniqueViolation } from '../../services/layout-editor-types';
import { checkPlacement, openAdvertiser, requireVisibleAgency } from './access';
import { parseClientFilters, type ClientSearchQuery } from './client-filters';
import {
  agencyClients,
  agencyDefaults,
  campaignCounts,
  clientPage,
  deleteAdvertiser,
  dependentsOf,
  advertiserById,
  insertAdvertiser,
  nextAdvertiserId,
  stationsById,
  subAgenciesById,
  updateAdvertiser,
  type Window,
} from './queries';
import { campaignPage, type CampaignItem } from './campaign-queries';
import {
  advertiserInfoOf,
  clientItemOf,
  describeDependents,
  infoFieldsOf,
  INFO_FIELDS,
  type AdvertiserInfo,
  type ClientItem,
  type InfoFields,
  type InfoRecord,
} from './rows';
import type { CampaignSort, ClientSort } from './schemas';
import { actorOf, writing } from '../../kernel/writing';

/** POST /api/admin/advertisers. */
export interface NewAdvertiser extends Partial<InfoFields> {
  name: string;
  industry: string;
  agencyId: number;
  subAgencyId?: number | null;
  stationId?: number | null;
}

/** The campaign search's parameters as the route receives them. */
export interface CampaignSearchQuery {
  limit: number;
  offset: number;
  campaignName?: string;
  advertiserName?: string;
  partners?: string;
  product?: string;
  advertiserId?: number;
  sortby: CampaignSort;
  sortDesc: boolean;
}

export class AdvertiserService {
  constructor(private readonly ctx: ServiceContext) {
    ctx.audit.onRevert('advertisers', (entry, trx, actor) => this.revert(entry, trx, actor));
  }

  /** GET /api/linearAdminClientsSearch. */
  async clients(
    user: SessionUser,
    query: ClientSearchQuery & { limit: number; offset: number; sortby: ClientSort; sortDesc: boolean },
  ): Promise<{ clients: ClientItem[]; total: number }> {
    const filters = parseClientFilters(query);
    const scope = await scopeOf(this.ctx.db, user);
    const window = { limit: query.limit, offset: query.offset, sort: query.sortby, desc: query.sortDesc };
    const { rows, total } = await clientPage(this.ctx.db, scope, user, filters, window);
    const counts = await campaignCounts(
      this.ctx.db,
      rows.map((row) => row.id),
    );
    return { clients: rows.map((row) => clientItemOf(row, counts.get(row.id) ?? 0)), total };
  }

  /** GET /api/getAgencyAdvertisers/?agency= (an empty list is `{ advertisers: [] }`). */
  async ofAgency(user: SessionUser, agencyId: number): Promise<{ advertisers: ClientItem[] }> {
    requireVisibleAgency(user, agencyId);
    const scope = await scopeOf(this.ctx.db, user);
    const rows = await agencyClients(this.ctx.db, scope, user, agencyId);
    const counts = await campaignCounts(
      this.ctx.db,
      rows.map((row) => row.id),
    );
    return { advertisers: rows.map((row) => clientItemOf(row, counts.get(row.id) ?? 0)) };
  }

  /** GET /api/campaign/search. */
  async campaigns(
    user: SessionUser,
    query: CampaignSearchQuery,
  ): Promise<{ campaigns: CampaignItem[]; total: number }> {
    const { partners, types } = parseClientFilters({ partners: query.partners, product: query.product, status: 'all' });
    const filters = {
      campaignName: query.campaignName?.trim() || null,
      advertiserName: query.advertiserName?.trim() || null,
      partners,
      types,
      advertiserId: query.advertiserId ?? null,
    };
    const scope = await scopeOf(this.ctx.db, user);
    const window: Window<CampaignSort> = {
      limit: query.limit,
      offset: query.offset,
      sort: query.sortby,
      desc: query.sortDesc,
    };
    const { rows, total } = await campaignPage(this.ctx.db, scope, user, filters, window);
    return { campaigns: rows, total };
  }

  /** GET /api/getAdvertiserInfo: the advertiser, and its station and sub-agency when asked. */
  async info(
    user: SessionUser,
    id: number,
    include: { stations?: boolean; subagencies?: boolean },
  ): Promise<Record<string, unknown>> {
    const scope = await scopeOf(this.ctx.db, user);
    const record = await openAdvertiser(this.ctx.db, scope, user, id);
    const result: Record<string, unknown> = { advertiser: await this.infoOf(this.ctx.db, record) };
    if (include.stations && record.station_id !== null)
      result.stations = await stationsById(this.ctx.db, record.station_id);
    if (include.subagencies && record.sub_agency_id !== null) {
      result.subagencies = await subAgenciesById(this.ctx.db, record.sub_agency_id);
    }
    return result;
  }

  /** A new advertiser of an agency; its spend type and markup default to the agency's. */
  async create(user: SessionUser, input: NewAdvertiser): Promise<{ advertiser: AdvertiserInfo }> {
    const scope = await scopeOf(this.ctx.db, user);
    const attempt = () =>
      writing(this.ctx, async (trx) => {
        const placement = await checkPlacement(trx, scope, input);
        const defaults = await agencyDefaults(trx, placement.agency_id);
        const id = await nextAdvertiserId(trx);
        const now = this.ctx.now();
        const fields = infoFieldsOf({
          name: input.name.trim(),
          industry: input.industry.trim(),
          address: input.address ?? null,
          city: input.city ?? null,
          state: input.state ? input.state.toUpperCase() : null,
          zip: input.zip ?? null,
          website: input.website ?? null,
          phone: input.phone ?? null,
          spend_type: input.spend_type === undefined ? (defaults?.default_spend_type ?? null) : input.spend_type,
          markup: input.markup === undefined ? (defaults?.default_markup ?? null) : input.markup,
        });
        await insertAdvertiser(trx, { id, ...placement, ...fields, logo_url: null, created_at: now, status: 1 });
        const advertiser = await this.reread(trx, id);
        await this.audited(trx, user, advertiser, 'create', undefined, snapshotOf(advertiser));
        return { advertiser };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two creations took the same next id at once: the second tries again with the one after.
      if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) return attempt();
      throw error;
    }
  }

  /** PUT /api/advertiserInfoUpdate/{propertyId}: the given details change, the others stay. */
  async updateInfo(user: SessionUser, id: number, input: Partial<InfoFields>): Promise<{ advertiser: AdvertiserInfo }> {
    const scope = await scopeOf(this.ctx.db, user);
    return writing(this.ctx, async (trx) => {
      const record = await openAdvertiser(trx, scope, user, id);
      const before = infoFieldsOf(record);
      const changes: Partial<InfoFields> = {};
      for (const field of INFO_FIELDS) {
        const value = input[field];
        if (value === undefined) continue;
        (changes as Record<string, unknown>)[field] =
          typeof value === 'string' && (field === 'name' || field === 'industry') ? value.trim() : value;
      }
      if (changes.state) changes.state = changes.state.toUpperCase();
      await updateAdvertiser(trx, id, { ...changes, updated_at: this.ctx.now() });
      const advertiser = await this.reread(trx, id);
      await this.audited(trx, user, advertiser, 'update', before, infoFieldsOf(advertiser));
      return { advertiser };
    });
  }

  /** POST /api/admin/advertisers/{id}/move: another sub-agency or station of the same agency. */
  async move(
    user: SessionUser,
    id: number,
    target: { subAgencyId: number | null; stationId: number | null },
  ): Promise<{ advertiser: AdvertiserInfo }> {
    const scope = await scopeOf(this.ctx.db, user);
    const moved = await writing(this.ctx, async (trx) => {
      const record = await openAdvertiser(trx, scope, user, id);
      const placement = await checkPlacement(trx, scope, { agencyId: record.agency_id, ...target });
      const before = { sub_agency_id: record.sub_agency_id, station_id: record.station_id };
      await updateAdvertiser(trx, id, {
        sub_agency_id: placement.sub_agency_id,
        station_id: placement.station_id,
        updated_at: this.ctx.now(),
      });
      const advertiser = await this.reread(trx, id);
      const after = { sub_agency_id: advertiser.sub_agency_id, station_id: advertiser.station_id };
      await this.audited(trx, user, advertiser, 'move', before, after);
      return { advertiser };
    });
    // Who may see the advertiser changed: this instance's kept admissions to it go now (the others' within 2 s).
    this.ctx.cache.clearAdvertiser(id);
    return moved;
  }

  /** POST /api/admin/advertisers/{id}/status: an inactive advertiser keeps its data and leaves the client search. */
  async setStatus(user: SessionUser, id: number, active: boolean): Promise<{ advertiser: AdvertiserInfo }> {
    const scope = await scopeOf(this.ctx.db, user);
    return writing(this.ctx, async (trx) => {
      const record = await openAdvertiser(trx, scope, user, id);
      await updateAdvertiser(trx, id, { status: active ? 1 : 0, updated_at: this.ctx.now() });
      const advertiser = await this.reread(trx, id);
      const action = active ? 'activate' : 'deactivate';
      await this.audited(trx, user, advertiser, action, { status: record.status }, { status: active ? 1 : 0 });
      return { advertiser };
    });
  }

  /** DELETE /api/admin/advertisers/{id}: only when no campaign, order, user grant or group needs it (409). */
  async remove(user: SessionUser, id: number): Promise<void> {
    const scope = await scopeOf(this.ctx.db, user);
    await writing(this.ctx, async (trx) => {
      const record = await openAdvertiser(trx, scope, user, id);
      const what = describeDependents(await dependentsOf(trx, id));
      if (what) throw new AppError(409, 'advertiserInUse', { params: { what } });
      const advertiser = await this.infoOf(trx, record);
      await deleteAdvertiser(trx, id);
      await this.audited(trx, user, advertiser, 'delete', snapshotOf(advertiser), undefined);
    });
    this.ctx.cache.clearAdvertiser(id);
  }

  /** Reverts an info update (the only advertiser change the audit log puts back). */
  private async revert(entry: AuditEntry, trx: Db, _actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    if (entry.action !== 'update') {
      throw new AppError(409, 'auditNotRevertible', { params: { area: `advertisers (${entry.action})` } });
    }
    const current = await advertiserById(trx, Number(entry.objectId));
    if (!current) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
    const now = infoFieldsOf(current);
    if (JSON.stringify(now) !== JSON.stringify(entry.after)) {
      throw new AppError(409, 'auditChangedSince', {
        params: {
          object: entry.objectLabel,
          changedBy: entry.actorEmail,
          changedAt: readableTime(new Date(current.updated_at ?? Date.parse(entry.at)).toISOString()),
        },
      });
    }
    const target = entry.before as InfoFields;
    await updateAdvertiser(trx, current.id, { ...target, updated_at: this.ctx.now() });
    return { before: now, after: target };
  }

  private async reread(db: Db, id: number): Promise<AdvertiserInfo> {
    const record = await advertiserById(db, id);
    if (!record) throw new AppError(404, 'advertiserNotFound');
    return this.infoOf(db, record);
  }

  private async infoOf(db: Db, record: InfoRecord): Promise<AdvertiserInfo> {
    const counts = await campaignCounts(db, [record.id]);
    return advertiserInfoOf(record, counts.get(record.id) ?? 0);
  }

  private async audited(
    trx: Db,
    user: SessionUser,
    advertiser: AdvertiserInfo,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await this.ctx.audit.write(trx, {
      actor: actorOf(user),
      agencyId: advertiser.agency_id,
      area: 'advertisers',
      objectType: 'advertiser',
      objectId: advertiser.id,
      objectLabel: advertiser.name,
      action,
      before,
      after,
    });
  }
}

/** What the audit log keeps of an advertiser on its creation and removal. */
function snapshotOf(advertiser: AdvertiserInfo): Record<string, unknown> {
  const { agency_id, sub_agency_id, station_id, status } = advertiser;
  return { ...infoFieldsOf(advertiser), agency_id, sub_agency_id, station_id, status };
}
