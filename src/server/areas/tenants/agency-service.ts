/**
 * Agencies (issue 22): the dashboards' reads (getAgencies, getAgency, agency) for any member, the agency search and
 * settings for SCREEN_AGENCY_MGMT inside the caller's active agency, and create, status and delete for superusers.
 * Settings are checked here (time zone with Intl, theme and products that exist, root domain for superusers only) and
 * an allow-list may not be narrowed below what a sub-agency or station already allows (409 naming them: nothing is
 * cut silently). Every write is audited (area 'tenants', object 'agency'); updates and status changes revert.
 */
import { DEFAULT_THEME_CODE } from '../../../domain/theme-code';
import { firstWidening, effectiveEmailDomains, normalDomains } from '../../../domain/email-domains';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { readableTime } from '../../kernel/readable-time';
import { scopeOf, visibleAgencyIds, type Scope } from '../../kernel/tenancy';
import { managesAgency, seesAgency, treeFilterOf } from './access';
import {
  agencyCounts,
  agencyPage,
  agencyProducts,
  deleteAgencyRows,
  findAgency,
  nextId,
  replaceAgencyProducts,
  rootDomainOwner,
  themeExists,
  unknownProducts,
  type AgencyRecord,
  type AgencySort,
} from './queries';
import { agencyStations, subAgenciesOf } from './tree-queries';
import {
  agencyItemOf,
  agencyOf,
  agencySnapshot,
  dependents,
  domainsOf,
  statusOf,
  storedDomains,
  type Agency,
  type AgencyListItem,
  type AgencySnapshot,
} from './rows';
import { checkTimeZone, TenantWrites } from './writes';

/** PUT /api/updateAgency/{originId}: every field optional. */
export interface AgencyUpdate {
  name?: string;
  time_zone?: string;
  theme_code?: string;
  root_domain?: string | null;
  mail_from_name?: string | null;
  mail_from_address?: string | null;
  allowed_email_domains?: readonly string[] | null;
  default_spend_type?: 'CPM' | 'MARKUP' | 'FLAT' | null;
  default_markup?: number | null;
  products?: readonly string[];
}

/** POST /api/admin/agencies. */
export interface NewAgency {
  name: string;
  timeZone: string;
  themeCode?: string;
  rootDomain?: string | null;
}

export interface AgencySearch {
  name?: string;
  limit: number;
  offset: number;
  sortBy: string;
}

const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

export class AgencyService {
  private readonly writes: TenantWrites;

  constructor(private readonly ctx: ServiceContext) {
    this.writes = new TenantWrites(ctx);
  }

  /** The agencies a member may switch to (the dashboards' list). */
  async agencies(user: SessionUser) {
    const visible = visibleAgencyIds(user);
    let query = this.ctx.db.selectFrom('agencies').select(['id', 'name', 'theme_code', 'time_zone', 'status']);
    if (visible !== 'all') query = query.where('id', 'in', visible.length ? visible : [-1]);
    const rows = await query.orderBy('name').execute();
    return { agencies: rows.map((row) => ({ ...row, status: statusOf(row.status) })) };
  }

  /** One agency a member may see (any of theirs); 404 otherwise. */
  async get(user: SessionUser, agencyId: number): Promise<Agency> {
    const visible = visibleAgencyIds(user);
    if (visible !== 'all' && !visible.includes(agencyId)) throw new AppError(404, 'agencyNotFound');
    const record = await findAgency(this.ctx.db, agencyId);
    if (!record) throw new AppError(404, 'agencyNotFound');
    return this.answer(this.ctx.db, user, await scopeOf(this.ctx.db, user), record);
  }

  /** The caller's active agency. */
  active(user: SessionUser): Promise<Agency> {
    if (user.active_agency_id === null) throw new AppError(404, 'noActiveAgency');
    return this.get(user, user.active_agency_id);
  }

