/**
 * The layout editor's shapes and refusals (services/layout-editor.ts uses them). Refusals are AppErrors with the
 * catalogue's texts (src/domain/messages/layouts.ts); the GraphQL error formatter shows them with their status.
 */
import type { LayoutIssue } from '../../domain/layout/validate';
import type { LayoutScopeKind } from '../db/schema';
import { AppError } from '../kernel/errors';
import { readableTime } from '../kernel/readable-time';
import { layoutKey, type ResolvedLayoutRecord } from './layouts';

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

/**
 * 409 for a write whose starting Version is stale: who changed the layout and when (`changedBy`, `changedAt`) and
 * the `currentVersion`, in the message and in the details. Without a known change (a lost race the caller names
 * afterwards) the key is `layoutChanged`.
 */
export function versionConflict(changedBy: string | null, changedAt: string | null, currentVersion: number): AppError {
  const known = changedBy !== null && changedAt !== null;
  return new AppError(409, known ? 'layoutVersionConflict' : 'layoutChanged', {
    params: known ? { changedBy, changedAt: readableTime(changedAt) } : {},
    details: { changedBy, changedAt, currentVersion },
  });
}

/** Whether an error is a version conflict that does not name the change yet. */
export function isUnnamedConflict(error: unknown): boolean {
  return error instanceof AppError && error.key === 'layoutChanged';
}

/** 400 for a document the validator or lint rules refuse: every problem with its path, in the text and in `issues`. */
export function invalidLayout(issues: readonly LayoutIssue[]): AppError {
  return new AppError(400, 'invalidLayout', {
    params: { issues: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ') },
    details: { issues },
  });
}

/** The stored key of a tab, or 404 for a tab id that cannot name a layout. */
export function tabKey(tactic: string): string {
  const key = layoutKey(tactic);
  if (!key) throw new AppError(404, 'unknownTab');
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
