/** The differences between two JSON values (an audit entry's before and after), by path. */

export type JsonChangeKind = 'added' | 'removed' | 'changed';

export interface JsonChange {
  /** 'name', 'colors[2]', 'logo.url'; '' for the value as a whole. */
  path: string;
  kind: JsonChangeKind;
  before?: unknown;
  after?: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every added, removed and changed leaf, depth first in key order; objects and arrays on both sides are walked,
 * anything else that differs is one change. A missing side (creation, deletion) is null or undefined.
 */
export function diffJson(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (before === undefined || before === null) {
    if (after === undefined || after === null) return [];
    if (path === '' && isPlainObject(after))
      return Object.keys(after).flatMap((k) => diffJson(undefined, after[k], join('', k)));
    return [{ path, kind: 'added', after }];
  }
  if (after === undefined || after === null) {
    if (path === '' && isPlainObject(before))
      return Object.keys(before).flatMap((k) => diffJson(before[k], undefined, join('', k)));
    return [{ path, kind: 'removed', before }];
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffJson(before[key], after[key], join(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => diffJson(before[i], after[i], `${path}[${i}]`)).flat();
  }
  return same(before, after) ? [] : [{ path, kind: 'changed', before, after }];
}

/** A value as one short line: strings quoted, objects as compact JSON cut at `max` characters. */
export function showValue(value: unknown, max = 120): string {
  const text = value === undefined ? '—' : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
