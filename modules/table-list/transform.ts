import type { Dataset, Row, TableColumn } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { columnFor, sortByMetric, withoutZeroRows } from '../../src/ui/table/columns';
import type { TableListOptions } from './__generated__/options';

/** The default number of rows: a top-10 list. */
export const DEFAULT_ITEM_LIMIT = 10;

/** What the list draws: its two columns and the rows kept. */
export interface TableListData {
  label: TableColumn;
  metric: TableColumn;
  rows: readonly Row[];
}

/** The label column: the field's title unless the options name it, always shown as text (zip codes stay 01234). */
export function labelColumnOf(options: TableListOptions, context: ViewContext): TableColumn {
  const column = columnFor(options.labelField, context.campaignTypes);
  return { ...column, label: options.labelTitle ?? column.label, format: 'text' };
}

/** Dataset → list: drops all-zero rows when asked, sorts by the metric (largest first), keeps `itemLimit`. */
export function transformTableList(dataset: Dataset, options: TableListOptions, context: ViewContext): TableListData {
  const metric = columnFor(options.metric, context.campaignTypes);
  const kept = options.hideZeros ? withoutZeroRows(dataset.rows, [metric.key]) : dataset.rows;
  const rows = sortByMetric(kept, metric.key, options.sortDesc ?? true).slice(
    0,
    options.itemLimit ?? DEFAULT_ITEM_LIMIT,
  );
  return { label: labelColumnOf(options, context), metric, rows };
}
