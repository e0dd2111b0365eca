import type { Dataset, Row, TableColumn, TableData } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import { formatOf, labelFor } from '../../src/domain/metric-format';
import type { ViewContext } from '../../src/registry/types';
import type { GenericTableOptions } from './__generated__/options';

/** What the table view draws: resolved columns, filtered and sorted rows, and the totals row when asked. */
export interface GenericTableData extends TableData {
  totals: Row | null;
}

/** Column objects from the options' mix of field names and column objects. */
export function resolveColumns(options: GenericTableOptions, context: ViewContext): TableColumn[] {
  return options.columns.map((column) => {
    const spec = typeof column === 'string' ? { key: column } : column;
    const format = spec.format && spec.format !== 'auto' ? spec.format : formatOf(spec.key);
    return { key: spec.key, label: spec.label ?? labelFor(spec.key, context.campaignTypes), format };
  });
}

/** Whether a row passes every filter of `filterBy`. */
export function passesFilters(row: Row, filters: GenericTableOptions['filterBy'] = []): boolean {
  return filters.every(({ field, op, value }) => {
    const cell = row[field] ?? null;
    const num = numberOf(cell);
    switch (op) {
      case 'eq':
        return String(cell) === String(value);
      case 'neq':
        return String(cell) !== String(value);
      case 'in':
        return Array.isArray(value) && value.map(String).includes(String(cell));
      case 'contains':
        return String(cell ?? '')
          .toLowerCase()
          .includes(String(value).toLowerCase());
      default: {
        const limit = Number(value);
        if (num === null || !Number.isFinite(limit)) return false;
        return op === 'gt' ? num > limit : op === 'gte' ? num >= limit : op === 'lt' ? num < limit : num <= limit;
      }
    }
  });
}

/** Sorts rows by a field: numbers numerically, text alphabetically, blanks last, 'Other' always last. */
export function sortRows(rows: readonly Row[], field: string | undefined, desc: boolean): Row[] {
  if (!field) return [...rows];
  const isOther = (row: Row): boolean => Object.values(row).some((v) => v === 'Other');
  return [...rows].sort((a, b) => {
    const otherA = isOther(a);
    if (otherA !== isOther(b)) return otherA ? 1 : -1;
    const [x, y] = [a[field] ?? null, b[field] ?? null];
    if (x === null || x === '') return y === null || y === '' ? 0 : 1;
    if (y === null || y === '') return -1;
    const [nx, ny] = [numberOf(x), numberOf(y)];
    const order = nx !== null && ny !== null ? nx - ny : String(x).localeCompare(String(y), 'en');
    return desc ? -order : order;
  });
}

/** Sums the numeric columns (ratios are left blank: a sum of percents means nothing). */
export function totalsRow(rows: readonly Row[], columns: readonly TableColumn[]): Row {
  const totals: Record<string, string | number | null> = {};
  columns.forEach((column, i) => {
    if (column.format === 'integer' || column.format === 'currency') {
      totals[column.key] = rows.reduce((sum, row) => sum + (numberOf(row[column.key]) ?? 0), 0);
    } else totals[column.key] = i === 0 ? 'Total' : null;
  });
  return totals;
}

/** Dataset → table: filters, then sorts, then keeps `itemLimit` rows. */
export function transformTable(dataset: Dataset, options: GenericTableOptions, context: ViewContext): GenericTableData {
  const columns = resolveColumns(options, context);
  const filtered = dataset.rows.filter((row) => passesFilters(row, options.filterBy));
  const sorted = sortRows(filtered, options.sortBy, options.sortDesc ?? true);
  const rows = options.itemLimit ? sorted.slice(0, options.itemLimit) : sorted;
  return { columns, rows, totals: options.showTotals ? totalsRow(rows, columns) : null };
}
