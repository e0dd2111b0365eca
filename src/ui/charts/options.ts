/**
 * Pure ECharts option builders: the kinds hand them their shaped data and get a complete option back, so what a
 * chart draws is unit-tested without a DOM. Colours and animation are added by `EChart`.
 */
import { formatCompact, formatValue } from '../../domain/metric-format';
import type { CategoryChart } from './category-data';
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

/** Bars or lines over categories, one or two value axes (left: series on axis 0, right: on axis 1). */
export function cartesianOption(chart: CategoryChart, settings: CartesianSettings = {}): ChartOption {
  const axes = [0, 1].filter((axis) => axis === 0 || chart.series.some((s) => s.axis === axis));
  const valueAxes = axes.map((axis) => {
    const key = chart.series.find((s) => s.axis === axis)?.key ?? chart.series[0]?.key ?? '';
    return {
      type: 'value' as const,
      position: axis === 0 ? ('left' as const) : ('right' as const),
      splitLine: { show: axis === 0 },
      axisLabel: { formatter: (value: number) => formatCompact(key, value) },
    };
  });
  const categoryAxis = {
    type: 'category' as const,
    data: chart.categories,
    axisLabel: { hideOverlap: true, width: 110, overflow: 'truncate' as const },
  };
  const series = chart.series.map((s) => {
    const common = {
      id: s.id,
      name: s.label,
      data: s.values,
      stack: s.stack,
      tooltip: { valueFormatter: (value: unknown) => formatValue(s.key, value) },
    };
    return s.type === 'line'
      ? ({
          ...common,
          type: 'line',
          yAxisIndex: s.axis,
          showSymbol: chart.categories.length <= 31,
          smooth: settings.smooth ?? false,
          ...(settings.area ? { areaStyle: { opacity: 0.15 } } : {}),
        } as LineSeriesOption)
      : ({ ...common, type: 'bar', [settings.horizontal ? 'xAxisIndex' : 'yAxisIndex']: s.axis } as BarSeriesOption);
  });
  const legend = legendOption(settings.legend, chart.series.length);
  const top = legend && 'show' in legend && legend.show && legend.top === 0 ? 36 : 16;
  return {
    grid: { left: 8, right: 8, top, bottom: legend && 'bottom' in legend && legend.show ? 36 : 8 },
    tooltip: { trigger: 'axis', confine: true },
    legend,
    xAxis: settings.horizontal ? valueAxes : categoryAxis,
    yAxis: settings.horizontal ? { ...categoryAxis, inverse: true } : valueAxes,
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
