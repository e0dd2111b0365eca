/**
 * Pure shaping shared by the category charts (bar, line, line-and-bar, stacked, self-fetching bar): which row
 * field labels the x axis, which rows are kept and in what order, and the series drawn over them.
 */
import type { Row, TableColumn, TableData } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { compareOrdinal, displayValue, fieldLabel, isOrdinalField, valueLabel } from '../../domain/field-labels';
import {
  METRIC_CATALOGUE,
  measuresOf,
  metricValue,
  type Measure,
  type MeasureSums,
} from '../../domain/metric-catalogue';
import { formatOf, labelFor } from '../../domain/metric-format';
import { tacticDisplayName } from '../../domain/tactics';
import { OTHER_LABEL } from '../../domain/top-n';

/** Category fields in the order a chart prefers them when the options name none. */
export const DIMENSION_FIELDS: readonly string[] = [
  'ShortDate',
  'Publisher',
  'Device',
  'Daypart',
  'AgeRange',
  'Hour',
  'CityId',
  'Metro',
  'County',
  'state',
  'ZipCode',
  'CreativeName',
  'SearchKey',
  'GeoFenceName',
  'Station',
  'ConversionType',
  'Tactic',
];

/** Labels of category fields that are not metrics. */
const DIMENSION_LABELS: Readonly<Record<string, string>> = {
  ShortDate: 'Date',
  AgeRange: 'Age range',
  CityId: 'City',
  Metro: 'DMA',
  state: 'State',
  ZipCode: 'Zip code',
  CreativeName: 'Creative',
  SearchKey: 'Keyword',
  GeoFenceName: 'Geofence',
  ConversionType: 'Conversion',
  CampaignType: 'Tactic',
  FriendlyName: 'Campaign',
  status: 'Status',
};

/** One series over the categories. */
export interface ChartSeries {
  /** Unique within the chart: the figures table's column key (the metric, or metric and group when stacked). */
  id: string;
  /** Metric field: formats the values and names the series. */
  key: string;
  label: string;
  values: (number | null)[];
  type: 'bar' | 'line';
  /** 0 is the left value axis, 1 the right one. */
  axis: 0 | 1;
  /**
   * The axis of each value, when the series mixes scales itself (benchmarks: a CTR and a VCR category side by
   * side); `axis` then is the axis of the first value.
   */
  pointAxes?: (0 | 1)[];
  /** Series with the same stack name pile up. */
  stack?: string;
}

/** What a category chart draws. */
export interface CategoryChart {
  dimension: string;
  dimensionLabel: string;
  categories: string[];
  series: ChartSeries[];
  /** Names of the left and right value axes when a chart has both; the labels of their series when absent. */
  axisNames?: [string, string];
}

/** How to draw one metric. */
export interface SeriesSpec {
  key: string;
  type: 'bar' | 'line';
  axis?: 0 | 1;
  stack?: string;
  label?: string;
}

/** The category field: the preferred one when rows carry it, else the first known field, else the first text field. */
export function pickDimension(rows: readonly Row[], preferred?: string): string {
  const first = rows[0] ?? {};
  if (preferred && (rows.length === 0 || preferred in first)) return preferred;
  const known = DIMENSION_FIELDS.find((field) => field in first);
  if (known) return known;
  return Object.keys(first).find((field) => typeof first[field] === 'string') ?? preferred ?? 'ShortDate';
}

/** The heading of a category field. */
export function dimensionLabel(field: string): string {
  return DIMENSION_LABELS[field] ?? fieldLabel(field);
}

/**
 * A category value as shown: campaign types by their tactic display name (OTT → CTV), enum values by their label
 * (`ScheduledDemo` → 'Scheduled Demo', `MidDay` → 'Midday'), the rest as given.
 */
export function categoryText(field: string, value: Row[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return field === 'CampaignType' ? tacticDisplayName(String(value)) : displayValue(field, String(value));
}

/** The metric (snake_case measure → the field a row carries it in): `impressions` → `Impressions`. */
const MEASURE_FIELDS: ReadonlyMap<string, string> = new Map(
  METRIC_CATALOGUE.flatMap((definition) =>
    'sum' in definition.aggregation ? [[definition.aggregation.sum, definition.key] as const] : [],
  ).reverse(), // the first metric summing a measure names it (Impressions, not Household Impressions)
);

/**
 * A metric of a row: the row's own figure, else, for a ratio the row does not carry (daily VCR on CTV and Audio),
 * the catalogue's ratio of the measures it does carry (completions ÷ impressions), never an invented zero.
 */
export function rowMetric(row: Row, key: string): number | null {
  const own = numberOf(row[key]);
  if (own !== null) return own;
  const measures = measuresOf(key);
  if (measures.length < 2) return null;
  const sums: MeasureSums = {};
  for (const measure of measures) {
    const field = MEASURE_FIELDS.get(measure);
    const value = field === undefined ? null : numberOf(row[field]);
    if (value === null) return null;
    sums[measure as Measure] = value;
  }
  return metricValue(key, sums);
}

/** Rows in the natural order of an ordinal category field (hours, dayparts, weekdays, age ranges); others as given. */
export function orderCategories(rows: readonly Row[], dimension: string): Row[] {
  if (!isOrdinalField(dimension)) return [...rows];
  // 'Other' (the rest of a top-N) stays last.
  // Compared by label, so raw enum values (`PrimeAccess`) meet the order's spelling ('Prime Access').
  const shown = (row: Row): unknown => {
    const value = row[dimension];
    return typeof value === 'string' ? valueLabel(value) : value;
  };
  return [...rows].sort((a, b) =>
    isOther(a) !== isOther(b) ? (isOther(a) ? 1 : -1) : compareOrdinal(dimension, shown(a), shown(b)),
  );
}

/** Which rows a chart keeps and how it orders them. */
export interface RowSelection {
  metrics: readonly string[];
  hideZeros?: boolean;
  sortBy?: string;
  sortDesc?: boolean;
  itemLimit?: number;
}

const isOther = (row: Row): boolean => Object.values(row).includes(OTHER_LABEL);

/** Drops all-zero rows when asked, sorts (numbers numerically, 'Other' last) and keeps `itemLimit` rows. */
export function selectRows(rows: readonly Row[], selection: RowSelection): Row[] {
  const { metrics, hideZeros, sortBy, sortDesc = true, itemLimit } = selection;
  let kept = hideZeros ? rows.filter((row) => metrics.some((m) => (numberOf(row[m]) ?? 0) !== 0)) : [...rows];
  if (sortBy) {
    kept = [...kept].sort((a, b) => {
      if (isOther(a) !== isOther(b)) return isOther(a) ? 1 : -1;
      const [x, y] = [numberOf(a[sortBy]), numberOf(b[sortBy])];
      const order =
        x !== null && y !== null ? x - y : String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? ''), 'en');
      return sortDesc ? -order : order;
    });
  }
  return itemLimit ? kept.slice(0, itemLimit) : kept;
}

