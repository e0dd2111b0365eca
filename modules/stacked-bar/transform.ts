import type { Dataset, Row } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  categoryChart,
  categoryText,
  chosenMetrics,
  dimensionLabel,
  pickDimension,
  selectRows,
  type CategoryChart,
} from '../../src/ui/charts/category-data';
import { compareOrdinal, isOrdinalField } from '../../src/domain/field-labels';
import { labelFor } from '../../src/domain/metric-format';
import type { StackedBarOptions } from './__generated__/options';

/** What the chart draws: one stacked series per part, all on the same stack. */
export type StackedBarData = CategoryChart;

const STACK = 'total';

/** Sums of `metric` per category and per part; categories and parts keep the order they first appear in. */
export function pivot(
  rows: readonly Row[],
  dimension: string,
  stackBy: string,
  metric: string,
): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const category = categoryText(dimension, row[dimension]);
    const part = categoryText(stackBy, row[stackBy]);
    const parts = table.get(category) ?? new Map<string, number>();
    parts.set(part, (parts.get(part) ?? 0) + (numberOf(row[metric]) ?? 0));
    table.set(category, parts);
  }
  return table;
}

/**
 * Parts stacked by the `stackBy` field: the largest part at the base (ordinal parts in their natural order),
 * categories of the largest totals kept.
 */
function stackedByField(
  rows: readonly Row[],
  dimension: string,
  stackBy: string,
  metric: string,
  options: StackedBarOptions,
  campaignTypes: readonly string[],
): StackedBarData {
  const table = pivot(rows, dimension, stackBy, metric);
  const sum = (parts: Map<string, number>): number => [...parts.values()].reduce((a, b) => a + b, 0);
  let categories = [...table.keys()].filter((c) => !options.hideZeros || sum(table.get(c)!) !== 0);
  if (options.itemLimit && categories.length > options.itemLimit) {
    const kept = new Set(
      [...categories].sort((a, b) => sum(table.get(b)!) - sum(table.get(a)!)).slice(0, options.itemLimit),
    );
    categories = categories.filter((c) => kept.has(c));
  }
  // Hours, dayparts, weekdays and age ranges read in their natural order, not by size.
  if (isOrdinalField(dimension)) categories.sort((a, b) => compareOrdinal(dimension, a, b));
  const partTotals = new Map<string, number>();
  for (const c of categories)
    for (const [part, value] of table.get(c)!) partTotals.set(part, (partTotals.get(part) ?? 0) + value);
  const parts = [...partTotals.keys()].sort((a, b) =>
    isOrdinalField(stackBy) ? compareOrdinal(stackBy, a, b) : partTotals.get(b)! - partTotals.get(a)!,
  );
  const metricLabel = labelFor(metric, campaignTypes);
  return {
    dimension,
    dimensionLabel: dimensionLabel(dimension),
    categories,
    series: parts.map((part) => ({
      id: `${metric}:${part}`,
      key: metric,
      label: parts.length === 1 ? metricLabel : part,
      values: categories.map((c) => table.get(c)?.get(part) ?? null),
      type: 'bar',
      axis: 0,
      stack: STACK,
    })),
  };
}

/** Dataset → stacked bars: parts from the `stackBy` field, or one part per metric when no field is named. */
export function transformStackedBar(
  dataset: Dataset,
  options: StackedBarOptions,
  context: ViewContext,
): StackedBarData {
  const metrics = chosenMetrics(options);
  const dimension = pickDimension(dataset.rows, options.dimension);
  if (options.stackBy) {
    return stackedByField(
      dataset.rows,
      dimension,
      options.stackBy,
      metrics[0] ?? 'Impressions',
      options,
      context.campaignTypes,
    );
  }
  const rows = selectRows(dataset.rows, { ...options, metrics });
  const specs = metrics.map((key) => ({ key, type: 'bar' as const, stack: STACK }));
  return categoryChart(rows, dimension, specs, context.campaignTypes);
}
