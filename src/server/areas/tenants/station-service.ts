/**
 * Stations (issue 22): the page of GET /api/admin/stations and the writes, for the caller's active agency and scope
 * (404 outside). A station sits under its agency or one of its sub-agencies; moving it carries its advertisers and
 * members along. Its allow-list narrows its parent's effective list (400 naming a widening domain); an inactive
 * agency or sub-agency gets no new station (409); a station is deleted only when nothing depends on it (409).
 */
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { readableTime } from '../../kernel/readable-time';
import { scopeOf, type Scope } from '../../kernel/tenancy';
import { effectiveEmailDomains } from '../../../domain/email-domains';
import { managesAgency, managesStation, seesAgency, treeFilterOf } from './access';
import { findAgency, nextId, type AgencyRecord, type StationRecord } from './queries';
import {
  deleteStation,
  findStation,
  findSubAgency,
  insertStation,
  stationCounts,
  stationPage,
  updateStation,
  type StationRow,
  type StationSort,
} from './tree-queries';
import {
  dependents,
  domainsOf,
  stationItemOf,
  stationSnapshot,
  storedDomains,
  type StationItem,
  type StationSnapshot,
} from './rows';
import { narrowedList, TenantWrites } from './writes';

export interface StationInput {
  name?: string;
  callSign?: string;
  subAgencyId?: number | null;
  allowedEmailDomains?: readonly string[] | null;
}

const FIELD = 'allowedEmailDomains';

export class StationService {
  private readonly writes: TenantWrites;

  constructor(private readonly ctx: ServiceContext) {
    this.writes = new TenantWrites(ctx);
  }

  /** One page of an agency's stations the caller sees (`subAgency` null: those without a sub-agency). */
  async list(
    user: SessionUser,
    agencyId: number,
    subAgency: number | null | undefined,
    window: ListWindow<StationSort>,
  ): Promise<Page<StationItem>> {
    const scope = await scopeOf(this.ctx.db, user);
    const agency = seesAgency(scope, agencyId) ? await findAgency(this.ctx.db, agencyId) : undefined;
    if (!agency) throw new AppError(404, 'agencyNotFound');
    const { rows, total } = await stationPage(
      this.ctx.db,
      agencyId,
      treeFilterOf(scope),
      subAgency,
      window.search,
      window.sort,
      window.dir === 'desc',
      window.limit,
      window.offset,
    );
    return page(await this.items(this.ctx.db, agency, rows), total, window.limit, window.offset);
  }

  async create(user: SessionUser, agencyId: number, input: StationInput & { name: string; callSign: string }) {
    const scope = await scopeOf(this.ctx.db, user);
    const subAgencyId = input.subAgencyId ?? null;
    const allowed =
      managesAgency(scope, agencyId) ||
      (scope.kind === 'subAgency' && scope.agencyId === agencyId && scope.subAgencyId === subAgencyId);
    if (!allowed) throw new AppError(404, 'agencyNotFound');
    return this.writes.writing(async (trx) => {
      const agency = await findAgency(trx, agencyId);
      if (!agency) throw new AppError(404, 'agencyNotFound');
      if (agency.status !== 1) throw new AppError(409, 'tenantParentInactive', { params: { parent: agency.name } });
      const parentDomains = await this.parentDomains(trx, agency, subAgencyId, true);
      const record: StationRecord = {
        id: await nextId(trx, 'stations'),
        agency_id: agencyId,
        sub_agency_id: subAgencyId,
        name: input.name.trim(),
        call_sign: input.callSign.trim().toUpperCase(),
        status: 1,
        updated_at: this.writes.now(),
        allowed_email_domains: storedDomains(
          narrowedList(input.allowedEmailDomains, parentDomains, subAgencyId ? 'sub-agency' : 'agency', FIELD),
        ),
      };
      await insertStation(trx, record);
      const created = (await findStation(trx, record.id))!;
      await this.writes.audited(trx, user, entry(created, 'create', undefined, stationSnapshot(created)));
      return (await this.items(trx, agency, [created]))[0]!;
    });
  }

  async update(user: SessionUser, id: number, input: StationInput): Promise<StationItem> {
    return this.changing(user, id, 'update', async (trx, scope, agency, record) => {
      const change: Partial<StationRecord> = {};
      if (input.name !== undefined) change.name = input.name.trim();
      if (input.callSign !== undefined) change.call_sign = input.callSign.trim().toUpperCase();
      const subAgencyId = input.subAgencyId === undefined ? record.sub_agency_id : input.subAgencyId;
      const moved = subAgencyId !== record.sub_agency_id;
      if (moved) {
        // A sub-agency user keeps its stations inside its sub-agency.
        if (!managesAgency(scope, agency.id)) throw new AppError(404, 'stationNotFound');
        change.sub_agency_id = subAgencyId;
      }
      if (moved || input.allowedEmailDomains !== undefined) {
        const parentDomains = await this.parentDomains(trx, agency, subAgencyId, moved);
        const own =
          input.allowedEmailDomains === undefined ? domainsOf(record.allowed_email_domains) : input.allowedEmailDomains;
        change.allowed_email_domains = storedDomains(
          narrowedList(own, parentDomains, subAgencyId ? 'sub-agency' : 'agency', FIELD),
        );
      }
      return change;
    });
  }

