/**
 * What the print page tells the export server about each module once painted: its headline figures (the
 * totals of its data) and its table (the rows it drew). Pure, so it is unit-tested without a browser.
 */
import type { Dataset } from '../../domain/layout/dataset';
import { formatOf, labelFor } from '../../domain/metric-format';

export type ReportValueFormat = 'integer' | 'decimal' | 'currency' | 'percent' | 'text';

export interface ModuleReport {
  id: string;
  kind: string;
  title: string;
  figures: { label: string; value: number | string | null; format: ReportValueFormat }[];
  table?: {
    columns: { key: string; label: string; format: ReportValueFormat }[];
    rows: Record<string, number | string | null>[];
  };
}

/** Headline figures per module: at most this many. */
const FIGURES = 6;

function reportFormat(key: string): ReportValueFormat {
  const format = formatOf(key);
  return format === 'integer' || format === 'currency' || format === 'percent' || format === 'decimal'
    ? format
    : 'text';
}

function cell(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The report of one module from the dataset it rendered; figures from totals, else from a single row. */
export function moduleReport(
  module: { id: string; name: string; title?: string },
  dataset: Dataset | undefined,
  campaignTypes: readonly string[],
): ModuleReport {
  const report: ModuleReport = {
    id: module.id,
    kind: module.name,
    title: module.title ?? '',
    figures: [],
  };
  if (!dataset) return report;
  const source = dataset.totals ?? (dataset.rows.length === 1 ? dataset.rows[0] : null);
  if (source)
    report.figures = Object.entries(source)
      .filter(([key, value]) => typeof value === 'number' && reportFormat(key) !== 'text')
      .slice(0, FIGURES)
      .map(([key, value]) => ({ label: labelFor(key, campaignTypes), value: cell(value), format: reportFormat(key) }));
  if (dataset.rows.length > 0) {
    const keys = [...new Set(dataset.rows.slice(0, 20).flatMap((row) => Object.keys(row)))].filter((key) =>
      dataset.rows.some((row) => typeof row[key] !== 'object' || row[key] === null),
    );
    report.table = {
      columns: keys.map((key) => ({ key, label: labelFor(key, campaignTypes), format: reportFormat(key) })),
      rows: dataset.rows.map((row) => Object.fromEntries(keys.map((key) => [key, cell(row[key])]))),
    };
  }
  return report;
}
