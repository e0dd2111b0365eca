/**
 * The layout editor's writes (issue 7): save, reset and restore of one scope's customisation of a tab, with
 * optimistic concurrency on `Version`, validation by the one validator and lint rules, every version kept and every
 * change written to the configurability log. Reads for the editor (current state, history, diff) live here too, with
 * the same admission rule (docs/decisions.md "Layout customisation rights").
 */
import { diffLayouts, summarizeChanges, type LayoutChange } from '../../domain/layout/diff';
import { lintLayout } from '../../domain/layout/lint';
import { canCustomiseLayouts } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';
import type { SessionUserLoader } from '../auth/session-user';
import { visibleAdvertisers } from '../kernel/tenancy';
import type { Db } from '../db/database';
import type { LayoutScopeKind } from '../db/schema';
import { AppError } from '../kernel/errors';
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
}

/** The editor's service; one per app. */
export class LayoutEditorService {
  constructor(private readonly options: LayoutEditorOptions) {}

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
    await this.write(user, scope, key, expected, { action: 'save', document });
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
    await this.write(user, scope, key, expected, { action: 'restore', document: kept.document, restoredFrom: version });
    return this.view(scope, key, tactic);
  }

  /** Drops the scope's own layout so it inherits again; its versions stay. */
  async reset(user: SessionUser, ref: LayoutScopeRef, tactic: string, expected: number): Promise<CustomizationView> {
    const scope = await this.admit(user, ref);
    const key = tabKey(tactic);
    await this.write(user, scope, key, expected, { action: 'reset', document: null });
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

  /** Validator and lint rules; tooltip keys are looked up in the catalogue. */
  private async check(document: unknown): Promise<void> {
    const keys = new Set(
      (await this.options.db.selectFrom('tooltips').select('key').execute()).map((tooltip) => tooltip.key),
    );
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
    user: SessionUser,
    scope: AdmittedScope,
    key: string,
    expected: number,
    change:
      | { action: 'save'; document: unknown }
      | { action: 'restore'; document: unknown; restoredFrom: number }
      | { action: 'reset'; document: null },
  ): Promise<void> {
    const { db, layouts, now } = this.options;
    const at = now().toISOString();
    const inherited = (await layouts.inherited(scope.kind, scope.agencyId, key))?.document ?? null;
    try {
      await db.transaction().execute(async (trx) => {
        const row = await this.stored(scope, key, trx);
        const current = row?.version ?? 0;
        if (current !== expected) throw versionConflict(row?.modified_by ?? null, row?.modified_at ?? null, current);
        const before: unknown = row?.active ? JSON.parse(row.document) : inherited;
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
      });
    } catch (error) {
      if (isUnnamedConflict(error) || isUniqueViolation(error)) {
        // Lost a race: name the winner.
        const row = await this.stored(scope, key);
        throw versionConflict(row?.modified_by ?? null, row?.modified_at ?? null, row?.version ?? 0);
      }
      throw error;
    }
  }
}
