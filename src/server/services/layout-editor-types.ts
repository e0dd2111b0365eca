/** The layout editor's messages, shapes and refusals (services/layout-editor.ts uses them; GraphQL maps them). */
import type { LayoutIssue } from '../../domain/layout/validate';
import type { LayoutScopeKind } from '../db/schema';
import { HttpError } from '../http/errors';
import { layoutKey, type ResolvedLayoutRecord } from './layouts';

/** Texts of the editor's refusals. */
export const LAYOUT_EDITOR_MESSAGES = {
  notAuthorized: 'Not authorized',
  scopeNotFound: 'Layout scope not found',
  unknownTab: 'Unknown dashboard tab',
  invalid: 'The layout is not valid',
  versionNotFound: 'Version not found',
  notRestorable: 'A reset cannot be restored; pick a saved version.',
  nothingToReset: 'Nothing to reset: this scope already shows the layout it inherits.',
} as const;

/** A scope the editor works on. */
export interface LayoutScopeRef {
  kind: LayoutScopeKind;
  id: number;
}

/** An admitted scope: its name and the agency it belongs to. */
export interface AdmittedScope extends LayoutScopeRef {
  name: string;
  agencyId: number;
}

/** The editor's view of a scope and tab (GraphQL `LayoutCustomization`). */
export interface CustomizationView {
  kind: LayoutScopeKind;
  scopeId: number;
  scopeName: string;
  tactic: string;
  Version: number;
  customized: boolean;
  effective: ResolvedLayoutRecord;
  modifiedAt: string | null;
  modifiedBy: string | null;
}

/** One kept version (GraphQL `LayoutVersion`). */
export interface VersionView {
  version: number;
  action: 'save' | 'reset' | 'restore';
  savedAt: string;
  savedBy: string;
  summary: string;
  restoredFrom: number | null;
}

/** A save whose starting Version is stale: who changed the layout, and when. */
export class VersionConflictError extends Error {
  constructor(
    readonly changedBy: string | null,
    readonly changedAt: string | null,
    readonly currentVersion: number,
  ) {
    super(
      changedBy && changedAt
        ? `Version conflict: ${changedBy} changed this layout on ${readableTime(changedAt)}. Reload to see their version before saving again.`
        : 'Version conflict: this layout changed since you opened it. Reload to see the current version before saving again.',
    );
  }
}

/** A document the validator or lint rules refuse; every problem with its path. */
export class InvalidLayoutError extends Error {
  constructor(readonly issues: readonly LayoutIssue[]) {
    super(LAYOUT_EDITOR_MESSAGES.invalid);
  }
}

/** 2026-11-21T14:03:09.000Z → '2026-11-21 14:03 UTC'. */
function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

/** The stored key of a tab, or 404 for a tab id that cannot name a layout. */
export function tabKey(tactic: string): string {
  const key = layoutKey(tactic);
  if (!key) throw new HttpError(404, LAYOUT_EDITOR_MESSAGES.unknownTab);
  return key;
}

/** A unique-constraint failure on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof message === 'string' && /UNIQUE constraint/.test(message))
  );
}

/** Scope kinds between GraphQL (AGENCY) and storage (agency). */
export function scopeKindOf(kind: 'AGENCY' | 'ADVERTISER'): LayoutScopeKind {
  return kind === 'AGENCY' ? 'agency' : 'advertiser';
}
