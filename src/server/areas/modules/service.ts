/**
 * Module kinds per agency (000 §2 manage-modules): the agencies with their switched-off kinds, one agency's kinds,
 * the change (audited, revertible), and the read the layout editor's palette makes.
 */
import type { SessionUser } from '../../../domain/user';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { openAdvertiser } from '../../kernel/access';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { visibleAgencyIds } from '../../kernel/tenancy';
import { moduleKinds, unknownKinds, type ModuleKindInfo } from './kinds';
import { agencyPage, agencyRow, disabledKinds, replaceDisabled, type AgencySort } from './queries';

/** A row of the agencies list. */
export interface AgencyModulesRow {
  id: number;
  name: string;
  disabled: string[];
}

/** One agency's kinds, each with whether the agency shows it. */
export interface AgencyModules {
  agency: { id: number; name: string };
  kinds: (ModuleKindInfo & { enabled: boolean })[];
  disabled: string[];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The disabled list of an audit entry's `before` or `after` (`{ disabled: [...] }`), or null. */
function disabledOf(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('disabled' in state)) return null;
  return isStringArray(state.disabled) ? state.disabled : null;
}

export class ModulesService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(window: ListWindow<AgencySort>): Promise<Page<AgencyModulesRow>> {
    const { rows, total } = await agencyPage(this.ctx.db, window);
    return page(rows, total, window.limit, window.offset);
  }

  async detail(agencyId: number, db: Db = this.ctx.db): Promise<AgencyModules> {
    const agency = await agencyRow(db, agencyId);
    if (!agency) throw new AppError(404, 'agencyNotFound');
    const disabled = await disabledKinds(db, agencyId);
    const off = new Set(disabled);
    return {
      agency,
      kinds: moduleKinds().map((kind) => ({ ...kind, enabled: !off.has(kind.kind) })),
      disabled,
    };
  }

  /** Makes `disabled` the agency's switched-off kinds; unknown kinds are refused by name, nothing is written. */
  async update(actor: AuditActor, agencyId: number, disabled: readonly string[]): Promise<AgencyModules> {
    const wanted = [...new Set(disabled.map((kind) => kind.trim()))].sort();
    const unknown = unknownKinds(wanted);
    if (unknown.length) throw new AppError(400, 'unknownModuleKind', { params: { kinds: unknown.join(', ') } });
    return this.ctx.db.transaction().execute(async (trx) => {
      const current = await this.detail(agencyId, trx);
      if (current.disabled.join('\n') === wanted.join('\n')) return current;
      await replaceDisabled(trx, agencyId, wanted, new Date(this.ctx.now()).toISOString(), actor.email);
      await this.ctx.audit.write(trx, {
        actor,
        agencyId,
        area: 'modules',
        objectType: 'agency',
        objectId: agencyId,
        objectLabel: current.agency.name,
        action: 'update',
        before: { disabled: current.disabled },
        after: { disabled: wanted },
      });
      return this.detail(agencyId, trx);
    });
  }

  /** The audit log's revert of a modules entry: the agency's disabled kinds as they were before it. */
  async revert(entry: AuditEntry, trx: Db, actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const agencyId = Number(entry.objectId);
    const restored = disabledOf(entry.before);
    if (restored === null) throw new AppError(400, 'unknownModuleKind', { params: { kinds: '—' } });
    const current = await this.detail(agencyId, trx);
    // Kinds removed from the registry since the entry was written cannot be switched off again.
    const known = restored.filter((kind) => unknownKinds([kind]).length === 0).sort();
    await replaceDisabled(trx, agencyId, known, new Date(this.ctx.now()).toISOString(), actor.email);
    return { before: { disabled: current.disabled }, after: { disabled: known } };
  }

  /**
   * The kinds switched off for the agency an editor works in, named by the agency or by one of its advertisers.
   * Tenancy: an agency the caller belongs to (any for a superuser), an advertiser the caller may see; anything
   * else reads as not found.
   */
  async disabledFor(
    user: SessionUser,
    which: { agencyId?: number | undefined; advertiserId?: number | undefined },
  ): Promise<{ agencyId: number; disabled: string[] }> {
    let agencyId: number;
    if (which.advertiserId !== undefined) {
      agencyId = (await openAdvertiser(this.ctx, user, which.advertiserId)).agencyId;
    } else if (which.agencyId !== undefined) {
      const visible = visibleAgencyIds(user);
      if (visible !== 'all' && !visible.includes(which.agencyId)) throw new AppError(404, 'agencyNotFound');
      if (!(await agencyRow(this.ctx.db, which.agencyId))) throw new AppError(404, 'agencyNotFound');
      agencyId = which.agencyId;
    } else {
      throw new AppError(400, 'modulesScopeMissing');
    }
    return { agencyId, disabled: await disabledKinds(this.ctx.db, agencyId) };
  }
}
