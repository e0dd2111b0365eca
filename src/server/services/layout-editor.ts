/**
 * The layout editor's writes (issue 7): save, reset and restore of one scope's customisation of a tab, with
 * optimistic concurrency on `Version`, validation by the one validator and lint rules, every version kept and every
 * change written to the configurability log and to the audit log (area 'layouts', object
 * `<scope_kind>:<scope_id>:<tab>`, before/after = the scope's own documents, null when it inherits), whose revert
 * handler puts an entry's `before` back through the same write path. Reads for the editor (current state, history, diff) live here too, with
 * the same admission rule (docs/decisions.md "Layout customisation rights").
 */
import { diffLayouts, summarizeChanges, type LayoutChange } from '../../domain/layout/diff';
import { lintLayout } from '../../domain/layout/lint';
import { canCustomiseLayouts } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';
import type { AuditActor, AuditEntry, AuditLog } from '../audit/audit-log';
import type { SessionUserLoader } from '../auth/session-user';
import { visibleAdvertisers } from '../kernel/tenancy';
import type { Db } from '../db/database';
import type { LayoutScopeKind } from '../db/schema';
import { AppError } from '../kernel/errors';
import { readableTime } from '../kernel/readable-time';
import {
  invalidLayout,
  isUniqueViolation,
  isUnnamedConflict,
  tabKey,
  versionConflict,
  type AdmittedScope,
  type CustomizationView,
  type LayoutScopeRef,
  type VersionView,
} from './layout-editor-types';
import type { LayoutService, LayoutSource, ResolvedLayoutRecord } from './layouts';
import { refuseDisabledKinds } from '../areas/modules/layout-check';

const SOURCE_OF: Record<LayoutScopeKind, LayoutSource> = { agency: 'AGENCY', advertiser: 'ADVERTISER' };

interface StoredRow {
  id: number;
  document: string;
  version: number;
  active: number;
  modified_at: string;
  modified_by: string;
}

export interface LayoutEditorOptions {
  db: Db;
  users: Pick<SessionUserLoader, 'scopeOf'>;
  layouts: LayoutService;
  now: () => Date;
  /** The audit log every change is written to; the service registers the 'layouts' revert handler on it. */
  audit: AuditLog;
}

/** How one write runs: inside a caller's transaction (a revert), and whether it writes its own audit entry. */
interface WriteMode {
  trx?: Db;
  audited: boolean;
}

const AUDITED: WriteMode = { audited: true };
const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/** The editor's service; one per app. */
export class LayoutEditorService {
  constructor(private readonly options: LayoutEditorOptions) {
    options.audit.onRevert('layouts', (entry, trx, actor) => this.revertTo(entry, trx, actor));
  }

  /** What the scope has and shows now. */
  async current(user: SessionUser, ref: LayoutScopeRef, tactic: string): Promise<CustomizationView> {
    const scope = await this.admit(user, ref);
    return this.view(scope, tabKey(tactic), tactic);
  }

  /** Every kept version, newest first. */
  async history(user: SessionUser, ref: LayoutScopeRef, tactic: string): Promise<VersionView[]> {
    const scope = await this.admit(user, ref);
    const row = await this.stored(scope, tabKey(tactic));
    if (!row) return [];
    const versions = await this.options.db
      .selectFrom('layout_versions')
      .select(['version', 'action', 'saved_at', 'saved_by', 'summary', 'restored_from'])
      .where('customization_id', '=', row.id)
      .orderBy('version', 'desc')
      .execute();
    return versions.map((v) => ({
      version: Number(v.version),
      action: v.action,
      savedAt: v.saved_at,
      savedBy: v.saved_by,
      summary: v.summary,
      restoredFrom: v.restored_from === null ? null : Number(v.restored_from),
    }));
  }

  /** A kept version's document; null for a reset. */
  async versionDocument(user: SessionUser, ref: LayoutScopeRef, tactic: string, version: number): Promise<unknown> {
    const scope = await this.admit(user, ref);
    const kept = await this.kept(scope, tabKey(tactic), version);
    return kept.document;
  }

