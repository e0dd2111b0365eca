/** Narrowing of API answers into Datasets: our own API, so shapes are known, but nothing is trusted blindly. */
import type { Cell, Dataset, DatasetMeta, Row } from '../../domain/layout/dataset';
import { METRIC_CATALOGUE, measuresOf, metricValue, type Measure, type MeasureSums } from '../../domain/metric-catalogue';
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

/** The field each summed measure travels in (`impressions` → Impressions, `spend` → SpendVal): the first metric summing it. */
const MEASURE_FIELDS: ReadonlyMap<Measure, string> = new Map(
  [...METRIC_CATALOGUE]
    .reverse()
    .flatMap((definition) => ('sum' in definition.aggregation ? [[definition.aggregation.sum, definition.key] as const] : [])),
);

/** Summable fields of the totals that are not catalogue sums but add up across types all the same. */
const MORE_SUMMED = ['ImpressionGoal'];

/**
 * `<TYPE>Total` keys → one row per type (`CampaignType`, `Tactic` display name, its fields) and totals: one type's
 * own totals as the server computed them; over several types, every summed metric added up (a null, hidden, keeps
 * the total's null) and every ratio the catalogue defines recomputed from those sums (CTR = clicks ÷ impressions
 * over all types), never an average of the types' ratios.
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
  if (rows.length === 1) {
    const { CampaignType: _type, Tactic: _tactic, ...own } = rows[0]!;
    return { rows, totals: own };
  }
  const totals: Record<string, Cell> = {};
  const summed = [...METRIC_CATALOGUE.filter((d) => 'sum' in d.aggregation).map((d) => d.key), ...MORE_SUMMED];
  for (const field of summed) {
    const values = rows.map((row) => row[field]);
    if (values.every((v) => v === undefined)) continue;
    totals[field] = values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
  }
  for (const definition of METRIC_CATALOGUE) {
    const { aggregation } = definition;
    if (!('ratio' in aggregation) && !('difference' in aggregation)) continue;
    // Only ratios some type reports: a blend never invents a metric no type of the tab shows.
    if (rows.every((row) => row[definition.key] === undefined)) continue;
    const sums: MeasureSums = {};
    const measures = measuresOf(definition.key);
    const values = measures.map((measure) => {
      const field = MEASURE_FIELDS.get(measure);
      return field === undefined ? undefined : totals[field];
    });
    if (values.some((value) => value === undefined)) continue;
    if (values.some((value) => typeof value !== 'number')) {
      totals[definition.key] = null;
      continue;
    }
    measures.forEach((measure, index) => (sums[measure] = values[index] as number));
    totals[definition.key] = metricValue(definition.key, sums);
  }
  return { rows, totals };
}
