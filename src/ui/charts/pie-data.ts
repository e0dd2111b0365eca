/** Pure shaping of pie charts: slices of one metric by a category field, top N plus 'Other'. */
import type { Row, TableData } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatOf, labelFor } from '../../domain/metric-format';
import { OTHER_LABEL, topNWithOther } from '../../domain/top-n';
import { categoryText, dimensionLabel } from './category-data';

/** One slice. */
export interface PieSlice {
  name: string;
  value: number;
}

/** What a pie chart draws. */
export interface PieChartData {
  dimension: string;
  metric: string;
  metricLabel: string;
  slices: PieSlice[];
}

/**
 * Slices of `metric` by `dimension`, largest first, without empty ones. With `itemLimit` the N largest keep
 * their own slice and the rest (with any 'Other' row the call already bucketed) are summed into one 'Other', last.
 */
export function pieSlices(rows: readonly Row[], dimension: string, metric: string, itemLimit?: number): PieSlice[] {
  const all = rows
    .map((row) => ({ name: categoryText(dimension, row[dimension]), value: numberOf(row[metric]) ?? 0 }))
    .filter((slice) => slice.value > 0);
  const given = all.filter((slice) => slice.name === OTHER_LABEL);
  const named = all.filter((slice) => slice.name !== OTHER_LABEL).sort((a, b) => b.value - a.value);
  const sum = (slices: readonly PieSlice[]): PieSlice => ({
    name: OTHER_LABEL,
    value: slices.reduce((total, slice) => total + slice.value, 0),
  });
  if (!itemLimit) return given.length > 0 ? [...named, sum(given)] : named;
  const top = topNWithOther([...named, ...given], itemLimit + 1, (s) => (s.name === OTHER_LABEL ? -1 : s.value), sum);
  const other = top.filter((slice) => slice.name === OTHER_LABEL);
  return other.length > 0 ? [...top.filter((slice) => slice.name !== OTHER_LABEL), sum(other)] : top;
}

/** Pie data of a dataset's rows. */
export function pieChartData(
  rows: readonly Row[],
  dimension: string,
  metric: string,
  campaignTypes: readonly string[],
  itemLimit?: number,
): PieChartData {
  return {
    dimension,
    metric,
    metricLabel: labelFor(metric, campaignTypes),
    slices: pieSlices(rows, dimension, metric, itemLimit),
  };
}

/** The slices as table data, with each slice's share of the whole. */
export function pieTable(pie: PieChartData): TableData {
  const total = pie.slices.reduce((sum, slice) => sum + slice.value, 0);
  return {
    columns: [
      { key: pie.dimension, label: dimensionLabel(pie.dimension), format: 'text' },
      { key: pie.metric, label: pie.metricLabel, format: formatOf(pie.metric) },
      { key: 'Share', label: 'Share', format: 'percent' },
    ],
    rows: pie.slices.map((slice) => ({
      [pie.dimension]: slice.name,
      [pie.metric]: slice.value,
      Share: total > 0 ? Math.round((slice.value / total) * 10_000) / 100 : null,
    })),
  };
}