  /** What changed from one version to another; version 0 (and a reset) stands for the inherited layout. */
  async diff(
    user: SessionUser,
    ref: LayoutScopeRef,
    tactic: string,
    from: number,
    to: number,
  ): Promise<LayoutChange[]> {
    const scope = await this.admit(user, ref);
    const key = tabKey(tactic);
    const documentAt = async (version: number): Promise<unknown> => {
      const kept = version === 0 ? { document: null } : await this.kept(scope, key, version);
      return kept.document ?? (await this.options.layouts.inherited(scope.kind, scope.agencyId, key))?.document ?? null;
    };
    return diffLayouts(await documentAt(from), await documentAt(to));
  }

  /** Saves a new document for the scope; `expected` is the Version the edit started from. */
  async save(
    user: SessionUser,
    ref: LayoutScopeRef,
    tactic: string,
    expected: number,
    document: unknown,
  ): Promise<CustomizationView> {
    const scope = await this.admit(user, ref);
    const key = tabKey(tactic);
    await refuseDisabledKinds(this.options.db, scope.agencyId, document);
    await this.check(document);
    await this.write(actorOf(user), scope, key, expected, { action: 'save', document }, AUDITED);
    return this.view(scope, key, tactic);
  }

  /** Makes a kept version current again, as a new version. */
  async restore(
    user: SessionUser,
    ref: LayoutScopeRef,
    tactic: string,
    version: number,
    expected: number,
  ): Promise<CustomizationView> {
    const scope = await this.admit(user, ref);
    const key = tabKey(tactic);
    const kept = await this.kept(scope, key, version);
    if (kept.document === null) throw new AppError(400, 'layoutNotRestorable');
    await refuseDisabledKinds(this.options.db, scope.agencyId, kept.document);
    await this.check(kept.document);
    await this.write(
      actorOf(user),
      scope,
      key,
      expected,
      { action: 'restore', document: kept.document, restoredFrom: version },
      AUDITED,
    );
    return this.view(scope, key, tactic);
  }

  /** Drops the scope's own layout so it inherits again; its versions stay. */
  async reset(user: SessionUser, ref: LayoutScopeRef, tactic: string, expected: number): Promise<CustomizationView> {
    const scope = await this.admit(user, ref);
    const key = tabKey(tactic);
    await this.write(actorOf(user), scope, key, expected, { action: 'reset', document: null }, AUDITED);
    return this.view(scope, key, tactic);
  }

  /**
   * The admission rule: a user who may customise layouts at all (canCustomiseLayouts), and then a superuser for any
   * agency or advertiser; anyone else for their active agency (not when confined to granted advertisers) and for
   * advertisers they may see in it. A scope the caller may not see reads as not found.
   */
  private async admit(user: SessionUser, ref: LayoutScopeRef): Promise<AdmittedScope> {
    if (!canCustomiseLayouts(user)) throw new AppError(403, 'notAuthorized');
    const { db, users } = this.options;
    const scope = await users.scopeOf(user);
    if (scope.kind === 'advertisers' || scope.kind === 'none') throw new AppError(403, 'notAuthorized');
    if (ref.kind === 'agency') {
      if (!user.is_superuser && ref.id !== user.active_agency_id) throw new AppError(404, 'layoutScopeNotFound');
      const agency = await db.selectFrom('agencies').select(['id', 'name']).where('id', '=', ref.id).executeTakeFirst();
      if (!agency) throw new AppError(404, 'layoutScopeNotFound');
      return { kind: 'agency', id: agency.id, name: agency.name, agencyId: agency.id };
    }
    const advertiser = await visibleAdvertisers(db, scope, user)
      .select(['advertisers.id', 'advertisers.name', 'advertisers.agency_id'])
      .where('advertisers.id', '=', ref.id)
      .executeTakeFirst();
    if (!advertiser) throw new AppError(404, 'layoutScopeNotFound');
    return { kind: 'advertiser', id: advertiser.id, name: advertiser.name, agencyId: advertiser.agency_id };
  }

