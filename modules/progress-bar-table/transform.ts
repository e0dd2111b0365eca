import type { Dataset, TableColumn, TableData } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { columnFor, isMetricColumn, resolveColumns, sortByMetric, withoutZeroRows } from '../../src/ui/table/columns';
import type { ProgressBarTableOptions } from './__generated__/options';

/** What the view draws: the table data and which column carries the bars. */
export interface ProgressBarTableData extends TableData {
  /** Key of the bar column; null when the table has no metric column. */
  barColumn: string | null;
}

/** The columns shown, with the bar metric added after them when the options left it out. */
export function barTableColumns(options: ProgressBarTableOptions, context: ViewContext): TableColumn[] {
  const columns = resolveColumns(options.columns, context.campaignTypes);
  if (options.metric && !columns.some((c) => c.key === options.metric)) {
    columns.push(columnFor(options.metric, context.campaignTypes));
  }
  return columns;
}

/** The bar column: the chosen metric, else the first metric column. */
export function barColumnOf(options: ProgressBarTableOptions, columns: readonly TableColumn[]): string | null {
  return options.metric ?? columns.find(isMetricColumn)?.key ?? null;
}

/** Dataset → table: drops all-zero rows when asked, sorts (by the bar metric unless told), keeps `itemLimit`. */
export function transformBarTable(
  dataset: Dataset,
  options: ProgressBarTableOptions,
  context: ViewContext,
): ProgressBarTableData {
  const columns = barTableColumns(options, context);
  const barColumn = barColumnOf(options, columns);
  const metricKeys = columns.filter(isMetricColumn).map((c) => c.key);
  const kept = options.hideZeros ? withoutZeroRows(dataset.rows, metricKeys) : dataset.rows;
  const sortKey = options.sortBy ?? barColumn;
  const sorted = sortKey ? sortByMetric(kept, sortKey, options.sortDesc ?? true) : [...kept];
  return { columns, rows: options.itemLimit ? sorted.slice(0, options.itemLimit) : sorted, barColumn };
}
