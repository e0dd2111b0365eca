/**
 * What an audit entry changed, as rows to read: a layout through the layout editor's own diff (sections and modules
 * by id, in words), anything else field by field (top-level keys; nested values shown as JSON).
 */
import { diffLayouts } from '../../../domain/layout/diff';

/** One changed field: its value before and after ('' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  change: 'added' | 'removed' | 'changed';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields that differ, in key order. A creation lists every field as added, a removal as removed. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => shown(a[key]) !== shown(b[key]))
    .map((field) => ({
      field,
      before: shown(a[field]),
      after: shown(b[field]),
      change: !(field in a) || a[field] === null ? 'added' : !(field in b) || b[field] === null ? 'removed' : 'changed',
    }));
}

/** A layout entry's changes in words (the inherited layout stands in for an absent document). */
export function layoutChangeTexts(before: unknown, after: unknown): string[] {
  if (before == null && after == null) return [];
  if (before == null) return ['Customised (the scope had inherited its layout)'];
  if (after == null) return ['Reset to the inherited layout'];
  return diffLayouts(before, after).map((change) => change.text);
}
