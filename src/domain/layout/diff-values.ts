/** JSON values as the layout diff compares and words them (diff.ts). */

/** A JSON object. */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON values; key order and keys holding undefined do not count. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = (o: Json): string[] => Object.keys(o).filter((k) => o[k] !== undefined);
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => same(a[k], b[k]));
}

export const clip = (value: string): string => (value.length > 40 ? `${value.slice(0, 39)}…` : value);
export const isPlain = (v: unknown): boolean => v === undefined || v === null || typeof v !== 'object';

/** A value as the texts show it: booleans as on/off, lists of plain values in brackets. */
export function show(value: unknown): string {
  if (value === undefined || value === null) return 'unset';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value ? clip(value) : '(empty)';
  if (Array.isArray(value)) return clip(`[${value.map(show).join(', ')}]`);
  return String(value);
}

export const showable = (v: unknown): boolean => isPlain(v) || (Array.isArray(v) && v.every(isPlain));

/**
 * The fields that differ, each as `key old → new` (or `key changed` for nested values); keys sorted, so the key
 * order a database stored never matters.
 */
export function fieldChanges(before: Json, after: Json, skip: readonly string[] = []): { key: string; text: string }[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !skip.includes(k)).sort();
  return keys
    .filter((k) => !same(before[k], after[k]))
    .map((key) => {
      const [a, b] = [before[key], after[key]];
      return { key, text: showable(a) && showable(b) ? `${key} ${show(a)} → ${show(b)}` : `${key} changed` };
    });
}

export const texts = (fields: { text: string }[]): string => fields.map((f) => f.text).join(', ');
