/**
 * Dashboard layouts, resolved on the server: default file (`layouts/<tactic>.json`) ← agency customisation ←
 * advertiser customisation; the most specific level that applies wins. An advertiser the caller may not see
 * resolves to nothing at all, exactly like a tab without any layout, so the answer never reveals that the
 * advertiser (or its customisation) exists.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SessionUser } from '../../domain/user';
import { visibleAdvertisers } from '../kernel/tenancy';
import type { SessionUserLoader } from '../auth/session-user';
import type { Db } from '../db/database';
import type { LayoutScopeKind } from '../db/schema';
import { withoutKinds } from '../areas/modules/kinds';
import { disabledKinds } from '../areas/modules/queries';

/** Which level of the chain supplied a layout (the GraphQL `LayoutSource`). */
export type LayoutSource = 'DEFAULT' | 'AGENCY' | 'ADVERTISER';

/** A resolved layout, as `Query.layout` answers it. */
export interface ResolvedLayoutRecord {
  tactic: string;
  source: LayoutSource;
  document: unknown;
  /** The customisation's version; 0 for a shipped default. */
  Version: number;
}

/** Where a warning about a skipped customisation goes (the app passes its logger). */
export type LayoutWarn = (details: Record<string, unknown>, message: string) => void;

export interface LayoutServiceOptions {
  db: Db;
  /** Caller scopes, cached per user (the same loader every REST call uses). */
  users: Pick<SessionUserLoader, 'scopeOf'>;
  /** Directory of the default layouts, one `<tactic>.json` each. */
  layoutsDir: string;
  /**
   * Checks a stored customisation before it is served; one it rejects is skipped (with a warning) and the next
   * level applies. Defaults are not checked here: the shipped files are validated by the test suite. The app
   * (`buildApp`, option `validateLayout`) wires the layout schema's validator in.
   */
  validate?: (doc: unknown) => boolean;
  warn?: LayoutWarn;
}

/** Tab ids that may name a layout file: letters, digits, `-` and `_` only (never a path). */
const TACTIC_PATTERN = /^[a-z0-9_-]{1,64}$/;

/** The stored key of a tab id (trimmed, lower case), or null when it cannot name a layout. */
export function layoutKey(tactic: string): string | null {
  const key = tactic.trim().toLowerCase();
  return TACTIC_PATTERN.test(key) ? key : null;
}

/** Resolves layouts for callers; one instance per app, holding the parsed default files. */
export class LayoutService {
  private readonly defaults = new Map<string, Promise<unknown>>();

  constructor(private readonly options: LayoutServiceOptions) {}

  /**
   * The layout a caller sees for a tab, for one advertiser or (without one) for the caller's active agency;
   * null when none applies or the advertiser is outside the caller's scope.
   */
  async resolve(user: SessionUser, tactic: string, advertiserId?: number | null): Promise<ResolvedLayoutRecord | null> {
    const key = tactic.trim().toLowerCase();
    if (!TACTIC_PATTERN.test(key)) return null;
    const scopes: { kind: LayoutScopeKind; id: number; source: LayoutSource }[] = [];
    let agencyId: number | null = null;
    if (advertiserId !== undefined && advertiserId !== null) {
      agencyId = await this.visibleAdvertiserAgency(user, advertiserId);
      if (agencyId === null) return null;
      scopes.push({ kind: 'advertiser', id: advertiserId, source: 'ADVERTISER' });
      scopes.push({ kind: 'agency', id: agencyId, source: 'AGENCY' });
    } else if (user.active_agency_id !== null) {
      agencyId = user.active_agency_id;
      scopes.push({ kind: 'agency', id: agencyId, source: 'AGENCY' });
    }
    return this.withoutDisabled(await this.firstOf(scopes, tactic, key), agencyId);
  }

  /**
   * What a scope inherits when it has no layout of its own: an advertiser its agency's customisation or the
   * default, an agency the default, without the modules of kinds the agency has switched off (so an edit starts
   * from what the agency shows). No tenancy check here: callers (the editor service) have admitted the scope.
   */
  async inherited(kind: LayoutScopeKind, agencyId: number, tactic: string): Promise<ResolvedLayoutRecord | null> {
    const key = tactic.trim().toLowerCase();
    if (!TACTIC_PATTERN.test(key)) return null;
    const scopes: { kind: LayoutScopeKind; id: number; source: LayoutSource }[] =
      kind === 'advertiser' ? [{ kind: 'agency', id: agencyId, source: 'AGENCY' }] : [];
    return this.withoutDisabled(await this.firstOf(scopes, tactic, key), agencyId);
  }