  /** The agency search: every agency for a superuser, the active one for anyone else. */
  async search(user: SessionUser, query: AgencySearch): Promise<{ agencies: AgencyListItem[]; total: number }> {
    const scope = await scopeOf(this.ctx.db, user);
    const ids =
      scope.kind === 'all'
        ? 'all'
        : user.active_agency_id !== null && seesAgency(scope, user.active_agency_id)
          ? [user.active_agency_id]
          : [];
    const desc = query.sortBy.startsWith('-');
    const sort = query.sortBy.replace(/^-/, '') as AgencySort;
    const { rows, total } = await agencyPage(
      this.ctx.db,
      ids,
      (query.name ?? '').trim(),
      sort,
      desc,
      query.limit,
      query.offset,
    );
    return { agencies: rows.map(agencyItemOf), total };
  }

  async update(user: SessionUser, agencyId: number, input: AgencyUpdate): Promise<Agency> {
    const scope = await scopeOf(this.ctx.db, user);
    if (!managesAgency(scope, agencyId)) throw new AppError(404, 'agencyNotFound');
    return this.writes.writing(async (trx) => {
      const record = await findAgency(trx, agencyId);
      if (!record) throw new AppError(404, 'agencyNotFound');
      const change = await this.checkedChange(trx, user, record, input);
      const before = agencySnapshot(record, await agencyProducts(trx, agencyId));
      await this.apply(trx, agencyId, change, input.products);
      const after = await this.snapshotOf(trx, agencyId);
      await this.writes.audited(trx, user, this.entry(record, 'update', before, after));
      return this.answer(trx, user, scope, (await findAgency(trx, agencyId))!);
    });
  }

  async create(user: SessionUser, input: NewAgency): Promise<Agency> {
    const timeZone = checkTimeZone(input.timeZone, 'timeZone');
    const themeCode = input.themeCode || DEFAULT_THEME_CODE;
    return this.writes.writing(async (trx) => {
      if (!(await themeExists(trx, themeCode)))
        throw new AppError(400, 'tenantThemeUnknown', {
          params: { code: themeCode, field: 'themeCode' },
          details: { field: 'themeCode' },
        });
      const rootDomain = blankToNull(input.rootDomain)?.toLowerCase() ?? null;
      const id = await nextId(trx, 'agencies');
      if (rootDomain) await this.checkRootDomainFree(trx, rootDomain, id, 'rootDomain');
      const now = this.writes.now();
      await trx
        .insertInto('agencies')
        .values({
          id,
          name: input.name.trim(),
          theme_code: themeCode,
          time_zone: timeZone,
          root_domain: rootDomain,
          created_at: now,
          mail_from_name: null,
          mail_from_address: null,
          status: 1,
          updated_at: now,
          allowed_email_domains: null,
          default_spend_type: null,
          default_markup: null,
        })
        .execute();
      const record = (await findAgency(trx, id))!;
      await this.writes.audited(trx, user, this.entry(record, 'create', undefined, agencySnapshot(record, [])));
      return this.answer(trx, user, { kind: 'all' }, record);
    });
  }

  /** Deactivates or activates an agency; its data stays. */
  async setStatus(user: SessionUser, agencyId: number, active: boolean): Promise<Agency> {
    return this.writes.writing(async (trx) => {
      const record = await findAgency(trx, agencyId);
      if (!record) throw new AppError(404, 'agencyNotFound');
      const before = await this.snapshotOf(trx, agencyId);
      await trx
        .updateTable('agencies')
        .set({ status: active ? 1 : 0, updated_at: this.writes.now() })
        .where('id', '=', agencyId)
        .execute();
      const after = await this.snapshotOf(trx, agencyId);
      await this.writes.audited(trx, user, this.entry(record, active ? 'activate' : 'deactivate', before, after));
      return this.answer(trx, user, { kind: 'all' }, (await findAgency(trx, agencyId))!);
    });
  }