  /** Deactivates or activates a station; its data stays. */
  setStatus(user: SessionUser, id: number, active: boolean): Promise<StationItem> {
    return this.changing(user, id, active ? 'activate' : 'deactivate', async () => ({ status: active ? 1 : 0 }));
  }

  /** Deletes a station nothing depends on; 409 naming what does. */
  async remove(user: SessionUser, id: number): Promise<void> {
    const scope = await scopeOf(this.ctx.db, user);
    await this.writes.writing(async (trx) => {
      const record = await this.open(trx, scope, id);
      const left = dependents((await stationCounts(trx, [id])).get(id)!);
      if (left) throw new AppError(409, 'tenantInUse', { params: { object: record.name, counts: left } });
      await deleteStation(trx, id);
      await this.writes.audited(trx, user, entry(record, 'delete', stationSnapshot(record), undefined));
    });
  }

  /** The revert of an update or a status change: the entry's `before` back, if nothing changed since. */
  async revert(entry: AuditEntry, trx: Db, _actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const record = await findStation(trx, Number(entry.objectId));
    if (!record) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
    const current = stationSnapshot(record);
    if (JSON.stringify(current) !== JSON.stringify(entry.after))
      throw new AppError(409, 'auditChangedSince', {
        params: { object: record.name, changedBy: entry.actorEmail, changedAt: readableTime(entry.at) },
      });
    const target = entry.before as StationSnapshot;
    const change: Partial<StationRecord> = {
      name: target.name,
      call_sign: target.call_sign,
      allowed_email_domains: storedDomains(target.allowed_email_domains),
      status: target.status === 'active' ? 1 : 0,
      updated_at: this.writes.now(),
    };
    if (target.sub_agency_id !== record.sub_agency_id) change.sub_agency_id = target.sub_agency_id;
    await updateStation(trx, record.id, change);
    return { before: current, after: stationSnapshot((await findStation(trx, record.id))!) };
  }

  /**
   * The effective list of a station's parent; with `checkParent`, the sub-agency must be the agency's (400) and
   * active (409).
   */
  private async parentDomains(
    trx: Db,
    agency: AgencyRecord,
    subAgencyId: number | null,
    checkParent: boolean,
  ): Promise<string[] | null> {
    const agencyDomains = domainsOf(agency.allowed_email_domains);
    if (subAgencyId === null) return agencyDomains;
    const sub = await findSubAgency(trx, subAgencyId);
    if (!sub || sub.agency_id !== agency.id)
      throw new AppError(400, 'tenantSubAgencyOutside', {
        params: { field: 'subAgencyId' },
        details: { field: 'subAgencyId' },
      });
    if (checkParent && sub.status !== 1)
      throw new AppError(409, 'tenantParentInactive', { params: { parent: sub.name } });
    return effectiveEmailDomains(agencyDomains, domainsOf(sub.allowed_email_domains));
  }

  private async changing(
    user: SessionUser,
    id: number,
    action: string,
    changeOf: (trx: Db, scope: Scope, agency: AgencyRecord, record: StationRow) => Promise<Partial<StationRecord>>,
  ): Promise<StationItem> {
    const scope = await scopeOf(this.ctx.db, user);
    return this.writes.writing(async (trx) => {
      const record = await this.open(trx, scope, id);
      const agency = (await findAgency(trx, record.agency_id))!;
      const change = await changeOf(trx, scope, agency, record);
      await updateStation(trx, id, { ...change, updated_at: this.writes.now() });
      const updated = (await findStation(trx, id))!;
      await this.writes.audited(trx, user, entry(updated, action, stationSnapshot(record), stationSnapshot(updated)));
      return (await this.items(trx, agency, [updated]))[0]!;
    });
  }

  private async open(db: Db, scope: Scope, id: number): Promise<StationRow> {
    const record = await findStation(db, id);
    if (!record || !managesStation(scope, record)) throw new AppError(404, 'stationNotFound');
    return record;
  }

  private async items(db: Db, agency: AgencyRecord, rows: StationRow[]): Promise<StationItem[]> {
    const counts = await stationCounts(
      db,
      rows.map((row) => row.id),
    );
    const subIds = [...new Set(rows.map((row) => row.sub_agency_id).filter((id): id is number => id !== null))];
    const subs = subIds.length
      ? await db.selectFrom('sub_agencies').select(['id', 'allowed_email_domains']).where('id', 'in', subIds).execute()
      : [];
    const subDomains = new Map(subs.map((sub) => [sub.id, domainsOf(sub.allowed_email_domains)]));
    const agencyDomains = domainsOf(agency.allowed_email_domains);
    return rows.map((row) =>
      stationItemOf(
        row,
        agencyDomains,
        row.sub_agency_id === null ? null : (subDomains.get(row.sub_agency_id) ?? null),
        counts.get(row.id)!,
      ),
    );
  }
}

function entry(record: StationRow, action: string, before: unknown, after: unknown) {
  return {
    agencyId: record.agency_id,
    objectType: 'station' as const,
    objectId: record.id,
    objectLabel: record.name,
    action,
    before,
    after,
  };
}
