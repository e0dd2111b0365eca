/** Small guards for JSON that arrives as `unknown`: read fields by checking them, never by casting. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

export function numberField(record: JsonRecord, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function nullableNumberField(record: JsonRecord, key: string): number | null {
  return numberField(record, key) ?? null;
}

export function stringArrayField(record: JsonRecord, key: string): string[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function recordArrayField(record: JsonRecord, key: string): JsonRecord[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The `error` text of a JSON `{ error }` body, when there is one. */
export function errorText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body.error;
  if (typeof error === 'string' && error.length > 0) return error;
  if (isRecord(error)) return stringField(error, 'message');
  return undefined;
}
