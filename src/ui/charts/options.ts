/**
 * Pure ECharts option builders: the kinds hand them their shaped data and get a complete option back, so what a
 * chart draws is unit-tested without a DOM. Colours and animation are added by `EChart`.
 */
import { formatCompact, formatValue } from '../../domain/metric-format';
import type { CategoryChart, ChartSeries } from './category-data';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from './echarts';
import type { PieChartData } from './pie-data';

/** The shared `legend` option. */
export interface LegendSetting {
  show?: boolean;
  position?: 'top' | 'bottom' | 'left' | 'right';
}

/** Layout choices of a category chart. */
export interface CartesianSettings {
  legend?: LegendSetting;
  /** Bars running left to right, categories down the side (long labels read better). */
  horizontal?: boolean;
  /** Shade under lines. */
  area?: boolean;
  /** Curved lines. */
  smooth?: boolean;
}

/** ECharts legend placement; shown by default only when there is more than one entry. */
export function legendOption(legend: LegendSetting | undefined, entries: number): ChartOption['legend'] {
  const show = legend?.show ?? entries > 1;
  const position = legend?.position ?? 'top';
  const vertical = position === 'left' || position === 'right';
  return { show, type: 'scroll', orient: vertical ? 'vertical' : 'horizontal', [position]: 0 };
}

/** Longest category label (characters) drawn whole; longer ones are cut with an ellipsis, whole in the tooltip. */
const LABEL_WIDTH_PX = 110;
/** Labels under a vertical chart turn when there are many or long ones, so they neither overlap nor vanish. */
const ROTATE_WHEN = { categories: 6, characters: 10 };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The drawn series of a chart series: one, or one per value axis when its values mix scales (same name and stack). */
function splitByAxis(s: ChartSeries): { axis: 0 | 1; values: (number | null)[]; part: number }[] {
  const axes = s.pointAxes;
  if (!axes || axes.every((axis) => axis === axes[0]))
    return [{ axis: axes?.[0] ?? s.axis, values: s.values, part: 0 }];
  return ([0, 1] as const).map((axis, part) => ({
    axis,
    values: s.values.map((value, i) => ((axes[i] ?? s.axis) === axis ? value : null)),
    part,
  }));
}

/**
 * The value axis of each side, formatted as the first metric drawn on it; with two axes each is named by what it
 * measures (the chart's axis names, else the labels of its series), so a reader knows which scale is which.
 */
function valueAxes(chart: CategoryChart, parts: { axis: 0 | 1; key: string; label: string }[], horizontal: boolean) {
  const axes = [0, 1].filter((axis) => axis === 0 || parts.some((p) => p.axis === axis));
  const named = axes.length > 1;
  return axes.map((axis) => {
    const key = parts.find((p) => p.axis === axis)?.key ?? chart.series[0]?.key ?? '';
    const name =
      chart.axisNames?.[axis] ?? [...new Set(parts.filter((p) => p.axis === axis).map((p) => p.label))].join(' · ');
    return {
      type: 'value' as const,
      position: horizontal
        ? axis === 0
          ? ('bottom' as const)
          : ('top' as const)
        : axis === 0
          ? ('left' as const)
          : ('right' as const),
      splitLine: { show: axis === 0 },
      axisLabel: { formatter: (value: number) => formatCompact(key, value), hideOverlap: true },
      ...(named
        ? {
            name,
            // Over a vertical chart's axes; beside (under or over) a horizontal one's.
            nameLocation: horizontal ? ('middle' as const) : ('end' as const),
            nameGap: horizontal ? 24 : 12,
            nameTextStyle: {
              align: horizontal ? ('center' as const) : axis === 0 ? ('left' as const) : ('right' as const),
              width: 160,
              overflow: 'truncate' as const,
            },
          }
        : {}),
    };
  });
}

/**
 * The axis tooltip: the category in full (its axis label may be cut), then each series that has a figure there,
 * once, formatted as its metric.
 */
function axisTooltip(chart: CategoryChart) {
  const keyOf = new Map(chart.series.map((s) => [s.label, s.key]));
  return (params: unknown): string => {
    const list = (Array.isArray(params) ? params : [params]) as {
      name?: string;
      axisValueLabel?: string;
      seriesName?: string;
      value?: unknown;
      marker?: string;
    }[];
    const heading = list[0]?.name ?? list[0]?.axisValueLabel ?? '';
    const seen = new Set<string>();
    const lines = list.flatMap((p) => {
      const name = p.seriesName ?? '';
      if (p.value === null || p.value === undefined || p.value === '-' || seen.has(name)) return [];
      seen.add(name);
      const value = formatValue(keyOf.get(name) ?? name, p.value);
      return [`${p.marker ?? ''}${escapeHtml(name)}&nbsp;&nbsp;<b>${escapeHtml(value)}</b>`];
    });
    return [`<b>${escapeHtml(heading)}</b>`, ...lines].join('<br/>');
  };
}

