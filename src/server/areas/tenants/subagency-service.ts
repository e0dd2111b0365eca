/**
 * Sub-agencies (issue 22): the list of GET /api/linearAdminSubagenciesStations and the writes, for the caller's
 * active agency and scope (404 outside). A sub-agency's allow-list narrows its agency's (400 naming a widening
 * domain) and may not drop below its stations' own lists (409 naming them). An inactive agency gets no new
 * sub-agency (409); a sub-agency is deleted only when nothing is left under it (409 with the counts).
 */
import { firstWidening, effectiveEmailDomains } from '../../../domain/email-domains';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { readableTime } from '../../kernel/readable-time';
import { scopeOf, type Scope } from '../../kernel/tenancy';
import { managesAgency, managesSubAgency, seesAgency, treeFilterOf } from './access';
import { findAgency, nextId, type AgencyRecord, type SubAgencyRecord } from './queries';
import {
  deleteSubAgency,
  findSubAgency,
  insertSubAgency,
  stationsOf,
  subAgencyCounts,
  subAgencyPage,
  updateSubAgency,
  type SubAgencySort,
} from './tree-queries';
import {
  dependents,
  domainsOf,
  storedDomains,
  subAgencyItemOf,
  subAgencySnapshot,
  type SubAgencyItem,
  type SubAgencySnapshot,
} from './rows';
import { narrowedList, TenantWrites } from './writes';

export interface SubAgencyInput {
  name?: string;
  allowedEmailDomains?: readonly string[] | null;
}

export interface SubAgencySearch {
  AgencyId: number;
  name?: string;
  limit: number;
  offset: number;
  orderBy: string;
}

const FIELD = 'allowedEmailDomains';

export class SubAgencyService {
  private readonly writes: TenantWrites;

  constructor(private readonly ctx: ServiceContext) {
    this.writes = new TenantWrites(ctx);
  }

  /** The agency's sub-agencies the caller sees, each with its stations and counts. */
  async search(user: SessionUser, query: SubAgencySearch): Promise<{ subagencies: SubAgencyItem[]; total: number }> {
    const scope = await scopeOf(this.ctx.db, user);
    const agency = await this.visibleAgency(scope, query.AgencyId);
    const filter = treeFilterOf(scope);
    const { rows, total } = await subAgencyPage(
      this.ctx.db,
      agency.id,
      filter,
      (query.name ?? '').trim(),
      query.orderBy.replace(/^-/, '') as SubAgencySort,
      query.orderBy.startsWith('-'),
      query.limit,
      query.offset,
    );
    const ids = rows.map((row) => row.id);
    const [stations, counts] = await Promise.all([
      stationsOf(this.ctx.db, ids, filter),
      subAgencyCounts(this.ctx.db, ids),
    ]);
    const agencyDomains = domainsOf(agency.allowed_email_domains);
    return {
      subagencies: rows.map((row) =>
        subAgencyItemOf(
          row,
          agencyDomains,
          stations.filter((station) => station.sub_agency_id === row.id),
          counts.get(row.id)!,
        ),
      ),
      total,
    };
  }

  async create(user: SessionUser, agencyId: number, input: Required<Pick<SubAgencyInput, 'name'>> & SubAgencyInput) {
    const scope = await scopeOf(this.ctx.db, user);
    if (!managesAgency(scope, agencyId)) throw new AppError(404, 'agencyNotFound');
    return this.writes.writing(async (trx) => {
      const agency = await findAgency(trx, agencyId);
      if (!agency) throw new AppError(404, 'agencyNotFound');
      if (agency.status !== 1) throw new AppError(409, 'tenantParentInactive', { params: { parent: agency.name } });
      const list = narrowedList(input.allowedEmailDomains, domainsOf(agency.allowed_email_domains), 'agency', FIELD);
      const record: SubAgencyRecord = {
        id: await nextId(trx, 'sub_agencies'),
        agency_id: agencyId,
        name: input.name.trim(),
        status: 1,
        updated_at: this.writes.now(),
        allowed_email_domains: storedDomains(list),
      };
      await insertSubAgency(trx, record);
      await this.writes.audited(trx, user, entry(record, 'create', undefined, subAgencySnapshot(record)));
      return this.item(trx, agency, record);
    });
  }

