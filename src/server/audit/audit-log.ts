/**
 * The audit log (issue 20): every admin change is one appended row (who, when, tenant, area, object, action, before
 * and after as JSON with secrets redacted). The application only inserts and reads `audit_log`; nothing here
 * updates or deletes a row. A revert is itself a new entry that names the entry it reverted.
 *
 * An area that can be reverted registers a handler with `onRevert(area, handler)`: the handler puts the object back
 * to the entry's `before` inside the transaction it is given and answers the object's state before and after.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../db/database';
import type { AuditEntry } from '../../domain/audit';

export type { AuditEntry };

/** Who made a change. */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** The areas that write the audit log; an area's revert handler is registered under the same name. */
export type AuditArea =
  | 'layouts'
  | 'tooltips'
  | 'publisherLogos'
  | 'themes'
  | 'modules'
  | 'cache'
  | 'images'
  | 'advertisers'
  | 'users'
  | 'tenants'
  | 'campaigns'
  | 'reports'
  | 'connectors'
  | 'alerts'
  | 'access'
  | 'accessGroups'
  | 'advertiserGroups'
  | 'health'
  | 'sales';

/** One change to write. `before` is absent for a creation, `after` for a deletion. */
export interface AuditInput {
  actor: AuditActor;
  agencyId: number | null;
  area: AuditArea;
  objectType: string;
  objectId: string | number;
  objectLabel?: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** For a revert: the entry it reverted. */
  reverts?: number;
}

/** Puts an object back to `entry.before` inside `trx`; answers its state before and after the revert. */
export type RevertHandler = (
  entry: AuditEntry,
  trx: Transaction<Database>,
  actor: AuditActor,
) => Promise<{ before: unknown; after: unknown }>;

/** Shown instead of a secret's value. */
export const REDACTED = '[redacted]';

const SECRET_KEY = /pass(word)?|secret|token|api_?key|credential|private_?key|refresh|authorization/i;

/** A deep copy of `value` with the values of secret-looking keys replaced by `REDACTED`. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) && inner != null && inner !== '' ? REDACTED : redactSecrets(inner);
    }
    return out;
  }
  return value;
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(redactSecrets(value));
}

type AuditRow = Database['audit_log'] extends infer T ? { [K in keyof T]: unknown } : never;

/** A stored row as the API answers it. */
export function entryOf(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: String(row.at),
    actorId: row.actor_id == null ? null : Number(row.actor_id),
    actorEmail: String(row.actor_email),
    agencyId: row.agency_id == null ? null : Number(row.agency_id),
    area: String(row.area),
    objectType: String(row.object_type),
    objectId: String(row.object_id),
    objectLabel: String(row.object_label ?? ''),
    action: String(row.action),
    before: row.before == null ? null : JSON.parse(String(row.before)),
    after: row.after == null ? null : JSON.parse(String(row.after)),
    reverts: row.reverts == null ? null : Number(row.reverts),
  };
}

/** The audit log of one app instance: writes, reads and the revert handlers of the areas that support revert. */
export class AuditLog {
  private readonly reverters = new Map<string, RevertHandler>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Appends one entry through `executor` (the transaction of the change it records, so the change and its entry
   * commit together, or the database itself). Answers the new entry's id.
   */
  async write(executor: Kysely<Database>, input: AuditInput): Promise<number> {
    const row = await executor
      .insertInto('audit_log')
      .values({
        at: new Date(this.now()).toISOString(),
        actor_id: input.actor.id,
        actor_email: input.actor.email,
        agency_id: input.agencyId,
        area: input.area,
        object_type: input.objectType,
        object_id: String(input.objectId),
        object_label: input.objectLabel ?? '',
        action: input.action,
        before: jsonOrNull(input.before),
        after: jsonOrNull(input.after),
        reverts: input.reverts ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** One entry by id, or null. */
  async get(id: number): Promise<AuditEntry | null> {
    const row = await this.db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? entryOf(row) : null;
  }

  /** Registers how entries of `area` are reverted (one handler per area). */
  onRevert(area: AuditArea, handler: RevertHandler): void {
    this.reverters.set(area, handler);
  }

  /** Whether entries of `area` can be reverted. */
  canRevert(area: string): boolean {
    return this.reverters.has(area);
  }

  /** The revert handler of an area, if it has one. */
  reverterOf(area: string): RevertHandler | undefined {
    return this.reverters.get(area);
  }
}