/**
 * Bars or lines over categories, one or two value axes (left: series on axis 0, right: on axis 1; a series whose
 * values mix scales is drawn on both, under one legend entry). Category labels are cut with an ellipsis at a fixed
 * width (turned under a vertical chart when many or long) and read whole in the tooltip and the figures table.
 */
export function cartesianOption(chart: CategoryChart, settings: CartesianSettings = {}): ChartOption {
  const drawn = chart.series.flatMap((s) =>
    splitByAxis(s).map((part) => ({ ...part, key: s.key, label: s.label, source: s })),
  );
  const axes = valueAxes(chart, drawn, settings.horizontal ?? false);
  const longest = Math.max(0, ...chart.categories.map((c) => c.length));
  const rotate =
    !settings.horizontal && longest > ROTATE_WHEN.characters && chart.categories.length >= ROTATE_WHEN.categories / 2
      ? 30
      : 0;
  const categoryAxis = {
    type: 'category' as const,
    data: chart.categories,
    axisLabel: {
      hideOverlap: true,
      width: rotate ? LABEL_WIDTH_PX * 0.8 : LABEL_WIDTH_PX,
      overflow: 'truncate' as const,
      ellipsis: '…',
      rotate,
      interval: settings.horizontal ? 0 : ('auto' as const),
    },
  };
  const series = drawn.map(({ source: s, axis, values, part }) => {
    const split = s.pointAxes !== undefined && part > 0;
    const common = {
      id: split ? `${s.id}#${part}` : s.id,
      name: s.label,
      data: values,
      // The two halves of a mixed series share a bar slot: each category has a figure in only one of them.
      stack: s.stack ?? (s.pointAxes ? s.id : undefined),
    };
    return s.type === 'line'
      ? ({
          ...common,
          type: 'line',
          yAxisIndex: axis,
          showSymbol: chart.categories.length <= 31,
          smooth: settings.smooth ?? false,
          ...(settings.area ? { areaStyle: { opacity: 0.15 } } : {}),
        } as LineSeriesOption)
      : ({ ...common, type: 'bar', [settings.horizontal ? 'xAxisIndex' : 'yAxisIndex']: axis } as BarSeriesOption);
  });
  const legend = legendOption(settings.legend, new Set(chart.series.map((s) => s.label)).size);
  const legendOnTop = legend && 'show' in legend && legend.show && legend.top === 0;
  // Room for the axis names over two value axes (horizontal bars name theirs under the chart).
  const names = axes.length > 1 ? 22 : 0;
  const top = (legendOnTop ? 36 : 16) + names;
  return {
    grid: {
      left: 8,
      right: 8,
      top,
      bottom: (legend && 'bottom' in legend && legend.show ? 36 : 8) + (settings.horizontal ? names : 0),
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: { trigger: 'axis', confine: true, formatter: axisTooltip(chart) },
    legend,
    xAxis: settings.horizontal ? axes : categoryAxis,
    yAxis: settings.horizontal ? { ...categoryAxis, inverse: true } : axes,
    series,
  };
}

/** Settings of a pie. */
export interface PieSettings {
  legend?: LegendSetting;
  /** Inner and outer radius in percent of the smaller side (the theme's pie settings); 0 inner is a full pie. */
  radius?: { inner: number; outer: number };
  showLabels?: boolean;
}

/** One pie (or donut) of slices, with percentages in the tooltip. */
export function pieOption(pie: PieChartData, settings: PieSettings = {}): ChartOption {
  const { inner = 40, outer = 70 } = settings.radius ?? {};
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const { name, value, percent } = params as { name: string; value: number; percent: number };
        return `${name}: ${formatValue(pie.metric, value)} (${formatValue('Share', percent, 'percent')})`;
      },
    },
    legend: legendOption(settings.legend ?? { position: 'bottom' }, pie.slices.length),
    series: [
      {
        type: 'pie',
        id: pie.metric,
        name: pie.metricLabel,
        radius: [`${inner}%`, `${outer}%`],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: settings.showLabels ?? true, formatter: '{b}', width: 100, overflow: 'truncate' },
        data: pie.slices.map((slice) => ({ name: slice.name, value: slice.value })),
      },
    ],
  };
}