  /**
   * The record without the modules of kinds the agency has switched off (System Admin › manage-modules); sections
   * left empty disappear. Dashboards, share links and exports all resolve through here.
   */
  private async withoutDisabled(
    record: ResolvedLayoutRecord | null,
    agencyId: number | null,
  ): Promise<ResolvedLayoutRecord | null> {
    if (!record || agencyId === null) return record;
    const disabled = await disabledKinds(this.options.db, agencyId);
    return disabled.length ? { ...record, document: withoutKinds(record.document, new Set(disabled)) } : record;
  }

  /** The first level of a chain that has a usable customisation, else the default. */
  private async firstOf(
    scopes: readonly { kind: LayoutScopeKind; id: number; source: LayoutSource }[],
    tactic: string,
    key: string,
  ): Promise<ResolvedLayoutRecord | null> {
    for (const scope of scopes) {
      const stored = await this.customisation(scope.kind, scope.id, key);
      if (stored) return { tactic, source: scope.source, document: stored.document, Version: stored.version };
    }
    const document = await this.defaultLayout(key);
    return document === undefined ? null : { tactic, source: 'DEFAULT', document, Version: 0 };
  }

  /** The shipped default of a tab, parsed once; undefined when there is no such file (or it is not JSON). */
  defaultLayout(tactic: string): Promise<unknown> {
    if (!TACTIC_PATTERN.test(tactic)) return Promise.resolve(undefined);
    const cached = this.defaults.get(tactic);
    if (cached) return cached;
    const file = path.join(this.options.layoutsDir, `${tactic}.json`);
    const loading = fs.readFile(file, 'utf8').then(
      (text) => {
        try {
          return JSON.parse(text) as unknown;
        } catch (error) {
          this.options.warn?.({ file, err: error }, 'default layout is not valid JSON; ignored');
          return undefined;
        }
      },
      () => undefined,
    );
    // Only files that exist are kept, so unknown tab names cannot grow the cache.
    void loading.then((document) => {
      if (document === undefined) this.defaults.delete(tactic);
    });
    this.defaults.set(tactic, loading);
    return loading;
  }

  /** Whether `validate` accepts a document; a validator that throws rejects it. */
  private passes(document: unknown): boolean {
    try {
      return this.options.validate!(document);
    } catch {
      return false;
    }
  }

  /** The agency of an advertiser the caller may see, or null. */
  private async visibleAdvertiserAgency(user: SessionUser, advertiserId: number): Promise<number | null> {
    const scope = await this.options.users.scopeOf(user);
    const row = await visibleAdvertisers(this.options.db, scope, user)
      .select('advertisers.agency_id')
      .where('advertisers.id', '=', advertiserId)
      .executeTakeFirst();
    return row ? row.agency_id : null;
  }

  /**
   * A scope's own active customisation that parses and passes `validate`, or null (skipped ones are logged; a reset
   * one is inactive and skipped silently).
   */
  async customisation(
    kind: LayoutScopeKind,
    scopeId: number,
    tactic: string,
  ): Promise<{ document: unknown; version: number } | null> {
    const row = await this.options.db
      .selectFrom('layout_customizations')
      .select(['id', 'document', 'version'])
      .where('scope_kind', '=', kind)
      .where('scope_id', '=', scopeId)
      .where('tactic', '=', tactic)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    const details = { customizationId: row.id, scopeKind: kind, scopeId, tactic };
    let document: unknown;
    try {
      document = JSON.parse(row.document);
    } catch {
      this.options.warn?.(details, 'stored layout customisation is not valid JSON; skipped');
      return null;
    }
    if (this.options.validate && !this.passes(document)) {
      this.options.warn?.(details, 'stored layout customisation fails validation; skipped');
      return null;
    }
    return { document, version: Number(row.version) };
  }
}