  /**
   * The 'layouts' revert handler: the scope's own document goes back to the entry's `before` (null: the scope
   * inherits again) through the editor's write path, in the revert's transaction, so versions, history and the
   * configurability log record it like any save or reset. Refused when the scope's document is no longer the
   * entry's `after` (changed since), naming who changed it.
   */
  private async revertTo(entry: AuditEntry, trx: Db, actor: AuditActor): Promise<{ before: unknown; after: unknown }> {
    const [kind, id, key] = entry.objectId.split(':');
    const scope = await this.scopeIn(trx, kind, Number(id));
    const label = entry.objectLabel || entry.objectId;
    if (!scope || !key) throw new AppError(409, 'auditObjectGone', { params: { object: label } });
    const row = await this.stored(scope, key, trx);
    const own: unknown = row?.active ? JSON.parse(row.document) : null;
    if (JSON.stringify(own) !== JSON.stringify(entry.after)) {
      throw new AppError(409, 'auditChangedSince', {
        params: {
          object: label,
          changedBy: row?.modified_by ?? entry.actorEmail,
          changedAt: readableTime(row?.modified_at ?? entry.at),
        },
      });
    }
    const mode: WriteMode = { trx, audited: false };
    const expected = row?.version ?? 0;
    if (entry.before === null) {
      await this.write(actor, scope, key, expected, { action: 'reset', document: null }, mode);
    } else {
      await this.check(entry.before, trx);
      await this.write(actor, scope, key, expected, { action: 'save', document: entry.before }, mode);
    }
    const now = await this.stored(scope, key, trx);
    return { before: own, after: now?.active ? (JSON.parse(now.document) as unknown) : null };
  }