/**
 * Series of `specs` over the rows' categories, labelled for the tab's campaign types. Ordinal categories come in
 * their natural order whatever order the rows arrive in; a series with no figure at all is left out (it would be a
 * legend entry with nothing drawn), unless every series is empty.
 */
export function categoryChart(
  rows: readonly Row[],
  dimension: string,
  specs: readonly SeriesSpec[],
  campaignTypes: readonly string[],
): CategoryChart {
  const ordered = orderCategories(rows, dimension);
  const series: ChartSeries[] = specs.map((spec) => ({
    id: spec.key,
    key: spec.key,
    label: spec.label ?? labelFor(spec.key, campaignTypes),
    values: ordered.map((row) => rowMetric(row, spec.key)),
    type: spec.type,
    axis: spec.axis ?? 0,
    ...(spec.stack ? { stack: spec.stack } : {}),
  }));
  const drawn = series.filter((s) => s.values.some((value) => value !== null));
  return {
    dimension,
    dimensionLabel: dimensionLabel(dimension),
    categories: ordered.map((row) => categoryText(dimension, row[dimension])),
    series: drawn.length > 0 ? drawn : series.slice(0, 1),
  };
}

/** The chart's figures as table data: one row per category, one column per series (screen readers, downloads). */
export function chartTable(chart: CategoryChart): TableData {
  const columns: TableColumn[] = [
    { key: chart.dimension, label: chart.dimensionLabel, format: 'text' },
    ...chart.series.map((s) => ({ key: s.id, label: s.label, format: formatOf(s.key) })),
  ];
  const rows = chart.categories.map((category, i) =>
    Object.fromEntries([[chart.dimension, category], ...chart.series.map((s) => [s.id, s.values[i] ?? null])]),
  );
  return { columns, rows };
}

/** Whether every figure is missing or zero. */
export function allZero(chart: CategoryChart): boolean {
  return chart.series.every((s) => s.values.every((v) => !v));
}

/** The metrics a chart's options ask for: `metrics`, else `metric`, else the fallback. */
export function chosenMetrics(
  options: { metric?: string; metrics?: readonly string[] },
  fallback = 'Impressions',
): string[] {
  if (options.metrics && options.metrics.length > 0) return [...options.metrics];
  return [options.metric ?? fallback];
}

/**
 * The value axis of each metric: the first on the left; another moves to the right when it is formatted
 * differently (a rate beside counts) or is under a twentieth of the first's scale (clicks beside impressions),
 * where it would otherwise lie flat.
 */
export function scaleAxes(rows: readonly Row[], metrics: readonly string[]): (0 | 1)[] {
  const peak = (key: string): number => Math.max(0, ...rows.map((row) => Math.abs(rowMetric(row, key) ?? 0)));
  const [first] = metrics;
  if (first === undefined) return [];
  const firstPeak = peak(first);
  return metrics.map((key, i) => {
    if (i === 0) return 0;
    if (formatOf(key) !== formatOf(first)) return 1;
    return firstPeak > 0 && peak(key) < firstPeak / 20 ? 1 : 0;
  });
}

/** The sort field when it is a metric (self-fetching charts draw what they page by), else impressions. */
export function sortMetric(sortBy: string | undefined): string {
  return sortBy && formatOf(sortBy) !== 'text' ? sortBy : 'Impressions';
}

/** The options a one-series-type chart (bars or lines) reads to pick and order its rows. */
export interface SeriesChartOptions extends Omit<RowSelection, 'metrics'> {
  metric?: string;
  metrics?: readonly string[];
  dimension?: string;
}

/**
 * Dataset → a chart with one series of `type` per metric: picks the category field, selects the rows, and puts a
 * metric of another scale on the second axis. Bars and lines differ only in `type`.
 */
export function seriesChart(
  rows: readonly Row[],
  options: SeriesChartOptions,
  campaignTypes: readonly string[],
  type: 'bar' | 'line',
): CategoryChart {
  const metrics = chosenMetrics(options);
  const dimension = pickDimension(rows, options.dimension);
  const kept = selectRows(rows, { ...options, metrics });
  const axes = scaleAxes(kept, metrics);
  return categoryChart(
    kept,
    dimension,
    metrics.map((key, i) => ({ key, type, axis: axes[i] })),
    campaignTypes,
  );
}
