import type { Dataset, Row, TableColumn, TableData } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { columnFor, sortByMetric, titleFor, withoutZeroRows } from '../../src/ui/table/columns';
import type { DynamicTableListOptions, ListDimension } from './__generated__/options';

/** The field naming the dimension a row belongs to. */
export const GROUP_FIELD = 'Group';

/** The default number of rows per dimension. */
export const DEFAULT_ITEM_LIMIT = 10;

/** One tab: its dimension's rows, ready to list. */
export interface ListGroup {
  group: string;
  title: string;
  label: TableColumn;
  rows: readonly Row[];
}

/** What the view draws: the metric and one group per tab, in the options' order. */
export interface DynamicTableListData {
  metric: TableColumn;
  groups: readonly ListGroup[];
}

/** The rows of one dimension: those whose `Group` is its group, sorted by the metric, `itemLimit` kept. */
export function rowsOfGroup(
  rows: readonly Row[],
  group: string,
  metric: string,
  options: DynamicTableListOptions,
): Row[] {
  const own = rows.filter((row) => row[GROUP_FIELD] === group);
  const kept = options.hideZeros ? withoutZeroRows(own, [metric]) : own;
  return sortByMetric(kept, metric, options.sortDesc ?? true).slice(0, options.itemLimit ?? DEFAULT_ITEM_LIMIT);
}

function groupOf(
  dimension: ListDimension,
  rows: readonly Row[],
  options: DynamicTableListOptions,
  types: readonly string[],
): ListGroup {
  const label = { ...columnFor(dimension.labelField, types), format: 'text' as const };
  return {
    group: dimension.group,
    title: dimension.title ?? titleFor(dimension.labelField, types),
    label,
    rows: rowsOfGroup(rows, dimension.group, options.metric, options),
  };
}

/** Dataset (rows of every dimension, tagged by `Group`) → one list per tab. */
export function transformDynamicList(
  dataset: Dataset,
  options: DynamicTableListOptions,
  context: ViewContext,
): DynamicTableListData {
  return {
    metric: columnFor(options.metric, context.campaignTypes),
    groups: options.dimensions.map((dimension) => groupOf(dimension, dataset.rows, options, context.campaignTypes)),
  };
}

/** Every group's rows in one table for exports: dimension, name and metric columns. */
export function exportRows(data: DynamicTableListData): TableData {
  const columns: TableColumn[] = [
    { key: 'Dimension', label: 'Dimension', format: 'text' },
    { key: 'Name', label: 'Name', format: 'text' },
    data.metric,
  ];
  const rows = data.groups.flatMap((group) =>
    group.rows.map((row) => ({
      Dimension: group.title,
      Name: row[group.label.key] ?? null,
      [data.metric.key]: row[data.metric.key] ?? null,
    })),
  );
  return { columns, rows };
}
