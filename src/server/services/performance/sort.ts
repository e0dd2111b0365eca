/** Sorting of table rows by the spec's sortable columns (000 §3) or a metric. */
import { SORTABLE_COLUMNS } from '../../../domain/metrics';

/** Metric columns a table may also sort by. */
export const METRIC_SORT_COLUMNS = [
  'Impressions',
  'Clicks',
  'ClickThrough',
  'Conversions',
  'Completions',
  'SpendVal',
  'Sessions',
  'PageViews',
  'Calls',
  'Airings',
] as const;

/** Every accepted `sortBy`. */
export const SORT_COLUMNS: readonly string[] = [...SORTABLE_COLUMNS, ...METRIC_SORT_COLUMNS];

/** Requested order; by default the most impressions first. */
export interface SortOrder {
  sortBy?: string;
  sortDesc?: boolean;
}

type Cell = string | number | null | undefined;

/** Same order as `localeCompare(b, 'en', { numeric: true })`, without building a collator per comparison. */
const COLLATOR = new Intl.Collator('en', { numeric: true });

function compare(a: Cell, b: Cell): number {
  // Missing values sort last whatever the direction, so blanks never lead a table.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return COLLATOR.compare(String(a), String(b));
}

/** Sorts rows (stable); rows for which `pinnedLast` holds (the 'Other' bucket) stay at the end. */
export function sortRows<T extends Record<string, Cell>>(
  rows: readonly T[],
  order: SortOrder,
  pinnedLast: (row: T) => boolean = () => false,
): T[] {
  const column = order.sortBy ?? 'Impressions';
  const descending = order.sortDesc ?? !order.sortBy;
  const pinned = rows.filter(pinnedLast);
  const sorted = rows
    .filter((row) => !pinnedLast(row))
    .sort((x, y) => {
      const a = x[column];
      const b = y[column];
      if (a === null || a === undefined || b === null || b === undefined) return compare(a, b);
      return descending ? compare(b, a) : compare(a, b);
    });
  return [...sorted, ...pinned];
}