  /** Deletes an agency nothing depends on; 409 naming what is left. */
  async remove(user: SessionUser, agencyId: number): Promise<void> {
    await this.writes.writing(async (trx) => {
      const record = await findAgency(trx, agencyId);
      if (!record) throw new AppError(404, 'agencyNotFound');
      const left = dependents(await agencyCounts(trx, agencyId));
      if (left) throw new AppError(409, 'tenantInUse', { params: { object: record.name, counts: left } });
      const before = await this.snapshotOf(trx, agencyId);
      await deleteAgencyRows(trx, agencyId);
      await this.writes.audited(trx, user, this.entry(record, 'delete', before, undefined));
    });
  }

  /** The revert of an update or a status change: the entry's `before` back, if nothing changed since. */
  async revert(entry: AuditEntry, trx: Db, _actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const agencyId = Number(entry.objectId);
    const record = await findAgency(trx, agencyId);
    if (!record) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
    const current = await this.snapshotOf(trx, agencyId);
    if (JSON.stringify(current) !== JSON.stringify(entry.after)) {
      throw new AppError(409, 'auditChangedSince', {
        params: { object: record.name, changedBy: entry.actorEmail, changedAt: readableTime(entry.at) },
      });
    }
    const target = entry.before as AgencySnapshot;
    await this.apply(
      trx,
      agencyId,
      {
        name: target.name,
        time_zone: target.time_zone,
        theme_code: target.theme_code,
        root_domain: target.root_domain,
        mail_from_name: target.mail_from_name,
        mail_from_address: target.mail_from_address,
        allowed_email_domains: storedDomains(target.allowed_email_domains),
        default_spend_type: target.default_spend_type,
        default_markup: target.default_markup,
        status: target.status === 'active' ? 1 : 0,
      },
      target.products,
    );
    return { before: current, after: await this.snapshotOf(trx, agencyId) };
  }

  /** The columns an update changes, each checked; 400/403/409 naming the field. */
  private async checkedChange(
    trx: Db,
    user: SessionUser,
    record: AgencyRecord,
    input: AgencyUpdate,
  ): Promise<Partial<AgencyRecord>> {
    const change: Partial<AgencyRecord> = {};
    if (input.root_domain !== undefined) {
      const domain = blankToNull(input.root_domain)?.toLowerCase() ?? null;
      if (domain !== record.root_domain) {
        if (!user.is_superuser)
          throw new AppError(403, 'tenantRootDomainSuperuser', { details: { field: 'root_domain' } });
        if (domain) await this.checkRootDomainFree(trx, domain, record.id, 'root_domain');
        change.root_domain = domain;
      }
    }
    if (input.name !== undefined) change.name = input.name.trim();
    if (input.time_zone !== undefined) change.time_zone = checkTimeZone(input.time_zone, 'time_zone');
    if (input.theme_code !== undefined) {
      if (!(await themeExists(trx, input.theme_code)))
        throw new AppError(400, 'tenantThemeUnknown', {
          params: { code: input.theme_code, field: 'theme_code' },
          details: { field: 'theme_code' },
        });
      change.theme_code = input.theme_code;
    }
    if (input.mail_from_name !== undefined) change.mail_from_name = blankToNull(input.mail_from_name);
    if (input.mail_from_address !== undefined) change.mail_from_address = blankToNull(input.mail_from_address);
    if (input.default_spend_type !== undefined) change.default_spend_type = input.default_spend_type;
    if (input.default_markup !== undefined) change.default_markup = input.default_markup;
    if (input.products !== undefined) {
      const unknown = await unknownProducts(trx, input.products);
      if (unknown.length)
        throw new AppError(400, 'tenantProductUnknown', {
          params: { code: unknown[0]!, field: 'products' },
          details: { field: 'products' },
        });
    }
    if (input.allowed_email_domains !== undefined) {
      const list = input.allowed_email_domains === null ? null : normalDomains(input.allowed_email_domains);
      await this.checkChildrenWithin(trx, record.id, list);
      change.allowed_email_domains = storedDomains(list);
    }
    return change;
  }

