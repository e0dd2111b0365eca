/**
 * The audit log's reads and its revert (issue 20). A revert runs the area's handler (registered with
 * `ctx.audit.onRevert`) in one transaction with the new entry it writes (action 'revert', `reverts` = the entry).
 * It is refused for an area without a handler, and when the object was changed since the entry: a later entry
 * about the same object, or (checked by the handler) a current state other than the entry's `after`.
 */
import { entryOf, type AuditActor, type AuditEntry } from '../../audit/audit-log';
import { revertEntry } from '../../audit/revert';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { auditPage, entryRow, type AuditFilters } from './queries';
import type { AuditSort } from './schemas';

/** An entry as the calls answer it. */
export interface AuditView extends AuditEntry {
  revertible: boolean;
}

/** The list's filters as the query string carries them. */
export interface AuditQueryFilters {
  area?: string;
  user?: string;
  agency?: number;
  object?: string;
  after?: string;
}

/** 'yyyy-MM-dd' of a real day → the ISO time that day starts (UTC); anything else is a 400. */
export function startOfDay(after: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(after);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== after) {
    throw new AppError(400, 'auditBadAfter');
  }
  return day.toISOString();
}

export class AuditService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(window: ListWindow<AuditSort>, query: AuditQueryFilters): Promise<Page<AuditView>> {
    const after = query.after?.trim();
    const filters: AuditFilters = {
      area: query.area?.trim() || undefined,
      user: query.user?.trim() || undefined,
      agency: query.agency,
      object: query.object?.trim() || undefined,
      from: after ? startOfDay(after) : undefined,
    };
    const { rows, total } = await auditPage(this.ctx.db, window, filters);
    return page(
      rows.map((row) => this.view(entryOf(row), Number(row.latest) === 1)),
      total,
      window.limit,
      window.offset,
    );
  }

  async get(id: number): Promise<AuditView> {
    const row = await entryRow(this.ctx.db, id);
    if (!row) throw new AppError(404, 'auditEntryNotFound');
    return this.view(entryOf(row), Number(row.latest) === 1);
  }

  /** Reverts entry `id`; answers the new entry. */
  async revert(actor: AuditActor, id: number): Promise<AuditView> {
    return this.get(await revertEntry(this.ctx, actor, await this.entry(id)));
  }

  private async entry(id: number): Promise<AuditEntry> {
    const row = await entryRow(this.ctx.db, id);
    if (!row) throw new AppError(404, 'auditEntryNotFound');
    return entryOf(row);
  }

  /** `revertible`: the area has a handler and no later entry concerns the object. */
  private view(entry: AuditEntry, latest: boolean): AuditView {
    return { ...entry, revertible: latest && this.ctx.audit.canRevert(entry.area) };
  }
}
