/** Narrowing of API answers into Datasets: our own API, so shapes are known, but nothing is trusted blindly. */
import type { Cell, Dataset, DatasetMeta, Row } from '../../domain/layout/dataset';
import { TACTIC_DISPLAY_NAMES } from '../../domain/tactics';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps a record's scalar fields as a row (nested values are dropped; arrays of strings are joined). */
export function toRow(value: unknown): Row | null {
  if (!isRecord(value)) return null;
  const row: Record<string, Cell> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || ['string', 'number', 'boolean'].includes(typeof field)) row[key] = field as Cell;
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string')) row[key] = field.join(', ');
  }
  return row;
}

/** The rows under `key` of an answer. */
export function rowsAt(body: unknown, key: string): Row[] {
  const list = isRecord(body) ? body[key] : undefined;
  return Array.isArray(list) ? list.map(toRow).filter((row): row is Row => row !== null) : [];
}

/** The range an answer echoes. */
export function metaOf(body: unknown, totalKey?: string): DatasetMeta {
  if (!isRecord(body)) return {};
  const text = (key: string): string | undefined => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
  const total = totalKey && typeof body[totalKey] === 'number' ? (body[totalKey] as number) : undefined;
  return {
    ...(text('daterange') ? { daterange: text('daterange') } : {}),
    ...(text('StartDate') ? { StartDate: text('StartDate') } : {}),
    ...(text('EndDate') ? { EndDate: text('EndDate') } : {}),
    ...(total !== undefined ? { totalRows: total } : {}),
  };
}

/** A list answer as a dataset. */
export function listDataset(body: unknown, key: string, totalKey?: string): Dataset {
  return { rows: rowsAt(body, key), totals: null, meta: metaOf(body, totalKey) };
}

const SUMMED = ['Impressions', 'Clicks', 'Conversions', 'Reach', 'VC100', 'SpendVal', 'Cost', 'ImpressionGoal', 'HouseholdImpressions'];

/**
 * `<TYPE>Total` keys → one row per type (`CampaignType`, `Tactic` display name, its fields) and totals summed over
 * types, with CTR recomputed. A type's SpendVal that is null (hidden) keeps the total's null.
 */
export function typeTotals(body: unknown): { rows: Row[]; totals: Row | null } {
  if (!isRecord(body)) return { rows: [], totals: null };
  const rows: Row[] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = /^([A-Z0-9]+)Total$/.exec(key);
    const fields = match ? toRow(value) : null;
    if (!match || !fields) continue;
    const type = match[1] as string;
    rows.push({ CampaignType: type, Tactic: TACTIC_DISPLAY_NAMES[type] ?? type, ...fields });
  }
  if (rows.length === 0) return { rows, totals: null };
  const totals: Record<string, Cell> = {};
  for (const field of SUMMED) {
    const values = rows.map((row) => row[field]);
    if (values.every((v) => v === undefined)) continue;
    totals[field] = values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
  }
  const [impressions, clicks] = [totals.Impressions, totals.Clicks];
  if (typeof impressions === 'number' && typeof clicks === 'number')
    totals.ClickThrough = impressions > 0 ? Math.round((clicks / impressions) * 10000) / 100 : null;
  return { rows, totals };
}