  /** 409 naming the sub-agencies and stations whose own lists the agency's new list would no longer allow. */
  private async checkChildrenWithin(trx: Db, agencyId: number, list: string[] | null): Promise<void> {
    const [subAgencies, stations] = await Promise.all([subAgenciesOf(trx, agencyId), agencyStations(trx, agencyId)]);
    const subLists = new Map(subAgencies.map((sub) => [sub.id, domainsOf(sub.allowed_email_domains)]));
    const wider = [
      ...subAgencies.filter((sub) => firstWidening(subLists.get(sub.id), list) !== null).map((sub) => sub.name),
      ...stations
        .filter((station) => {
          const parent = effectiveEmailDomains(
            list,
            station.sub_agency_id ? subLists.get(station.sub_agency_id) : null,
          );
          return firstWidening(domainsOf(station.allowed_email_domains), parent) !== null;
        })
        .map((station) => station.name),
    ];
    if (wider.length)
      throw new AppError(409, 'tenantDomainChildrenWider', {
        params: { children: wider.join(', '), field: 'allowed_email_domains' },
        details: { field: 'allowed_email_domains', children: wider },
      });
  }

  private async checkRootDomainFree(trx: Db, domain: string, agencyId: number, field: string): Promise<void> {
    if ((await rootDomainOwner(trx, domain, agencyId)) !== undefined)
      throw new AppError(409, 'tenantRootDomainTaken', { params: { domain, field }, details: { field } });
  }

  private async apply(
    trx: Db,
    agencyId: number,
    change: Partial<AgencyRecord>,
    products: readonly string[] | undefined,
  ): Promise<void> {
    await trx
      .updateTable('agencies')
      .set({ ...change, updated_at: this.writes.now() })
      .where('id', '=', agencyId)
      .execute();
    if (products !== undefined) await replaceAgencyProducts(trx, agencyId, [...new Set(products)]);
  }

  private async snapshotOf(trx: Db, agencyId: number): Promise<AgencySnapshot> {
    return agencySnapshot((await findAgency(trx, agencyId))!, await agencyProducts(trx, agencyId));
  }

  private entry(record: AgencyRecord, action: string, before: unknown, after: unknown) {
    return {
      agencyId: record.id,
      objectType: 'agency' as const,
      objectId: record.id,
      objectLabel: record.name,
      action,
      before,
      after,
    };
  }

  /** The agency's answer; its sub-agencies and stations are those the caller sees. */
  private async answer(db: Db, user: SessionUser, scope: Scope, record: AgencyRecord): Promise<Agency> {
    const [products, counts] = await Promise.all([agencyProducts(db, record.id), agencyCounts(db, record.id)]);
    const { groups: _groups, ...shown } = counts;
    return agencyOf(record, products, shown, await this.treeOf(db, user, scope, record.id));
  }

  private async treeOf(db: Db, user: SessionUser, scope: Scope, agencyId: number) {
    if (!seesAgency(scope, agencyId)) {
      // Another of the member's agencies: the tree its session lists.
      const available = user.AvailableAgencies.find((agency) => agency.id === agencyId);
      return { sub_agencies: available?.sub_agencies ?? [], stations: available?.stations ?? [] };
    }
    const filter = treeFilterOf(scope);
    const [subAgencies, stations] = await Promise.all([subAgenciesOf(db, agencyId), agencyStations(db, agencyId)]);
    const shownStations = stations.filter(
      (s) =>
        filter.kind === 'all' || (filter.kind === 'subAgency' ? s.sub_agency_id === filter.id : s.id === filter.id),
    );
    return {
      sub_agencies: subAgencies
        .filter((sub) => filter.kind === 'all' || (filter.kind === 'subAgency' && sub.id === filter.id))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
        .map(({ id, name }) => ({ id, name })),
      stations: shownStations.map(({ id, name, sub_agency_id }) => ({ id, name, sub_agency_id })),
    };
  }
}