  async update(user: SessionUser, id: number, input: SubAgencyInput): Promise<SubAgencyItem> {
    return this.changing(user, id, 'update', async (trx, agency, record) => {
      const change: Partial<SubAgencyRecord> = {};
      if (input.name !== undefined) change.name = input.name.trim();
      if (input.allowedEmailDomains !== undefined) {
        const agencyDomains = domainsOf(agency.allowed_email_domains);
        const list = narrowedList(input.allowedEmailDomains, agencyDomains, 'agency', FIELD);
        const effective = effectiveEmailDomains(agencyDomains, list);
        const wider = (await stationsOf(trx, [record.id], { kind: 'all' })).filter(
          (station) => firstWidening(domainsOf(station.allowed_email_domains), effective) !== null,
        );
        if (wider.length)
          throw new AppError(409, 'tenantDomainChildrenWider', {
            params: { children: wider.map((station) => station.name).join(', '), field: FIELD },
            details: { field: FIELD, children: wider.map((station) => station.name) },
          });
        change.allowed_email_domains = storedDomains(list);
      }
      return change;
    });
  }

  /** Deactivates or activates a sub-agency; its data stays. */
  setStatus(user: SessionUser, id: number, active: boolean): Promise<SubAgencyItem> {
    return this.changing(user, id, active ? 'activate' : 'deactivate', async () => ({ status: active ? 1 : 0 }));
  }

  /** Deletes a sub-agency nothing is left under; 409 naming what is. */
  async remove(user: SessionUser, id: number): Promise<void> {
    const scope = await scopeOf(this.ctx.db, user);
    await this.writes.writing(async (trx) => {
      const record = await this.open(trx, scope, id);
      const counts = (await subAgencyCounts(trx, [id])).get(id)!;
      const left = dependents(counts);
      if (left) throw new AppError(409, 'tenantInUse', { params: { object: record.name, counts: left } });
      await deleteSubAgency(trx, id);
      await this.writes.audited(trx, user, entry(record, 'delete', subAgencySnapshot(record), undefined));
    });
  }

  /** The revert of an update or a status change: the entry's `before` back, if nothing changed since. */
  async revert(entry: AuditEntry, trx: Db, _actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const record = await findSubAgency(trx, Number(entry.objectId));
    if (!record) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
    const current = subAgencySnapshot(record);
    if (JSON.stringify(current) !== JSON.stringify(entry.after))
      throw new AppError(409, 'auditChangedSince', {
        params: { object: record.name, changedBy: entry.actorEmail, changedAt: readableTime(entry.at) },
      });
    const target = entry.before as SubAgencySnapshot;
    await updateSubAgency(trx, record.id, {
      name: target.name,
      allowed_email_domains: storedDomains(target.allowed_email_domains),
      status: target.status === 'active' ? 1 : 0,
      updated_at: this.writes.now(),
    });
    return { before: current, after: subAgencySnapshot((await findSubAgency(trx, record.id))!) };
  }

  private async changing(
    user: SessionUser,
    id: number,
    action: string,
    changeOf: (trx: Db, agency: AgencyRecord, record: SubAgencyRecord) => Promise<Partial<SubAgencyRecord>>,
  ): Promise<SubAgencyItem> {
    const scope = await scopeOf(this.ctx.db, user);
    return this.writes.writing(async (trx) => {
      const record = await this.open(trx, scope, id);
      const agency = (await findAgency(trx, record.agency_id))!;
      const change = await changeOf(trx, agency, record);
      await updateSubAgency(trx, id, { ...change, updated_at: this.writes.now() });
      const updated = (await findSubAgency(trx, id))!;
      await this.writes.audited(
        trx,
        user,
        entry(updated, action, subAgencySnapshot(record), subAgencySnapshot(updated)),
      );
      return this.item(trx, agency, updated);
    });
  }

  /** A sub-agency the caller manages; 404 otherwise. */
  private async open(db: Db, scope: Scope, id: number): Promise<SubAgencyRecord> {
    const record = await findSubAgency(db, id);
    if (!record || !managesSubAgency(scope, record)) throw new AppError(404, 'subAgencyNotFound');
    return record;
  }

  private async visibleAgency(scope: Scope, agencyId: number): Promise<AgencyRecord> {
    const agency = seesAgency(scope, agencyId) ? await findAgency(this.ctx.db, agencyId) : undefined;
    if (!agency) throw new AppError(404, 'agencyNotFound');
    return agency;
  }

  private async item(db: Db, agency: AgencyRecord, record: SubAgencyRecord): Promise<SubAgencyItem> {
    const [stations, counts] = await Promise.all([
      stationsOf(db, [record.id], { kind: 'all' }),
      subAgencyCounts(db, [record.id]),
    ]);
    return subAgencyItemOf(record, domainsOf(agency.allowed_email_domains), stations, counts.get(record.id)!);
  }
}

function entry(record: SubAgencyRecord, action: string, before: unknown, after: unknown) {
  return {
    agencyId: record.agency_id,
    objectType: 'subAgency' as const,
    objectId: record.id,
    objectLabel: record.name,
    action,
    before,
    after,
  };
}
