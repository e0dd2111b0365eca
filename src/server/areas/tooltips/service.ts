/**
 * The tooltip area's rules (001 §7 Tooltips). The catalogue's seeded texts are the defaults: deleting a key that
 * has one puts the default back, deleting any other key removes it. Every write is audited (area 'tooltips',
 * object = the key, before/after {key, title, message}) in the same transaction, and the area registers its revert
 * handler with the audit log.
 */
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import { TOOLTIP_SEEDS } from '../../db/demo/tooltip-texts';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { readableTime } from '../../kernel/readable-time';
import {
  allTooltips,
  deleteTooltip,
  findTooltip,
  insertTooltip,
  tooltipPage,
  upsertTooltip,
  type TooltipRecord,
} from './queries';
import type { TooltipSort } from './schemas';
import type { DeleteOutcome, TooltipRow, TooltipText } from '../../../domain/tooltip-admin';

export type { DeleteOutcome, TooltipRow, TooltipText };

const DEFAULTS: ReadonlyMap<string, TooltipText> = new Map(TOOLTIP_SEEDS.map((seed) => [seed.key, seed]));

const textOf = (row: TooltipText): TooltipText => ({ key: row.key, title: row.title, message: row.message });
const sameText = (a: TooltipText | null | undefined, b: TooltipText | null | undefined): boolean =>
  (a == null && b == null) || (!!a && !!b && a.key === b.key && a.title === b.title && a.message === b.message);

/** A key from a path or a body: trimmed, and 'Missing tooltip key' when blank. */
export function requireKey(key: string | undefined): string {
  const trimmed = key?.trim();
  if (!trimmed) throw new AppError(400, 'missingTooltipKey');
  return trimmed;
}

export class TooltipService {
  constructor(private readonly ctx: ServiceContext) {
    ctx.audit.onRevert('tooltips', (entry, trx, actor) => this.revert(entry, trx, actor));
  }

  /** The dashboards' catalogue. */
  all(): Promise<TooltipText[]> {
    return allTooltips(this.ctx.db);
  }

  /** One page of the admin list. */
  async list(window: ListWindow<TooltipSort>): Promise<Page<TooltipRow>> {
    const { rows, total } = await tooltipPage(this.ctx.db, window);
    return page(rows.map(rowOf), total, window.limit, window.offset);
  }

  async get(rawKey: string | undefined): Promise<TooltipText> {
    const row = await findTooltip(this.ctx.db, requireKey(rawKey));
    if (!row) throw new AppError(404, 'tooltipNotFound');
    return textOf(row);
  }

  /** A new key; 409 when it exists. */
  async create(actor: AuditActor, input: TooltipText): Promise<TooltipText> {
    const text = { key: requireKey(input.key), title: input.title.trim(), message: input.message.trim() };
    return this.writing(async (trx) => {
      if (!(await insertTooltip(trx, this.record(text, actor)))) {
        throw new AppError(409, 'tooltipExists', { params: { key: text.key } });
      }
      await this.audited(trx, actor, text.key, 'create', null, text);
      return text;
    });
  }

  /** New wording for an existing key. */
  async update(actor: AuditActor, rawKey: string | undefined, input: Omit<TooltipText, 'key'>): Promise<TooltipText> {
    const key = requireKey(rawKey);
    const text = { key, title: input.title.trim(), message: input.message.trim() };
    return this.writing(async (trx) => {
      const before = await findTooltip(trx, key);
      if (!before) throw new AppError(404, 'tooltipNotFound');
      await upsertTooltip(trx, this.record(text, actor));
      await this.audited(trx, actor, key, 'update', textOf(before), text);
      return text;
    });
  }

  /** Resets a key with a catalogue default to it; removes any other key. */
  async remove(actor: AuditActor, rawKey: string | undefined): Promise<DeleteOutcome> {
    const key = requireKey(rawKey);
    return this.writing(async (trx) => {
      const before = await findTooltip(trx, key);
      if (!before) throw new AppError(404, 'tooltipNotFound');
      const fallback = DEFAULTS.get(key);
      if (fallback) {
        const text = textOf(fallback);
        await upsertTooltip(trx, this.record(text, actor));
        await this.audited(trx, actor, key, 'reset', textOf(before), text);
        return { key, outcome: 'reset', tooltip: text };
      }
      await deleteTooltip(trx, key);
      await this.audited(trx, actor, key, 'delete', textOf(before), null);
      return { key, outcome: 'removed', tooltip: null };
    });
  }

  /**
   * The revert handler: puts the key back to the entry's `before` (none: the key is removed). Refused when the
   * tooltip is no longer what the entry left (someone changed it since), naming who changed it last.
   */
  private async revert(entry: AuditEntry, trx: Db, actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const key = entry.objectId;
    const current = await findTooltip(trx, key);
    const left = entry.after as TooltipText | null;
    if (!sameText(current ? textOf(current) : null, left)) {
      const by = current?.updated_by || entry.actorEmail;
      throw new AppError(409, 'auditChangedSince', {
        params: { object: key, changedBy: by, changedAt: readableTime(current?.updated_at ?? entry.at) },
      });
    }
    const target = entry.before as TooltipText | null;
    if (target) await upsertTooltip(trx, this.record(textOf(target), actor));
    else await deleteTooltip(trx, key);
    return { before: current ? textOf(current) : null, after: target ? textOf(target) : null };
  }

  private record(text: TooltipText, actor: AuditActor): TooltipRecord {
    return { ...text, updated_at: new Date(this.ctx.now()).toISOString(), updated_by: actor.email };
  }

  private async audited(
    trx: Db,
    actor: AuditActor,
    key: string,
    action: string,
    before: TooltipText | null,
    after: TooltipText | null,
  ): Promise<void> {
    await this.ctx.audit.write(trx, {
      actor,
      agencyId: null,
      area: 'tooltips',
      objectType: 'tooltip',
      objectId: key,
      objectLabel: (after ?? before)?.title ?? key,
      action,
      // Absent rather than null: nothing before a creation, nothing after a removal.
      before: before ?? undefined,
      after: after ?? undefined,
    });
  }

  /** One write in one transaction; a failure that is not the caller's is the spec's 'Error occurred, please try again'. */
  private async writing<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
      const failure = new AppError(500, 'errorOccurred');
      failure.cause = error;
      throw failure;
    }
  }
}

function rowOf(row: TooltipRecord): TooltipRow {
  const fallback = DEFAULTS.get(row.key);
  return {
    key: row.key,
    title: row.title,
    message: row.message,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    hasDefault: !!fallback,
    isDefault: sameText(fallback, row),
  };
}
