import type { Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatOf, labelFor, type ValueFormat } from '../../domain/metric-format';

/** A column as options give it: a field name or an object with an optional label and format. */
export type ColumnSpec = string | { key: string; label?: string; format?: ValueFormat };

/**
 * The header of a field, from the catalogues (src/domain/metric-catalogue.ts, field-labels.ts): the tab's metric
 * label (Imps, Link Clicks on Social…) or the column's label (ZIP Code, Creative, Call Outcome…).
 */
export function titleFor(key: string, campaignTypes: readonly string[] = []): string {
  return labelFor(key, campaignTypes);
}

/** A column for a field: its header (Zip Code, Imps, Link Clicks on Social…) and the metric's format. */
export function columnFor(key: string, campaignTypes: readonly string[] = []): TableColumn {
  return { key, label: titleFor(key, campaignTypes), format: formatOf(key) };
}

/** Columns from the options' mix of field names and column objects; `auto` formats follow the metric. */
export function resolveColumns(specs: readonly ColumnSpec[], campaignTypes: readonly string[] = []): TableColumn[] {
  return specs.map((spec) => {
    if (typeof spec === 'string') return columnFor(spec, campaignTypes);
    const format = spec.format && spec.format !== 'auto' ? spec.format : formatOf(spec.key);
    return { key: spec.key, label: spec.label ?? titleFor(spec.key, campaignTypes), format };
  });
}

/** Whether a column holds figures (bars, totals and right alignment apply). */
export function isMetricColumn(column: TableColumn): boolean {
  return !['text', 'date'].includes(column.format);
}

/** Rows with at least one non-zero value among the metric fields (what `hideZeros` keeps). */
export function withoutZeroRows(rows: readonly Row[], metricKeys: readonly string[]): Row[] {
  return rows.filter((row) => metricKeys.some((key) => (numberOf(row[key]) ?? 0) !== 0));
}

/** Rows sorted by a metric, largest first unless asked otherwise; 'Other' stays last, blanks sink. */
export function sortByMetric(rows: readonly Row[], key: string, desc = true): Row[] {
  const isOther = (row: Row): boolean => Object.values(row).includes('Other');
  return [...rows].sort((a, b) => {
    if (isOther(a) !== isOther(b)) return isOther(a) ? 1 : -1;
    const [x, y] = [numberOf(a[key]), numberOf(b[key])];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return desc ? y - x : x - y;
  });
}
