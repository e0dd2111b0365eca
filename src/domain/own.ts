/**
 * Lookups by a key that came from outside (a tab, tactic, metric, module kind, sort or method). A plain object's
 * bracket lookup also finds what every object inherits (`constructor`, `toString`, `__proto__` …), so a caller
 * naming one of those would get a function or the prototype back; these helpers see own properties only.
 */

/** The record's own value under `key`, or undefined (never an inherited member). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of the record's own keys, narrowing it to them. */
export function isOwnKey<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}