  /** A scope read inside a transaction (a revert is made by a system administrator; no admission rule). */
  private async scopeIn(trx: Db, kind: string | undefined, id: number): Promise<AdmittedScope | null> {
    if (kind === 'agency') {
      const agency = await trx.selectFrom('agencies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      return agency ? { kind: 'agency', id: agency.id, name: agency.name, agencyId: agency.id } : null;
    }
    if (kind !== 'advertiser') return null;
    const advertiser = await trx
      .selectFrom('advertisers')
      .select(['id', 'name', 'agency_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return advertiser
      ? { kind: 'advertiser', id: advertiser.id, name: advertiser.name, agencyId: advertiser.agency_id }
      : null;
  }

  /**
   * What a scope inherits, read through `db` (inside a revert's transaction the layout service's own reads would
   * wait for the connection the transaction holds on SQLite): an advertiser its agency's active document, else the
   * shipped default.
   */
  private async inheritedIn(db: Db, scope: AdmittedScope, key: string): Promise<unknown> {
    if (scope.kind === 'advertiser') {
      const agency = await this.stored({ kind: 'agency', id: scope.agencyId }, key, db);
      if (agency?.active) return JSON.parse(agency.document) as unknown;
    }
    return (await this.options.layouts.defaultLayout(key)) ?? null;
  }

  /** Validator and lint rules; tooltip keys are looked up in the catalogue. */
  private async check(document: unknown, db: Db = this.options.db): Promise<void> {
    const keys = new Set((await db.selectFrom('tooltips').select('key').execute()).map((tooltip) => tooltip.key));
    const issues = lintLayout(document, (key) => keys.has(key));
    if (issues.length) throw invalidLayout(issues);
  }

  private stored(scope: LayoutScopeRef, key: string, db: Db = this.options.db): Promise<StoredRow | undefined> {
    return db
      .selectFrom('layout_customizations')
      .select(['id', 'document', 'version', 'active', 'modified_at', 'modified_by'])
      .where('scope_kind', '=', scope.kind)
      .where('scope_id', '=', scope.id)
      .where('tactic', '=', key)
      .executeTakeFirst()
      .then((row) =>
        row ? { ...row, id: Number(row.id), version: Number(row.version), active: Number(row.active) } : row,
      );
  }

  /** A kept version (document null for a reset), or 404. */
  private async kept(scope: LayoutScopeRef, key: string, version: number): Promise<{ document: unknown }> {
    const row = await this.stored(scope, key);
    const kept = row
      ? await this.options.db
          .selectFrom('layout_versions')
          .select('document')
          .where('customization_id', '=', row.id)
          .where('version', '=', version)
          .executeTakeFirst()
      : undefined;
    if (!kept) throw new AppError(404, 'layoutVersionNotFound');
    return { document: JSON.parse(kept.document) as unknown };
  }

  private async view(scope: AdmittedScope, key: string, tactic: string): Promise<CustomizationView> {
    const row = await this.stored(scope, key);
    const own = row?.active ? await this.options.layouts.customisation(scope.kind, scope.id, key) : null;
    const effective: ResolvedLayoutRecord | null = own
      ? { tactic, source: SOURCE_OF[scope.kind], document: own.document, Version: own.version }
      : await this.options.layouts.inherited(scope.kind, scope.agencyId, key);
    if (!effective) throw new AppError(404, 'unknownTab');
    return {
      kind: scope.kind,
      scopeId: scope.id,
      scopeName: scope.name,
      tactic,
      Version: row?.version ?? 0,
      customized: own !== null,
      effective,
      modifiedAt: row?.modified_at ?? null,
      modifiedBy: row?.modified_by ?? null,
    };
  }

  /**
   * One change, all or nothing: the Version check, the customisation row, its version row and the log row are written
   * in one transaction. The row update is conditional on the expected version, so of two concurrent writers from the
   * same Version exactly one succeeds (PostgreSQL re-checks the condition after the winner commits; SQLite runs the
   * transactions one after the other); a concurrent first insert loses on the unique scope constraint.
   */
  private async write(
    user: AuditActor,
    scope: AdmittedScope,
    key: string,
    expected: number,
    change:
      | { action: 'save'; document: unknown }
      | { action: 'restore'; document: unknown; restoredFrom: number }
      | { action: 'reset'; document: null },
    mode: WriteMode,
  ): Promise<void> {
    const { db, layouts, now, audit } = this.options;
    const at = now().toISOString();
    const inherited = mode.trx
      ? await this.inheritedIn(mode.trx, scope, key)
      : ((await layouts.inherited(scope.kind, scope.agencyId, key))?.document ?? null);
    const inTransaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
      mode.trx ? work(mode.trx) : db.transaction().execute(work);
    try {
      await inTransaction(async (trx) => {
        const row = await this.stored(scope, key, trx);
        const current = row?.version ?? 0;
        if (current !== expected) throw versionConflict(row?.modified_by ?? null, row?.modified_at ?? null, current);
        const own: unknown = row?.active ? JSON.parse(row.document) : null;
        const before: unknown = own ?? inherited;
        if (change.action === 'reset' && !row?.active) throw new AppError(400, 'nothingToReset');
        const version = current + 1;
        const stamped =
          change.document === null
            ? null
            : {
                ...(change.document as Record<string, unknown>),
                Version: version,
                LastModifiedDate: at,
                LastModifiedBy: user.email,
              };
        const changes = summarizeChanges(diffLayouts(before, stamped ?? inherited));
        const summary =
          change.action === 'reset'
            ? `Reset to the inherited layout: ${changes}`
            : change.action === 'restore'
              ? `Restored version ${change.restoredFrom}: ${changes}`
              : changes;
        let id: number;
        if (row) {
          const updated = await trx
            .updateTable('layout_customizations')
            .set({
              ...(stamped ? { document: JSON.stringify(stamped) } : {}),
              version,
              active: stamped ? 1 : 0,
              modified_at: at,
              modified_by: user.email,
            })
            .where('id', '=', row.id)
            .where('version', '=', expected)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw versionConflict(null, null, current);
          id = row.id;
        } else {
          if (!stamped) throw new AppError(400, 'nothingToReset');
          const inserted = await trx
            .insertInto('layout_customizations')
            .values({
              scope_kind: scope.kind,
              scope_id: scope.id,
              tactic: key,
              document: JSON.stringify(stamped),
              version,
              active: 1,
              modified_at: at,
              modified_by: user.email,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = Number(inserted.id);
        }
        await trx
          .insertInto('layout_versions')
          .values({
            customization_id: id,
            version,
            document: JSON.stringify(stamped),
            saved_at: at,
            saved_by: user.email,
            action: change.action,
            restored_from: change.action === 'restore' ? change.restoredFrom : null,
            summary,
          })
          .execute();
        await trx
          .insertInto('configurability_log')
          .values({
            at,
            user_email: user.email,
            scope_kind: scope.kind,
            scope_id: scope.id,
            tactic: key,
            action: change.action === 'reset' ? 'reset' : 'save',
            summary,
          })
          .execute();
        if (mode.audited) {
          await audit.write(trx, {
            actor: user,
            agencyId: scope.agencyId,
            area: 'layouts',
            objectType: 'layout',
            objectId: `${scope.kind}:${scope.id}:${key}`,
            objectLabel: `${scope.name} · ${key}`,
            action: change.action,
            before: own ?? undefined,
            after: stamped ?? undefined,
          });
        }
      });
    } catch (error) {
      if (mode.trx) throw error;
      if (isUnnamedConflict(error) || isUniqueViolation(error)) {
        // Lost a race: name the winner.
        const row = await this.stored(scope, key);
        throw versionConflict(row?.modified_by ?? null, row?.modified_at ?? null, row?.version ?? 0);
      }
      throw error;
    }
  }
}
